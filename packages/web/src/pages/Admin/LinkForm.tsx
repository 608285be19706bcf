import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkPlace, RedirectType, SiteLinkAdmin, SiteLinkInput } from '@fanzone/contract';
import { limits, redirectTypes } from '@fanzone/contract';
import type { LocalizedDraft } from './LocalizedTextFields.tsx';
import { LocalizedTextFields, writtenText } from './LocalizedTextFields.tsx';
import { ConsoleField, ConsoleSelect, ConsoleSwitch, isIconAddress } from './ConsoleField.tsx';

const { structure } = limits;

/** Link types that point at something named by `resource`; the others go to one fixed page. */
const needsResource: ReadonlySet<RedirectType> = new Set(['thread', 'url', 'http']);

/**
 * A navigation entry or a top-sector tile: its title per language, where it goes (spec §2 link
 * types) and, in the top sector, its icon; in the navigation, whether it is drawn out.
 */
export function LinkForm({
  place,
  link,
  busy,
  onSave,
}: {
  place: LinkPlace;
  link?: SiteLinkAdmin;
  busy: boolean;
  onSave: (fields: SiteLinkInput) => void;
}) {
  const { t } = useTranslation('admin');
  const [title, setTitle] = useState<LocalizedDraft>(link?.title ?? {});
  const [redirectType, setRedirectType] = useState<RedirectType>(link?.redirectType ?? 'forum');
  const [resource, setResource] = useState(link?.resource ?? '');
  const [iconUrl, setIconUrl] = useState(link?.iconUrl ?? '');
  const [highlighted, setHighlighted] = useState(link?.highlighted ?? false);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = () => {
    const found: Record<string, string> = {};
    const titles = writtenText(title);
    if (!titles.en) found.title = t('structure.englishRequired');
    if (needsResource.has(redirectType) && !resource.trim()) found.resource = t('structure.resourceRequired');
    const icon = iconUrl.trim();
    if (place !== 'navigation' && !icon)
      found.iconUrl = t(place === 'topSector' ? 'structure.iconRequired' : 'structure.pictureRequired');
    else if (icon && !isIconAddress(icon)) found.iconUrl = t('structure.iconInvalid');
    setProblems(found);
    if (Object.keys(found).length) return;
    onSave({
      title: titles,
      redirectType,
      resource: resource.trim(),
      ...(place === 'navigation' ? { highlighted } : { iconUrl: icon }),
    });
  };

  return (
    <form
      className="moderation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="link-form"
    >
      <LocalizedTextFields
        label={t('structure.linkTitle')}
        value={title}
        onChange={setTitle}
        maxLength={structure.linkTitleMaxLength}
        problem={problems.title}
        testId="link-title"
      />
      <ConsoleSelect
        label={t('structure.linkType')}
        value={redirectType}
        options={redirectTypes.map((type) => ({ value: type, label: t(`structure.linkTypes.${type}`) }))}
        onValue={setRedirectType}
        testId="link-type"
      />
      <ConsoleField
        label={t('structure.resource')}
        hint={t('structure.resourceHint')}
        problem={problems.resource}
        dir="ltr"
        maxLength={structure.linkResourceMaxLength}
        value={resource}
        onValue={setResource}
        testId="link-resource"
      />
      {place !== 'navigation' ? (
        <ConsoleField
          label={t(place === 'topSector' ? 'structure.icon' : 'structure.picture')}
          problem={problems.iconUrl}
          dir="ltr"
          maxLength={structure.iconUrlMaxLength}
          value={iconUrl}
          onValue={setIconUrl}
          testId="link-icon"
        />
      ) : (
        <ConsoleSwitch
          label={t('structure.highlight')}
          checked={highlighted}
          onChecked={setHighlighted}
          testId="link-highlighted"
        />
      )}
      <button type="submit" className="button" disabled={busy} data-testid="link-save">
        {t('settings.save')}
      </button>
    </form>
  );
}

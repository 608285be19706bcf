import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkPlace, RedirectType, SiteLinkAdmin, SiteLinkInput } from '@fanzone/contract';
import { limits, redirectTypes } from '@fanzone/contract';
import type { LocalizedDraft } from './LocalizedTextFields.tsx';
import { LocalizedTextFields, writtenText } from './LocalizedTextFields.tsx';

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
  const id = useId();
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
    if (place === 'topSector' && !icon) found.iconUrl = t('structure.iconRequired');
    else if (icon && !/^\/(?!\/)/.test(icon) && !/^https:\/\//i.test(icon))
      found.iconUrl = t('structure.iconInvalid');
    setProblems(found);
    if (Object.keys(found).length) return;
    onSave({
      title: titles,
      redirectType,
      resource: resource.trim(),
      ...(place === 'topSector' ? { iconUrl: icon } : { highlighted }),
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
      <div className="admin-setting">
        <label htmlFor={`${id}-type`}>{t('structure.linkType')}</label>
        <select
          id={`${id}-type`}
          value={redirectType}
          onChange={(event) => setRedirectType(event.target.value as RedirectType)}
          data-testid="link-type"
        >
          {redirectTypes.map((type) => (
            <option key={type} value={type}>
              {t(`structure.linkTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-setting">
        <label htmlFor={`${id}-resource`}>{t('structure.resource')}</label>
        <input
          id={`${id}-resource`}
          dir="ltr"
          maxLength={structure.linkResourceMaxLength}
          value={resource}
          onChange={(event) => setResource(event.target.value)}
          aria-invalid={problems.resource ? true : undefined}
          aria-describedby={`${id}-resource-hint`}
          data-testid="link-resource"
        />
        <p id={`${id}-resource-hint`} className="admin-card__meta">
          {t('structure.resourceHint')}
        </p>
        {problems.resource ? <p role="alert">{problems.resource}</p> : null}
      </div>
      {place === 'topSector' ? (
        <div className="admin-setting">
          <label htmlFor={`${id}-icon`}>{t('structure.icon')}</label>
          <input
            id={`${id}-icon`}
            dir="ltr"
            maxLength={structure.iconUrlMaxLength}
            value={iconUrl}
            onChange={(event) => setIconUrl(event.target.value)}
            aria-invalid={problems.iconUrl ? true : undefined}
            data-testid="link-icon"
          />
          {problems.iconUrl ? <p role="alert">{problems.iconUrl}</p> : null}
        </div>
      ) : (
        <label className="admin-setting__switch">
          <input
            type="checkbox"
            checked={highlighted}
            onChange={(event) => setHighlighted(event.target.checked)}
            data-testid="link-highlighted"
          />
          {t('structure.highlight')}
        </label>
      )}
      <button type="submit" className="button" disabled={busy} data-testid="link-save">
        {t('settings.save')}
      </button>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import type { LinkPlace, RedirectType, SiteLinkAdmin, SiteLinkInput } from '@fanzone/contract';
import { limits, redirectTypes, siteLinkInputSchema } from '@fanzone/contract';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import { ConsoleField, ConsoleSelect, ConsoleSwitch, isIconAddress } from './kit/ConsoleField.tsx';
import { ConsoleForm } from './kit/ConsoleForm.tsx';
import type { FieldProblems } from './kit/fieldProblems.ts';
import type { SaveCall } from './kit/useConsoleForm.ts';
import { useConsoleForm } from './kit/useConsoleForm.ts';

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
  save,
  saved,
  onSaved,
}: {
  place: LinkPlace;
  link?: SiteLinkAdmin;
  save: SaveCall<SiteLinkInput>;
  saved: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const form = useConsoleForm({
    initial: {
      title: link?.title ?? {},
      redirectType: link?.redirectType ?? ('forum' as RedirectType),
      resource: link?.resource ?? '',
      iconUrl: link?.iconUrl ?? '',
      highlighted: link?.highlighted ?? false,
    },
    schema: siteLinkInputSchema,
    toBody: (draft): SiteLinkInput => ({
      title: writtenText(draft.title),
      redirectType: draft.redirectType,
      resource: draft.resource.trim(),
      ...(place === 'navigation' ? { highlighted: draft.highlighted } : { iconUrl: draft.iconUrl.trim() }),
    }),
    // What the link's place and type ask for beyond the body's own shape.
    check: (draft, body) => {
      const found: FieldProblems = {};
      if (needsResource.has(body.redirectType) && !body.resource)
        found.resource = t('structure.resourceRequired');
      const icon = body.iconUrl ?? '';
      if (place !== 'navigation' && !icon)
        found.iconUrl = t(place === 'topSector' ? 'structure.iconRequired' : 'structure.pictureRequired');
      else if (icon && !isIconAddress(icon)) found.iconUrl = t('structure.iconInvalid');
      return found;
    },
    save,
    saved,
    onSaved,
  });

  return (
    <ConsoleForm form={form} name="link">
      <LocalizedTextFields
        label={t('structure.linkTitle')}
        maxLength={structure.linkTitleMaxLength}
        {...form.localized('title')}
        testId="link-title"
      />
      <ConsoleSelect
        label={t('structure.linkType')}
        value={form.draft.redirectType}
        options={redirectTypes.map((type) => ({ value: type, label: t(`structure.linkTypes.${type}`) }))}
        onValue={(type) => form.set('redirectType', type)}
        testId="link-type"
      />
      <ConsoleField
        label={t('structure.resource')}
        hint={t('structure.resourceHint')}
        dir="ltr"
        maxLength={structure.linkResourceMaxLength}
        {...form.text('resource')}
        testId="link-resource"
      />
      {place !== 'navigation' ? (
        <ConsoleField
          label={t(place === 'topSector' ? 'structure.icon' : 'structure.picture')}
          dir="ltr"
          maxLength={structure.iconUrlMaxLength}
          {...form.text('iconUrl')}
          testId="link-icon"
        />
      ) : (
        <ConsoleSwitch
          label={t('structure.highlight')}
          checked={form.draft.highlighted}
          onChecked={(highlighted) => form.set('highlighted', highlighted)}
          testId="link-highlighted"
        />
      )}
    </ConsoleForm>
  );
}

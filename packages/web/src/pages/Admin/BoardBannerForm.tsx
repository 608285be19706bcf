import { useTranslation } from 'react-i18next';
import type { BoardBannerAdmin, BoardBannerInput } from '@fanzone/contract';
import { boardBannerInputSchema, limits } from '@fanzone/contract';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import { ConsoleField, isIconAddress } from './kit/ConsoleField.tsx';
import { ConsoleForm } from './kit/ConsoleForm.tsx';
import type { SaveCall } from './kit/useConsoleForm.ts';
import { useConsoleForm } from './kit/useConsoleForm.ts';

const { structure, collections } = limits;

/**
 * A banner of a board's page: its title per language (the picture's alternative text), its picture
 * and where it leads — one of the spec's link types, or a type only the apps know (the web then says
 * 'Please visit the app to view'). New, or changed (`banner`).
 */
export function BoardBannerForm({
  banner,
  save,
  saved,
  onSaved,
}: {
  banner?: BoardBannerAdmin;
  save: SaveCall<BoardBannerInput>;
  saved: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('collections');
  const pictureInvalid = t('console.pictureInvalid');
  const form = useConsoleForm({
    initial: {
      title: banner?.title ?? {},
      imageUrl: banner?.imageUrl ?? '',
      redirectType: banner?.redirectType ?? 'topic',
      resource: banner?.resource ?? '',
    },
    schema: boardBannerInputSchema,
    toBody: (draft) => ({
      title: writtenText(draft.title),
      imageUrl: draft.imageUrl.trim(),
      redirectType: draft.redirectType.trim().toLowerCase(),
      resource: draft.resource.trim(),
    }),
    // A picture the members' pages may load: a path of this site or an https address.
    check: (_draft, body) => (isIconAddress(body.imageUrl) ? {} : { imageUrl: pictureInvalid }),
    ownWords: { redirectType: t('console.linkTypeInvalid'), imageUrl: pictureInvalid },
    save,
    saved,
    onSaved,
  });

  return (
    <ConsoleForm form={form} name="banner" saveLabel={t('console.save')}>
      <LocalizedTextFields
        label={t('console.bannerTitle')}
        maxLength={structure.linkTitleMaxLength}
        {...form.localized('title')}
        testId="banner-title"
      />
      <ConsoleField
        label={t('console.picture')}
        hint={t('console.pictureHint')}
        dir="ltr"
        maxLength={structure.iconUrlMaxLength}
        {...form.text('imageUrl')}
        testId="banner-picture"
      />
      <ConsoleField
        label={t('console.linkType')}
        hint={t('console.linkTypeHint')}
        dir="ltr"
        maxLength={collections.bannerTypeMaxLength}
        {...form.text('redirectType')}
        testId="banner-type"
      />
      <ConsoleField
        label={t('console.resource')}
        dir="ltr"
        maxLength={structure.linkResourceMaxLength}
        {...form.text('resource')}
        testId="banner-resource"
      />
    </ConsoleForm>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardBannerAdmin, BoardBannerInput } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import type { LocalizedDraft } from './kit/LocalizedTextFields.tsx';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import { ConsoleField, isIconAddress } from './kit/ConsoleField.tsx';

const { structure, collections } = limits;

/** The contract's rule for a banner's link type, said before sending. */
const isLinkType = (type: string) => /^[a-z][a-z0-9-]*$/.test(type);

/**
 * A banner of a board's page: its title per language (the picture's alternative text), its picture
 * and where it leads — one of the spec's link types, or a type only the apps know (the web then says
 * 'Please visit the app to view').
 */
export function BoardBannerForm({
  banner,
  busy,
  onSave,
}: {
  banner?: BoardBannerAdmin;
  busy: boolean;
  onSave: (fields: BoardBannerInput) => void;
}) {
  const { t } = useTranslation('collections');
  const [title, setTitle] = useState<LocalizedDraft>(banner?.title ?? {});
  const [imageUrl, setImageUrl] = useState(banner?.imageUrl ?? '');
  const [redirectType, setRedirectType] = useState(banner?.redirectType ?? 'topic');
  const [resource, setResource] = useState(banner?.resource ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = () => {
    const found: Record<string, string> = {};
    const titles = writtenText(title);
    const type = redirectType.trim().toLowerCase();
    if (!titles.en) found.title = t('console.englishRequired');
    if (!isIconAddress(imageUrl.trim())) found.imageUrl = t('console.pictureInvalid');
    if (!isLinkType(type)) found.redirectType = t('console.linkTypeInvalid');
    setProblems(found);
    if (Object.keys(found).length) return;
    onSave({ title: titles, imageUrl: imageUrl.trim(), redirectType: type, resource: resource.trim() });
  };

  return (
    <form
      className="moderation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="banner-form"
    >
      <LocalizedTextFields
        label={t('console.bannerTitle')}
        value={title}
        onChange={setTitle}
        maxLength={structure.linkTitleMaxLength}
        problem={problems.title}
        testId="banner-title"
      />
      <ConsoleField
        label={t('console.picture')}
        hint={t('console.pictureHint')}
        problem={problems.imageUrl}
        dir="ltr"
        maxLength={structure.iconUrlMaxLength}
        value={imageUrl}
        onValue={setImageUrl}
        testId="banner-picture"
      />
      <ConsoleField
        label={t('console.linkType')}
        hint={t('console.linkTypeHint')}
        problem={problems.redirectType}
        dir="ltr"
        maxLength={collections.bannerTypeMaxLength}
        value={redirectType}
        onValue={setRedirectType}
        testId="banner-type"
      />
      <ConsoleField
        label={t('console.resource')}
        dir="ltr"
        maxLength={structure.linkResourceMaxLength}
        value={resource}
        onValue={setResource}
        testId="banner-resource"
      />
      <button type="submit" className="button" disabled={busy} data-testid="banner-save">
        {t('console.save')}
      </button>
    </form>
  );
}

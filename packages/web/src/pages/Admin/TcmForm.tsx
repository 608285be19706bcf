import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TcmAdmin, TcmInput, TcmType } from '@fanzone/contract';
import { limits, tcmTypes } from '@fanzone/contract';
import { uploadImage } from '../../features/uploads/upload.ts';
import type { LocalizedDraft } from './kit/LocalizedTextFields.tsx';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import { ConsoleField, ConsoleSelect, useFailureToast } from './kit/ConsoleField.tsx';

const { collections } = limits;

/** Post ids as an operator types them: separated by commas, spaces or lines; null if one is not an id. */
export function parsePostIds(text: string): string[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  return parts.every((part) => /^\d{1,19}$/.test(part)) ? parts : null;
}

/**
 * A topic or collection (spec §3): its type, name and headline per language, description, a cover
 * uploaded here (cropped to 16:9 by the upload) and its posts in order.
 */
export function TcmForm({
  item,
  busy,
  onSave,
}: {
  item?: TcmAdmin;
  busy: boolean;
  onSave: (fields: Required<Omit<TcmInput, 'status'>>) => void;
}) {
  const { t } = useTranslation('collections');
  const failed = useFailureToast();
  const [tcmType, setTcmType] = useState<TcmType>(item?.tcmType ?? 'Collection');
  const [tcmTitle, setTcmTitle] = useState<LocalizedDraft>(item?.tcmTitle ?? {});
  const [title, setTitle] = useState<LocalizedDraft>(item?.title ?? {});
  const [description, setDescription] = useState<LocalizedDraft>(item?.description ?? {});
  const [coverUrl, setCoverUrl] = useState(item?.coverUrl ?? '');
  const [uploading, setUploading] = useState(false);
  const [postIds, setPostIds] = useState((item?.postIds ?? []).join(', '));
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = () => {
    const found: Record<string, string> = {};
    const names = writtenText(tcmTitle);
    const headlines = writtenText(title);
    const described = writtenText(description);
    if (!names.en) found.tcmTitle = t('console.englishRequired');
    if (!headlines.en) found.title = t('console.englishRequired');
    const ids = parsePostIds(postIds);
    if (!ids || ids.length > collections.postsMax) found.postIds = t('console.postsInvalid');
    setProblems(found);
    if (Object.keys(found).length || !ids) return;
    onSave({
      tcmType,
      tcmTitle: names,
      title: headlines,
      description: described.en ? described : null,
      coverUrl,
      postIds: ids,
    });
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    uploadImage(file, 'cover')
      .then((image) => setCoverUrl(image.url), failed)
      .finally(() => setUploading(false));
  };

  return (
    <form
      className="moderation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="tcm-form"
    >
      <ConsoleSelect
        label={t('console.type')}
        value={tcmType}
        options={tcmTypes.map((type) => ({ value: type, label: t(`console.types.${type}`) }))}
        onValue={setTcmType}
        testId="tcm-type"
      />
      <LocalizedTextFields
        label={t('console.tcmTitle')}
        value={tcmTitle}
        onChange={setTcmTitle}
        maxLength={collections.titleMaxLength}
        problem={problems.tcmTitle}
        testId="tcm-name"
      />
      <LocalizedTextFields
        label={t('console.title')}
        value={title}
        onChange={setTitle}
        maxLength={collections.titleMaxLength}
        problem={problems.title}
        testId="tcm-title"
      />
      <LocalizedTextFields
        label={t('console.description')}
        value={description}
        onChange={setDescription}
        maxLength={collections.descriptionMaxLength}
        testId="tcm-description"
      />
      <div className="admin-setting">
        <label htmlFor="tcm-cover">{t('console.cover')}</label>
        {coverUrl ? (
          <img src={coverUrl} alt="" width={160} height={90} className="collection-head__cover" />
        ) : null}
        <input
          id="tcm-cover"
          type="file"
          accept="image/*"
          disabled={uploading}
          onChange={(event) => upload(event.target.files?.[0])}
          data-testid="tcm-cover"
        />
        {coverUrl ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setCoverUrl('')}
          >
            {t('console.removeCover')}
          </button>
        ) : null}
      </div>
      <ConsoleField
        label={t('console.posts')}
        hint={t('console.postsHint', { max: collections.postsMax })}
        problem={problems.postIds}
        dir="ltr"
        value={postIds}
        onValue={setPostIds}
        testId="tcm-posts"
      />
      <button type="submit" className="button" disabled={busy || uploading} data-testid="tcm-save">
        {t('console.save')}
      </button>
    </form>
  );
}

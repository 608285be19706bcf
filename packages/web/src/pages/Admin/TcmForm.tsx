import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TcmAdmin, TcmInput, TcmType } from '@fanzone/contract';
import { limits, tcmInputSchema, tcmTypes } from '@fanzone/contract';
import { uploadImage } from '../../features/uploads/upload.ts';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import { ConsoleField, ConsoleSelect, useFailureToast } from './kit/ConsoleField.tsx';
import { ConsoleForm } from './kit/ConsoleForm.tsx';
import type { SaveCall } from './kit/useConsoleForm.ts';
import { useConsoleForm } from './kit/useConsoleForm.ts';

const { collections } = limits;

/** Post ids as an operator types them: separated by commas, spaces or lines; null if one is not an id. */
export function parsePostIds(text: string): string[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  return parts.every((part) => /^\d{1,19}$/.test(part)) ? parts : null;
}

/**
 * A topic or collection (spec §3): its type, name and headline per language, description, a cover
 * uploaded here (cropped to 16:9 by the upload) and its posts in order. New, or changed (`item`).
 */
export function TcmForm({
  item,
  save,
  saved,
  onSaved,
}: {
  item?: TcmAdmin;
  save: SaveCall<TcmInput>;
  saved: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('collections');
  const failed = useFailureToast();
  const [uploading, setUploading] = useState(false);
  const postsInvalid = t('console.postsInvalid');
  const form = useConsoleForm({
    initial: {
      tcmType: item?.tcmType ?? ('Collection' as TcmType),
      tcmTitle: item?.tcmTitle ?? {},
      title: item?.title ?? {},
      description: item?.description ?? {},
      coverUrl: item?.coverUrl ?? '',
      postIds: (item?.postIds ?? []).join(', '),
    },
    schema: tcmInputSchema,
    toBody: (draft) => {
      const described = writtenText(draft.description);
      return {
        tcmType: draft.tcmType,
        tcmTitle: writtenText(draft.tcmTitle),
        title: writtenText(draft.title),
        description: described.en ? described : null,
        coverUrl: draft.coverUrl,
        postIds: parsePostIds(draft.postIds) ?? [],
      };
    },
    // Ids are numbers: said before the schema, which only sees the ids that were.
    check: (draft) => (parsePostIds(draft.postIds) ? {} : { postIds: postsInvalid }),
    ownWords: { postIds: postsInvalid },
    save,
    saved,
    onSaved,
  });

  const upload = (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    uploadImage(file, 'cover')
      .then((image) => form.set('coverUrl', image.url), failed)
      .finally(() => setUploading(false));
  };

  return (
    <ConsoleForm form={form} name="tcm" saveLabel={t('console.save')} saveBlocked={uploading}>
      <ConsoleSelect
        label={t('console.type')}
        value={form.draft.tcmType}
        options={tcmTypes.map((type) => ({ value: type, label: t(`console.types.${type}`) }))}
        onValue={(type) => form.set('tcmType', type)}
        testId="tcm-type"
      />
      <LocalizedTextFields
        label={t('console.tcmTitle')}
        maxLength={collections.titleMaxLength}
        {...form.localized('tcmTitle')}
        testId="tcm-name"
      />
      <LocalizedTextFields
        label={t('console.title')}
        maxLength={collections.titleMaxLength}
        {...form.localized('title')}
        testId="tcm-title"
      />
      <LocalizedTextFields
        label={t('console.description')}
        maxLength={collections.descriptionMaxLength}
        {...form.localized('description')}
        testId="tcm-description"
      />
      <div className="admin-setting">
        <label htmlFor="tcm-cover">{t('console.cover')}</label>
        {form.draft.coverUrl ? (
          <img src={form.draft.coverUrl} alt="" width={160} height={90} className="collection-head__cover" />
        ) : null}
        <input
          id="tcm-cover"
          type="file"
          accept="image/*"
          disabled={uploading}
          onChange={(event) => upload(event.target.files?.[0])}
          data-testid="tcm-cover"
        />
        {form.draft.coverUrl ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => form.set('coverUrl', '')}
          >
            {t('console.removeCover')}
          </button>
        ) : null}
      </div>
      <ConsoleField
        label={t('console.posts')}
        hint={t('console.postsHint', { max: collections.postsMax })}
        dir="ltr"
        {...form.text('postIds')}
        testId="tcm-posts"
      />
    </ConsoleForm>
  );
}

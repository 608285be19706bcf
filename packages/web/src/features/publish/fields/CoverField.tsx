import type { ChangeEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, UploadedImage } from '@fanzone/contract';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import { FieldError } from '../FieldError.tsx';
import { useUpload } from '../useUpload.ts';

/**
 * The cover: an image under 5 MB (checked here before uploading, and by the server), cropped to
 * 16:9 by the server and previewed at that ratio.
 */
export function CoverField({
  cover,
  onChange,
}: {
  cover: UploadedImage | null;
  onChange: (cover: UploadedImage | null) => void;
}) {
  const { t } = useTranslation('publish');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload();
  const [problem, setProblem] = useState<ErrorCode | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const image = await upload.image(file, 'cover', setProblem);
    if (image) onChange(image);
  };

  return (
    <LabelledField
      group
      label={t('fields.cover')}
      testId="cover-field"
      problem={<FieldError error={problem ? { code: problem } : null} />}
    >
      {(control) => (
        <>
          <div className="cover-preview" aria-labelledby={control.labelId}>
            {cover ? (
              <img src={cover.url} alt={t('cover.alt')} data-testid="cover-preview" />
            ) : (
              <span className="cover-preview__empty">{t('cover.hint')}</span>
            )}
          </div>
          <div className="publish-field__row">
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={upload.busy}
              onClick={() => input.current?.click()}
              data-testid="cover-choose"
            >
              {upload.busy
                ? t('upload.percent', { percent: upload.percent })
                : cover
                  ? t('cover.change')
                  : t('cover.choose')}
            </button>
            {cover ? (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => onChange(null)}
                data-testid="cover-remove"
              >
                {t('cover.remove')}
              </button>
            ) : null}
          </div>
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            onChange={(event) => void choose(event)}
            data-testid="cover-input"
          />
        </>
      )}
    </LabelledField>
  );
}

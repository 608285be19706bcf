import type { ChangeEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, UploadedImage } from '@fanzone/contract';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import { FieldError } from '../FieldError.tsx';
import { roomFor } from '../files.ts';
import { useUpload } from '../useUpload.ts';
import type { FieldError as Problem } from '../validate.ts';
import { ToolbarIcon } from '../editor/ToolbarIcon.tsx';

/** Uploaded images as a grid with remove buttons and an add tile (picture posts, bug reports). */
export function PictureGrid({
  label,
  images,
  max,
  onChange,
  error,
  testId,
}: {
  label: string;
  images: readonly UploadedImage[];
  max: number;
  onChange: (images: UploadedImage[]) => void;
  error?: Problem;
  testId: string;
}) {
  const { t } = useTranslation('publish');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload();
  const [problem, setProblem] = useState<{ code: ErrorCode; values?: Record<string, number> } | null>(null);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    const room = roomFor(images.length, files.length, max);
    if (room < files.length) setProblem({ code: 'TOO_MANY_IMAGES', values: { max } });
    let next = [...images];
    for (const file of files.slice(0, room)) {
      const image = await upload.image(file, 'picture', (code) => setProblem({ code }));
      if (image) {
        next = [...next, image];
        onChange(next);
      }
    }
  };

  return (
    <LabelledField group label={label} testId={testId} problem={<FieldError error={problem ?? error} />}>
      {(control) => (
        <>
          <ul className="picture-grid" aria-labelledby={control.labelId}>
            {images.map((image, index) => (
              <li key={`${image.url}-${index}`} className="picture-grid__item">
                <img src={image.url} alt={t('pictures.alt', { number: index + 1 })} loading="lazy" />
                <button
                  type="button"
                  className="picture-grid__remove"
                  aria-label={t('pictures.remove', { number: index + 1 })}
                  onClick={() => onChange(images.filter((_, at) => at !== index))}
                >
                  <ToolbarIcon name="remove" size={16} />
                </button>
              </li>
            ))}
            {images.length < max ? (
              <li className="picture-grid__item">
                <button
                  type="button"
                  className="picture-grid__add"
                  disabled={upload.busy}
                  onClick={() => input.current?.click()}
                  data-testid={`${testId}-add`}
                >
                  <ToolbarIcon name="image" size={28} />
                  <span>
                    {upload.busy
                      ? t('upload.percent', { percent: upload.percent })
                      : t('pictures.add', { current: images.length, max })}
                  </span>
                </button>
              </li>
            ) : null}
          </ul>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            hidden
            onChange={(event) => void add(event)}
            data-testid={`${testId}-input`}
          />
        </>
      )}
    </LabelledField>
  );
}

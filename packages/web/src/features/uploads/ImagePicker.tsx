import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorMessageFor } from '../../platform/errors.ts';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { imageAccept } from './imageFiles.ts';
import type { AttachmentProblem, ImageAttachment, useImageAttachments } from './useImageAttachments.ts';

/**
 * The pieces of a form that takes a few images (a comment, a report): the "Image n/max" button with
 * its hidden file input, the thumbnails with Remove, and what went wrong with a picked file. Test
 * ids start with the form's prefix (`comment-add-image`, `report-attachment`…).
 */

/** What went wrong with picked images, in the reader's language. */
export function attachmentMessage(problem: AttachmentProblem, t: TFunction): ReactNode {
  if (problem.max !== undefined) return <ErrorText code="TOO_MANY_IMAGES" values={{ max: problem.max }} />;
  return errorMessageFor(problem.error, t) ?? t('common:networkError');
}

export function ImagePickerButton({
  attachments,
  max,
  testIdPrefix,
  onPicked,
}: {
  attachments: ReturnType<typeof useImageAttachments>;
  max: number;
  testIdPrefix: string;
  onPicked?: () => void;
}) {
  const { t } = useTranslation('posts');
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={picker}
        type="file"
        accept={imageAccept}
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that picking the same file again still counts as a change.
          event.target.value = '';
          if (files.length) {
            onPicked?.();
            attachments.add(files);
          }
        }}
        data-testid={`${testIdPrefix}-image-input`}
      />
      <button
        type="button"
        className="button button--secondary button--small comment-composer__add-image"
        disabled={attachments.full}
        onClick={() => picker.current?.click()}
        data-testid={`${testIdPrefix}-add-image`}
      >
        <ImageIcon />
        {t('comments.addImage', { attached: attachments.items.length, max })}
      </button>
    </>
  );
}

/** A form's pictures where they sit below its fields (a report, feedback): thumbnails, then the button. */
export function ImagesField(props: {
  attachments: ReturnType<typeof useImageAttachments>;
  max: number;
  testIdPrefix: string;
  onPicked?: () => void;
}) {
  const { attachments, testIdPrefix } = props;
  return (
    <>
      {attachments.items.length ? (
        <AttachedImages items={attachments.items} onRemove={attachments.remove} testIdPrefix={testIdPrefix} />
      ) : null}
      <div>
        <ImagePickerButton {...props} />
      </div>
    </>
  );
}

/** Thumbnails of the attached images, each with Remove; one still uploading shows a spinner. */
export function AttachedImages({
  items,
  onRemove,
  testIdPrefix,
}: {
  items: ImageAttachment[];
  onRemove: (key: number) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('posts');
  return (
    <ul
      className="comment-composer__images"
      aria-label={t('comments.attachedImages')}
      data-testid={`${testIdPrefix}-attachments`}
    >
      {items.map((item) => (
        <li key={item.key} className="comment-composer__thumb" data-testid={`${testIdPrefix}-attachment`}>
          {item.image ? (
            <img src={item.image.url} alt={item.name} width={64} height={64} />
          ) : (
            <Spinner label={t('comments.imageUploading', { name: item.name })} />
          )}
          <button
            type="button"
            className="comment-composer__remove"
            aria-label={t('comments.removeImage', { name: item.name })}
            onClick={() => onRemove(item.key)}
            data-testid={`${testIdPrefix}-attachment-remove`}
          >
            <svg
              width="12"
              height="12"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={3}
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}

function ImageIcon() {
  return (
    <svg className="icon" width={16} height={16} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4" />
      <circle cx="15.5" cy="9" r="1.5" />
    </svg>
  );
}

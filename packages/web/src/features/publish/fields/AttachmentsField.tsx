import type { ChangeEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment, ErrorCode } from '@fanzone/contract';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import { FieldError } from '../FieldError.tsx';
import { checkAttachment, formatBytes, roomFor } from '../files.ts';
import { uploadAttachment } from '../../uploads/upload.ts';
import { useUpload } from '../useUpload.ts';
import type { FieldError as Problem } from '../validate.ts';
import { ToolbarIcon } from '../editor/ToolbarIcon.tsx';

/** Attached files (up to 50 MB each, at most `max` of them: spec §5). */
export function AttachmentsField({
  files,
  max,
  onChange,
  error,
}: {
  files: readonly Attachment[];
  max: number;
  onChange: (files: Attachment[]) => void;
  error?: Problem;
}) {
  const { t, i18n } = useTranslation('publish');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload();
  const [problem, setProblem] = useState<{ code: ErrorCode; values?: Record<string, number> } | null>(null);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    const room = roomFor(files.length, chosen.length, max);
    if (room < chosen.length) setProblem({ code: 'TOO_MANY_FILES', values: { max } });
    let next = [...files];
    for (const file of chosen.slice(0, room)) {
      const code = checkAttachment(file);
      if (code) {
        setProblem({ code });
        continue;
      }
      const attachment = await upload.run((options) => uploadAttachment(file, options));
      if (attachment) {
        next = [...next, attachment];
        onChange(next);
      }
    }
  };

  return (
    <LabelledField
      group
      label={t('fields.attachments')}
      testId="attachments-field"
      problem={<FieldError error={problem ?? error} />}
    >
      {(control) => (
        <>
          {files.length ? (
            <ul className="attachment-list" aria-labelledby={control.labelId}>
              {files.map((file, index) => (
                <li key={`${file.url}-${index}`} className="attachment-list__item">
                  <ToolbarIcon name="file" />
                  <span className="attachment-list__name" dir="auto">
                    {file.name}
                  </span>
                  <span className="attachment-list__size">{formatBytes(file.size, i18n.language)}</span>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('attachments.remove', { name: file.name })}
                    onClick={() => onChange(files.filter((_, at) => at !== index))}
                  >
                    <ToolbarIcon name="remove" size={16} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {files.length < max ? (
            <div className="publish-field__row">
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={upload.busy}
                onClick={() => input.current?.click()}
                data-testid="attachments-add"
              >
                {upload.busy
                  ? t('upload.percent', { percent: upload.percent })
                  : t('attachments.add', { current: files.length, max })}
              </button>
            </div>
          ) : null}
          <input
            ref={input}
            type="file"
            multiple
            hidden
            onChange={(event) => void add(event)}
            data-testid="attachments-input"
          />
        </>
      )}
    </LabelledField>
  );
}

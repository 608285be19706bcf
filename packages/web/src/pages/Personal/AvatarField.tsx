import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { My } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { useUpdateInformation } from '../../features/identity/information.ts';
import { imageAccept, imageFileProblem } from '../../features/uploads/imageFiles.ts';
import { uploadImage } from '../../features/uploads/upload.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { toast } from '../../ui/toast.ts';

const megabytes = limits.upload.pictureMaxBytes / (1024 * 1024);

/**
 * The member's avatar with Change: the picked file is checked here (an image, at most 20 MB), uploaded
 * as an avatar (the server crops it square), then saved; the header shows it at once. Refusals, the
 * client's or the server's, show under it.
 */
export function AvatarField({ my }: { my: My }) {
  const { t } = useTranslation(['personal', 'errors']);
  const update = useUpdateInformation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  useEffect(() => () => upload.current?.abort(), []);

  const change = async (file: File) => {
    const refused = imageFileProblem(file, 'avatar');
    if (refused) {
      setProblem(t(`errors:${refused}`));
      return;
    }
    setProblem(null);
    const abort = new AbortController();
    upload.current = abort;
    setUploading(true);
    try {
      const image = await uploadImage(file, 'avatar', { signal: abort.signal });
      await update.mutateAsync({ avatarUrl: image.url });
      toast.success(t('information.avatarSaved'));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setProblem(errorMessageFor(error, t) ?? t('common:networkError'));
    } finally {
      if (upload.current === abort) upload.current = null;
      if (!abort.signal.aborted) setUploading(false);
    }
  };

  const busy = uploading || update.isPending;
  return (
    <div className="information__avatar">
      <Avatar src={my.avatar || null} name={my.username} size={64} />
      <div className="information__controls">
        <input
          ref={input}
          type="file"
          accept={imageAccept}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that picking the same file again still counts as a change.
            event.target.value = '';
            if (file) void change(file);
          }}
          data-testid="avatar-input"
        />
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
          data-testid="avatar-change"
        >
          {busy ? t('information.avatarUploading') : t('information.changeAvatar')}
        </button>
        <p className="information__hint" id={hintId}>
          {t('information.avatarHint', { max: megabytes })}
        </p>
        {problem ? (
          <p className="information__problem" role="alert" data-testid="avatar-problem">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}

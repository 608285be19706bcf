import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImagePurpose } from '@fanzone/contract';
import { imageAccept } from '../../../features/uploads/imageFiles.ts';
import { uploadImage } from '../../../features/uploads/upload.ts';
import { useFailureToast } from './ConsoleField.tsx';

/**
 * Uploads a picture for a content page or a discover model (checked by its bytes and re-encoded by
 * the server, as every upload) and hands over its address for the form's picture field.
 */
export function PictureUpload({
  purpose,
  onUploaded,
  testId,
}: {
  purpose: ImagePurpose;
  onUploaded: (url: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('contentPages');
  const failed = useFailureToast();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const upload = (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    uploadImage(file, purpose)
      .then((image) => onUploaded(image.url), failed)
      .finally(() => setUploading(false));
  };
  return (
    <div className="admin-setting">
      <label htmlFor={id}>{t('console.upload')}</label>
      <input
        id={id}
        type="file"
        accept={imageAccept}
        disabled={uploading}
        onChange={(event) => upload(event.target.files?.[0])}
        data-testid={testId}
      />
    </div>
  );
}

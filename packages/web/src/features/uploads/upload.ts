import type { Endpoint, ImagePurpose, UploadedImage } from '@fanzone/contract';
import type { DataOf } from '../../platform/api.ts';
import { callUrl } from '@fanzone/contract';
import { ApiError, TransportError } from '../../platform/api.ts';
import type { EndpointRef } from '../../platform/endpoints.ts';
import { uploadsEndpoints } from '../../platform/endpoints.ts';
import { imageFileProblem, imageProblemError } from './imageFiles.ts';
import { checkVideo } from '../publish/files.ts';

/**
 * Multipart uploads (spec §7: one field `file`). `callApi` sends JSON, so uploads go through this
 * small sender: XMLHttpRequest (for upload progress), the same CSRF header, cookies and envelope.
 */

export type UploadOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

type Envelope = {
  status?: unknown;
  data?: unknown;
  code?: unknown;
  message?: unknown;
  fields?: unknown;
  values?: unknown;
};

function send<E extends Endpoint>(
  ref: EndpointRef<E>,
  file: File,
  query: Record<string, string> | undefined,
  { onProgress, signal }: UploadOptions,
): Promise<DataOf<E>> {
  return new Promise<DataOf<E>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(ref.method, callUrl(ref.path, undefined, query));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.responseType = 'text';
    if (onProgress)
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.onabort = () => {
      settle();
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    xhr.onerror = () => {
      settle();
      reject(new TransportError('Upload failed to send', 'network'));
    };
    xhr.onload = () => {
      settle();
      let payload: Envelope;
      try {
        payload = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        // A proxy refusing a large body answers 413 with its own page.
        if (xhr.status === 413) reject(new ApiError('PAYLOAD_TOO_LARGE', 'Payload too large', 413));
        else reject(new TransportError(`HTTP ${xhr.status}`, 'network', xhr.status));
        return;
      }
      if (payload.status === 'success' && xhr.status < 300) {
        resolve(payload.data as DataOf<E>);
        return;
      }
      if (payload.status === 'error' && typeof payload.code === 'string') {
        const fields =
          typeof payload.fields === 'object' && payload.fields !== null
            ? (payload.fields as Record<string, string>)
            : undefined;
        const message = typeof payload.message === 'string' ? payload.message : payload.code;
        const values =
          typeof payload.values === 'object' && payload.values !== null
            ? (payload.values as Record<string, string | number>)
            : undefined;
        reject(new ApiError(payload.code, message, xhr.status, fields, values));
        return;
      }
      reject(new TransportError(`HTTP ${xhr.status}`, 'unexpected', xhr.status));
    };
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

/**
 * Uploads an image (`POST /api/upload/img?purpose=`): a picture, a cover (cropped to 16:9) or an
 * avatar (cropped square). Answers url, width and height; rejects with an `ApiError` whose code the
 * `errors` namespace translates, checked on the client first where it can be.
 */
export async function uploadImage(
  file: File,
  purpose: ImagePurpose,
  options: UploadOptions = {},
): Promise<UploadedImage> {
  const problem = imageFileProblem(file, purpose);
  if (problem) throw imageProblemError(problem);
  return send(uploadsEndpoints.image, file, { purpose }, options);
}

/** Uploads an mp4 or mov video (`POST /api/upload/video`), checked by its bytes on the server. */
export function uploadVideo(file: File, options: UploadOptions = {}) {
  return send(uploadsEndpoints.video, file, undefined, options);
}

/** Uploads an attachment (`POST /api/upload/file`); the server decides by its bytes what it is. */
export function uploadAttachment(file: File, options: UploadOptions = {}) {
  return send(uploadsEndpoints.file, file, undefined, options);
}

/** A private letter's picture (`POST /api/upload/private-letter-img`): the pictures' rules, 20 MB. */
export async function uploadLetterImage(file: File, options: UploadOptions = {}): Promise<UploadedImage> {
  const problem = imageFileProblem(file, 'picture');
  if (problem) throw imageProblemError(problem);
  return send(uploadsEndpoints.letterImage, file, undefined, options);
}

/** A private letter's video, mp4 or mov up to 200 MB ('Selected video size exceeds 200M' before any byte is sent). */
export async function uploadLetterVideo(file: File, options: UploadOptions = {}) {
  const problem = checkVideo(file);
  if (problem) throw new ApiError(problem, problem, problem === 'NOT_A_VIDEO' ? 400 : 413);
  return send(uploadsEndpoints.letterVideo, file, undefined, options);
}

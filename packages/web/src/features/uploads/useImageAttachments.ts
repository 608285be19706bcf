import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImagePurpose, UploadedImage } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { imageFileProblem, imageProblemError } from './imageFiles.ts';

/** The uploader loads when the first image is picked, not with the form. */
const loadUploader = () => import('./upload.ts');

/** One picked image: uploading (no `image` yet) or uploaded. */
export type ImageAttachment = { key: number; name: string; image: UploadedImage | null };

/**
 * Why some picked files were not taken: too many (`TOO_MANY_IMAGES` with `max`), or the first
 * refusal of a file, the client's own check or the server's answer.
 */
export type AttachmentProblem = { error: unknown; max?: number };

/**
 * Images attached to something being written (a comment, a report…), at most `max`: each is checked
 * and uploaded as soon as it is picked, shown while it uploads, and can be removed. Uploads still
 * running stop when the writer goes away or the attachment is removed.
 */
export function useImageAttachments(max: number, purpose: ImagePurpose = 'picture') {
  const [items, setItems] = useState<ImageAttachment[]>([]);
  const [problem, setProblem] = useState<AttachmentProblem | null>(null);
  const nextKey = useRef(0);
  const uploads = useRef(new Map<number, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const room = Math.max(0, max - items.length);
      const taken = files.slice(0, room);
      let first: AttachmentProblem | null =
        files.length > room ? { error: new ApiError('TOO_MANY_IMAGES', 'TOO_MANY_IMAGES', 400), max } : null;
      const accepted: { key: number; file: File }[] = [];
      for (const file of taken) {
        const refused = imageFileProblem(file, purpose);
        if (refused) {
          first ??= { error: imageProblemError(refused) };
          continue;
        }
        accepted.push({ key: nextKey.current++, file });
      }
      setProblem(first);
      if (!accepted.length) return;
      setItems((current) => [
        ...current,
        ...accepted.map(({ key, file }) => ({ key, name: file.name, image: null })),
      ]);
      for (const { key, file } of accepted) {
        const controller = new AbortController();
        uploads.current.set(key, controller);
        loadUploader()
          .then(({ uploadImage }) => uploadImage(file, purpose, { signal: controller.signal }))
          .then(
            (image) =>
              setItems((current) => current.map((item) => (item.key === key ? { ...item, image } : item))),
            (error: unknown) => {
              if (error instanceof DOMException && error.name === 'AbortError') return;
              setItems((current) => current.filter((item) => item.key !== key));
              setProblem({ error });
            },
          )
          .finally(() => uploads.current.delete(key));
      }
    },
    [items.length, max, purpose],
  );

  const remove = useCallback((key: number) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
    setProblem(null);
  }, []);

  const clear = useCallback(() => {
    for (const controller of uploads.current.values()) controller.abort();
    uploads.current.clear();
    setItems([]);
    setProblem(null);
  }, []);

  const dismissProblem = useCallback(() => setProblem(null), []);

  const images = items.flatMap((item) => (item.image ? [item.image] : []));
  return {
    items,
    /** The uploaded images, in the order they were picked. */
    images,
    uploading: items.some((item) => !item.image),
    full: items.length >= max,
    problem,
    add,
    remove,
    clear,
    dismissProblem,
  };
}

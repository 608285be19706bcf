import type { EndpointData, uploadsApi } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Viewer } from '../../../platform/http/viewer.ts';
import type { VideoContainer } from './isoBmff.ts';
import { readVideoInfoFromFile } from './isoBmff.ts';
import { mediaKey } from './uploadKeys.ts';
import type { UploadSource } from './uploadSource.ts';
import { saveUpload } from './uploadSource.ts';
import { assertMayUpload } from './uploads.policy.ts';
import { recordStoredUpload } from './recordStoredUpload.ts';

const storedAs: Record<VideoContainer, { contentType: string; extension: string }> = {
  mp4: { contentType: 'video/mp4', extension: 'mp4' },
  mov: { contentType: 'video/quicktime', extension: 'mov' },
};

/**
 * Stores an mp4 or mov video (spec §5: up to 200 MB) unchanged, after its boxes prove it is one and
 * tell its picture size. It is streamed to a temporary file and from there to storage, so it never
 * sits whole in memory. There is no poster here: making one needs a decoder (ffmpeg) this server
 * lacks; the client makes it (spec: private letters send it with the video). The member is
 * recorded as its uploader.
 */
export async function storeVideo(
  deps: Deps,
  viewer: Viewer,
  source: UploadSource,
): Promise<EndpointData<typeof uploadsApi.video>> {
  assertMayUpload(viewer);
  const upload = await saveUpload(source, limits.upload.videoMaxBytes, 'VIDEO_TOO_LARGE');
  try {
    const video = await readVideoInfoFromFile(upload.path);
    if (!video) throw new AppError('NOT_A_VIDEO');
    const { contentType, extension } = storedAs[video.container];
    const now = deps.clock.now();
    const stored = await deps.storage.putFile(mediaKey('videos', now, extension), upload.path, contentType);
    await recordStoredUpload(deps, { key: stored.key, uploaderId: viewer.id, kind: 'video', createdAt: now });
    return { url: stored.url, width: video.width, height: video.height, poster: null };
  } finally {
    await upload.remove();
  }
}

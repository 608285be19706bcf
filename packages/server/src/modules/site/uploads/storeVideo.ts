import type { EndpointData, uploadsApi } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Viewer } from '../../../platform/http/viewer.ts';
import type { VideoContainer } from './isoBmff.ts';
import { readVideoInfo } from './isoBmff.ts';
import { mediaKey } from './uploadKeys.ts';
import type { UploadSource } from './uploadSource.ts';
import { readUpload } from './uploadSource.ts';
import { assertMayUpload } from './uploads.policy.ts';

const storedAs: Record<VideoContainer, { contentType: string; extension: string }> = {
  mp4: { contentType: 'video/mp4', extension: 'mp4' },
  mov: { contentType: 'video/quicktime', extension: 'mov' },
};

/**
 * Stores an mp4 or mov video (spec §5: up to 200 MB) unchanged, after its boxes prove it is one and
 * tell its picture size. There is no poster: making one needs a decoder (ffmpeg) this server lacks.
 */
export async function storeVideo(
  deps: Deps,
  viewer: Viewer,
  source: UploadSource,
): Promise<EndpointData<typeof uploadsApi.video>> {
  assertMayUpload(viewer);
  const { bytes } = await readUpload(source, limits.upload.videoMaxBytes, 'VIDEO_TOO_LARGE');
  const video = readVideoInfo(bytes);
  if (!video) throw new AppError('NOT_A_VIDEO');
  const { contentType, extension } = storedAs[video.container];
  const stored = await deps.storage.put(mediaKey('videos', deps.clock.now(), extension), bytes, contentType);
  return { url: stored.url, width: video.width, height: video.height, poster: null };
}

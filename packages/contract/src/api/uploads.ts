import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { uploadsCalls } from './calls.ts';
import { attachmentSchema, uploadedImageSchema } from './posts.ts';
import { imagePurposes } from './constants.ts';

/**
 * Uploads are multipart with one field `file` (spec §7). The bytes decide what a file is, never its
 * name or declared type; images are re-encoded (metadata stripped) before they are stored.
 */
export const uploadsApi = {
  image: endpoint({
    ...uploadsCalls.image,
    summary: 'Upload an image (multipart field `file`); answers url, width, height',
    tag: 'uploads',
    query: z.object({ purpose: z.enum(imagePurposes).default('picture') }),
    data: uploadedImageSchema,
  }),
  video: endpoint({
    ...uploadsCalls.video,
    summary: 'Upload an mp4 or mov video (multipart field `file`), up to 200 MB',
    tag: 'uploads',
    data: uploadedImageSchema.extend({ poster: z.string().nullable() }),
  }),
  file: endpoint({
    ...uploadsCalls.file,
    summary: 'Upload an attachment (multipart field `file`), up to 50 MB',
    tag: 'uploads',
    data: attachmentSchema,
  }),
  letterImage: endpoint({
    ...uploadsCalls.letterImage,
    summary: 'Upload a private letter image (multipart field `file`), up to 20 MB',
    tag: 'uploads',
    data: uploadedImageSchema,
  }),
  letterVideo: endpoint({
    ...uploadsCalls.letterVideo,
    summary: 'Upload a private letter video, mp4 or mov, up to 200 MB, streamed to storage',
    tag: 'uploads',
    data: uploadedImageSchema.extend({ poster: z.string().nullable() }),
  }),
};

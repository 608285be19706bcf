import { z } from 'zod';

/**
 * The limits spec §5 calls "parameters": operators change them at run time (community settings), the
 * server enforces them and the web app receives them in the public config to mirror them.
 */
export const contentLimitsSchema = z.object({
  /** Images in one post's content. */
  imageCount: z.number().int().min(0).max(100),
  /** Uploaded videos in one post's content. */
  videoCount: z.number().int().min(0).max(20),
  /** YouTube videos embedded in one post's content. */
  youtubeCount: z.number().int().min(0).max(20),
  /** Attachments on one post. */
  maxFiles: z.number().int().min(0).max(20),
  /** Words in one post's content (Chinese counted per segmented word). */
  contentMaxWords: z.number().int().min(10).max(100_000),
  /** Words in one comment or reply. */
  commentMaxWords: z.number().int().min(1).max(10_000),
  /** Options in one poll. */
  pollMaxOptions: z.number().int().min(2).max(50),
});
export type ContentLimits = z.infer<typeof contentLimitsSchema>;

export const defaultContentLimits: ContentLimits = {
  imageCount: 20,
  videoCount: 3,
  youtubeCount: 3,
  maxFiles: 5,
  contentMaxWords: 10_000,
  commentMaxWords: 500,
  pollMaxOptions: 10,
};

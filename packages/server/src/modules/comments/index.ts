/**
 * The comments module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
import { tellAnsweredJob } from './tellAnswered.ts';

export { readableComment } from './commentThreads.ts';
export { findComment, insertComment, setCommentLike } from './comments.queries.ts';
export { comments } from './comments.tables.ts';
export { hideCommentForReview, moderateComment } from './moderateComment.ts';
export { commentsModule } from './comments.module.ts';

/** The jobs the comments module defines (app.ts makes their queues once). */
export const commentsJobNames = [tellAnsweredJob];

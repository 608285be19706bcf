/**
 * The posts module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
import { tellMentionedJob } from './tellMentioned.ts';

export { hotScore } from './hotScore.ts';
export { hidePostForReview, moderatePost } from './moderatePost.ts';
export { postFor, readablePostRecord } from './postAccess.ts';
export { markedBy, recommendedPage, visibleTo } from './postLists.queries.ts';
export type { ListedPost, PostFilter } from './postLists.queries.ts';
export { cursorParts } from './postLists.ts';
export type { PostPage } from './postLists.ts';
export { presentAuthor } from './posts.present.ts';
export {
  highestPostId,
  insertPollVote,
  insertPost,
  pollOf,
  postsByIds,
  publishedPostsInIdRange,
  movePostCounters,
  refreshHotScore,
  setPostReaction,
} from './posts.queries.ts';
export type { PostRow } from './posts.queries.ts';
export { memberContextOf } from './posts.routes.ts';
export type { PostsContextFactory } from './posts.routes.ts';
export { postFavourites, postLikes, posts } from './posts.tables.ts';
export {
  listAnswer,
  listFilterOf,
  presentCards,
  presentSharedCards,
  sharedListPage,
} from './postsContext.ts';
export type { PostsContext } from './postsContext.ts';
export { sharedLists } from './readModel.ts';
export type { PostPlacement, PostsReadModel, StaleReads } from './readModel.ts';
export { cleanRichContent } from './richContent.ts';
export { postsModule } from './posts.module.ts';

/** The jobs the posts module defines (app.ts makes their queues once). */
export const postsJobNames = [tellMentionedJob];

-- A page of a post's comments is chosen from its index alone (an index-only scan), then its rows
-- are read by id (comments.queries.ts topLevelComments). The author is carried in the index so a
-- viewer's block list and "visible to the author only" filter without visiting the table. Without
-- this the planner may walk the primary key in id order and filter on post_id when one thread holds
-- a few percent of all comments (a hot thread in a small community), reading most of the table for
-- one page (hotPaths.explain.test.ts). Same columns, order and predicate as 0005's indexes; names kept.
CREATE INDEX comments_post_created_v2 ON comments (post_id, id) INCLUDE (author_id) WHERE parent_id IS NULL AND status = 'published';
DROP INDEX comments_post_created;
ALTER INDEX comments_post_created_v2 RENAME TO comments_post_created;

CREATE INDEX comments_post_likes_v2 ON comments (post_id, like_count DESC, id DESC) INCLUDE (author_id) WHERE parent_id IS NULL AND status = 'published';
DROP INDEX comments_post_likes;
ALTER INDEX comments_post_likes_v2 RENAME TO comments_post_likes;

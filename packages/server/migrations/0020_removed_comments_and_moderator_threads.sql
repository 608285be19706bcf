-- A comment a moderator removed is 'removed', one its author deleted stays 'deleted': only the
-- first may be restored (by a moderator), never words their author chose to take down.
ALTER TABLE comments DROP CONSTRAINT comments_status_check;
ALTER TABLE comments ADD CONSTRAINT comments_status_check
  CHECK (status IN ('published', 'deleted', 'shielded', 'removed'));

-- Moderators read threads with their shielded comments (comments.queries.ts audienceFilter): the
-- members' partial indexes cannot serve that predicate, these do.
CREATE INDEX comments_post_moderated ON comments (post_id, id)
  WHERE parent_id IS NULL AND status IN ('published', 'shielded');
CREATE INDEX comments_replies_moderated ON comments (parent_id, id)
  WHERE parent_id IS NOT NULL AND status IN ('published', 'shielded');

-- A member's shares of a post count once: the share is a member-post link like a like, so twenty
-- shares by one member move the post's share count by one.
CREATE TABLE post_shares (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, post_id)
);
CREATE INDEX post_shares_post ON post_shares (post_id);

-- The post a notification is about, as a column, so the message badge counts only notifications
-- about posts the member may still see (the same audience rule as every list).
ALTER TABLE notifications ADD COLUMN post_id bigint;
UPDATE notifications SET post_id = (body ->> 'postId')::bigint WHERE body ->> 'postId' IS NOT NULL;

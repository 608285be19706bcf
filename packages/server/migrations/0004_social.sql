-- Members following members, with the counts profiles show kept on the member row.

ALTER TABLE users
  ADD COLUMN follower_count integer NOT NULL DEFAULT 0 CHECK (follower_count >= 0),
  ADD COLUMN following_count integer NOT NULL DEFAULT 0 CHECK (following_count >= 0),
  -- New followers after this moment light the Me red dot (spec §3 badge newFollowerCount).
  ADD COLUMN followers_seen_at timestamptz;

CREATE TABLE user_follows (
  follower_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  followee_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
-- Followers of a member newest first (keyset on created_at, follower_id), and the badge count.
CREATE INDEX user_follows_followee ON user_follows (followee_id, created_at DESC, follower_id DESC);
CREATE INDEX user_follows_follower ON user_follows (follower_id, created_at DESC, followee_id DESC);

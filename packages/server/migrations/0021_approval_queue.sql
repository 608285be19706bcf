-- Posts that wait for a moderator's approval (a new member's first posts, a watched word that asks
-- for review): 'pending' until approved (published) or rejected (deleted); `held_for` says why.
ALTER TABLE posts DROP CONSTRAINT posts_status_check;
ALTER TABLE posts ADD CONSTRAINT posts_status_check
  CHECK (status IN ('published', 'pending', 'deleted', 'shielded'));
ALTER TABLE posts ADD COLUMN held_for text CHECK (held_for IN ('firstPosts', 'watchedWord'));

-- Who deleted a post: a moderator may restore what a moderator removed, never what its author chose
-- to take down. Null on posts deleted before this was kept.
ALTER TABLE posts ADD COLUMN deleted_by bigint REFERENCES users (id) ON DELETE SET NULL;

-- The approval queue reads oldest first (ids grow with time); it is small, and only this index holds it.
CREATE INDEX posts_pending ON posts (id) WHERE status = 'pending';

-- A member's own comments list shows the ones a moderator shielded too (so the author learns which
-- were hidden), so the author index covers both statuses; same columns and name as 0005's.
CREATE INDEX comments_author_v2 ON comments (author_id, id DESC) WHERE status IN ('published', 'shielded');
DROP INDEX comments_author;
ALTER INDEX comments_author_v2 RENAME TO comments_author;

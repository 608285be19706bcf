-- Every publish in a board counted itself in the board's row, so every writer in a busy board queued
-- for that one row's lock until the one before committed (measured on the bench's 1 M-post database:
-- the UPDATE waited 61 ms on average under 50 publishers, about 0.7 ms of PostgreSQL's CPU per
-- publish). A new post now adds a line here instead, and inserts never wait for each other. Readers
-- add a board's lines to its stored count, so the count is exact at once; a scheduled job folds the
-- lines into the rows every few seconds (boards/boards.queries.ts), so there are only ever a few.
-- No foreign key: checking one would lock the board's row again.
CREATE TABLE board_post_count_changes (
  board_id bigint NOT NULL,
  delta integer NOT NULL
);
CREATE INDEX board_post_count_changes_board ON board_post_count_changes (board_id);

-- Board bans (issue 24): a moderator of some boards bans a member from those boards only, with a
-- reason and an end (null: for good). A ban from a main board holds in its sub boards too; the
-- member still reads there. Community-wide bans stay on users (migration 0015), for moderators of
-- every board and admins. One ban per member and board: banning again replaces it.
CREATE TABLE board_bans (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  board_id bigint NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  reason text NOT NULL,
  banned_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  until timestamptz,
  PRIMARY KEY (user_id, board_id)
);
-- A board moderator's member list starts from the bans of their boards.
CREATE INDEX board_bans_board ON board_bans (board_id);

-- Moderators are scoped (spec §6 Moderator): a moderator with rows here moderates those boards,
-- their sub boards and sections; a moderator with none moderates every board. Admins moderate all.
CREATE TABLE moderated_boards (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  board_id bigint NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, board_id)
);

-- A locked post takes no new comments (spec §4: members see that an admin is to be contacted).
ALTER TABLE posts ADD COLUMN comments_locked boolean NOT NULL DEFAULT false;

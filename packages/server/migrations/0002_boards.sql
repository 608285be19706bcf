-- Boards (product lines) with sub boards and sections, who may see them, which countries may open
-- them, and who follows them.

CREATE TABLE boards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parent_id bigint REFERENCES boards (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  name jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}'::jsonb,
  icon_url text NOT NULL DEFAULT '',
  closed boolean NOT NULL DEFAULT false,
  eu_product boolean NOT NULL DEFAULT false,
  -- NULL: open to every country; otherwise the ISO codes that may open it.
  allowed_countries text[],
  visible_to text NOT NULL DEFAULT 'everyone' CHECK (visible_to IN ('everyone', 'editors', 'moderators')),
  follower_count integer NOT NULL DEFAULT 0 CHECK (follower_count >= 0),
  post_count integer NOT NULL DEFAULT 0 CHECK (post_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX boards_parent ON boards (parent_id, position);

CREATE TABLE board_sections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  board_id bigint NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  name jsonb NOT NULL,
  closed boolean NOT NULL DEFAULT false
);
CREATE INDEX board_sections_board ON board_sections (board_id, position);

CREATE TABLE board_follows (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  board_id bigint NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, board_id)
);
CREATE INDEX board_follows_board ON board_follows (board_id);

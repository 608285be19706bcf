-- Posts (posts, topics, picture posts, bug reports) with polls, drafts, comments, likes, favourites
-- and blocks. Counters live on the rows lists show and change in the same transaction as the write.

-- Growth level, maintained by gamification from growth value; the content rules read it (spec §6:
-- level 3 edits own threads).
ALTER TABLE users
  ADD COLUMN level integer NOT NULL DEFAULT 1 CHECK (level >= 1),
  ADD COLUMN post_count integer NOT NULL DEFAULT 0 CHECK (post_count >= 0),
  -- Drafts saved after this moment light the Me red dot (spec §3 badge unreadDraftsCount).
  ADD COLUMN drafts_seen_at timestamptz;

CREATE TABLE posts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  author_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  board_id bigint NOT NULL REFERENCES boards (id),
  -- The main board of board_id (itself for a main board), so a main board lists its sub boards'
  -- posts from one index.
  main_board_id bigint NOT NULL REFERENCES boards (id),
  section_id bigint REFERENCES board_sections (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('post', 'topic', 'picture', 'bug_report')),
  category text,
  title text NOT NULL,
  -- Sanitised on the server (allow-list) before it is stored; plain text for excerpts and search.
  content_html text NOT NULL,
  content_text text NOT NULL,
  excerpt text NOT NULL DEFAULT '',
  -- The first images of the content, for cards in lists: [{url, width, height}].
  card_images jsonb NOT NULL DEFAULT '[]'::jsonb,
  cover jsonb,
  tags text[] NOT NULL DEFAULT '{}',
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  bug_report jsonb,
  comment_visibility text NOT NULL DEFAULT 'everyone' CHECK (comment_visibility IN ('everyone', 'author_only', 'after_comment')),
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'deleted', 'shielded')),
  featured boolean NOT NULL DEFAULT false,
  home_recommended boolean NOT NULL DEFAULT false,
  -- Featured or home-recommended: what leads the Recommended feed.
  promoted boolean GENERATED ALWAYS AS (featured OR home_recommended) STORED,
  pinned text CHECK (pinned IN ('main', 'sub')),
  -- A sunk post no longer rises on new replies (moderation, spec §4).
  sunk boolean NOT NULL DEFAULT false,
  view_count bigint NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
  favourite_count integer NOT NULL DEFAULT 0 CHECK (favourite_count >= 0),
  share_count integer NOT NULL DEFAULT 0 CHECK (share_count >= 0),
  -- Popularity that decays with age, kept indexable: log10 of engagement plus creation time scaled
  -- so that 12.5 hours weigh as much as ten times the engagement (see posts/hotScore.ts).
  hot_score double precision NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  edited_at timestamptz,
  last_activity_at timestamptz NOT NULL,
  deleted_at timestamptz
);
-- Board lists (sub board and main board) by latest reply, newest and hot; the home feeds; profiles.
CREATE INDEX posts_board_activity ON posts (board_id, last_activity_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX posts_board_created ON posts (board_id, created_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX posts_board_hot ON posts (board_id, hot_score DESC, id DESC) WHERE status = 'published';
CREATE INDEX posts_main_board_activity ON posts (main_board_id, last_activity_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX posts_main_board_created ON posts (main_board_id, created_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX posts_main_board_hot ON posts (main_board_id, hot_score DESC, id DESC) WHERE status = 'published';
CREATE INDEX posts_pinned ON posts (main_board_id, board_id) WHERE status = 'published' AND pinned IS NOT NULL;
CREATE INDEX posts_author_created ON posts (author_id, created_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX posts_recommended ON posts (promoted DESC, hot_score DESC, id DESC) WHERE status = 'published';

CREATE TABLE polls (
  post_id bigint PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
  title text NOT NULL,
  type text NOT NULL CHECK (type IN ('text', 'image')),
  multiple boolean NOT NULL,
  deadline timestamptz NOT NULL,
  voter_count integer NOT NULL DEFAULT 0 CHECK (voter_count >= 0)
);

CREATE TABLE poll_options (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  post_id bigint NOT NULL REFERENCES polls (post_id) ON DELETE CASCADE,
  position integer NOT NULL,
  label text NOT NULL,
  image_url text,
  vote_count integer NOT NULL DEFAULT 0 CHECK (vote_count >= 0)
);
CREATE INDEX poll_options_post ON poll_options (post_id, position);

-- One row per voter makes "one vote per member" a primary key, not a check that races.
CREATE TABLE poll_voters (
  post_id bigint NOT NULL REFERENCES polls (post_id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  option_ids bigint[] NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (post_id, user_id)
);

CREATE TABLE drafts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  author_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('post', 'topic', 'picture', 'bug_report')),
  title text NOT NULL DEFAULT '',
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX drafts_author ON drafts (author_id, updated_at DESC, id DESC);

CREATE TABLE post_likes (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, post_id)
);
CREATE INDEX post_likes_post ON post_likes (post_id);

CREATE TABLE post_favourites (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, post_id)
);
CREATE INDEX post_favourites_user ON post_favourites (user_id, created_at DESC, post_id DESC);
CREATE INDEX post_favourites_post ON post_favourites (post_id);

CREATE TABLE comments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  author_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The top-level comment a reply belongs to (two levels only); NULL for a comment.
  parent_id bigint REFERENCES comments (id) ON DELETE CASCADE,
  -- The reply a reply answers, and its author, named in the reply.
  reply_to_id bigint REFERENCES comments (id) ON DELETE SET NULL,
  reply_to_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  content text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'deleted', 'shielded')),
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  reply_count integer NOT NULL DEFAULT 0 CHECK (reply_count >= 0),
  created_at timestamptz NOT NULL
);
-- A post's comments oldest/newest first and by likes; a comment's replies; a member's comments.
CREATE INDEX comments_post_created ON comments (post_id, id) WHERE parent_id IS NULL AND status = 'published';
CREATE INDEX comments_post_likes ON comments (post_id, like_count DESC, id DESC) WHERE parent_id IS NULL AND status = 'published';
CREATE INDEX comments_replies ON comments (parent_id, id) WHERE parent_id IS NOT NULL AND status = 'published';
CREATE INDEX comments_author ON comments (author_id, id DESC) WHERE status = 'published';
-- "Visible only after commenting": has this member commented on this post?
CREATE INDEX comments_post_author ON comments (post_id, author_id);

CREATE TABLE comment_likes (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  comment_id bigint NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, comment_id)
);

-- The block list, shared with private letters.
CREATE TABLE user_blocks (
  blocker_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX user_blocks_blocker ON user_blocks (blocker_id, created_at DESC, blocked_id DESC);
CREATE INDEX user_blocks_blocked ON user_blocks (blocked_id);

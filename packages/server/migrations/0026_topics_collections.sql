-- Topics and collections (spec §3 Topic/collection detail, §7 GET /tcm/detail): operators curate
-- posts under a name, a headline, a description and a cover. A withdrawn one stays for operators and
-- reads as expired; titles and descriptions are per language, as operators' other texts are.
CREATE TABLE tcm_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('collection', 'topic')),
  tcm_title jsonb NOT NULL,
  title jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}'::jsonb,
  cover_url text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'withdrawn')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- An item's posts in the operators' order; a post deleted for good leaves every item.
CREATE TABLE tcm_posts (
  tcm_id bigint NOT NULL REFERENCES tcm_items (id) ON DELETE CASCADE,
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (tcm_id, post_id)
);
CREATE INDEX tcm_posts_order ON tcm_posts (tcm_id, position, post_id);

-- Banner groups of boards' pages (spec §3 banner group), as the home page has (0024). The link
-- type is not limited to the web's: a banner for the apps says 'Please visit the app to view' here.
CREATE TABLE board_banners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  board_id bigint NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  title jsonb NOT NULL,
  image_url text NOT NULL,
  redirect_type text NOT NULL,
  resource text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true
);
CREATE INDEX board_banners_of_board ON board_banners (board_id, position, id);

-- The video feed (/content/playVideo/{id}): published posts whose sanitised content holds a video,
-- newest first. The sanitiser writes every video as a <video> element, so the predicate is exact.
CREATE INDEX posts_video_feed ON posts (id DESC) WHERE status = 'published' AND content_html LIKE '%<video%';

-- Banners at the top of the home page (spec §3 banner group; issue 14's console): an image, a title
-- per language (its alternative text) and where it leads, by the spec's link types, in the order
-- operators give; switched off, a banner stays for later.
CREATE TABLE home_banners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  position integer NOT NULL DEFAULT 0,
  title jsonb NOT NULL,
  image_url text NOT NULL,
  redirect_type text NOT NULL CHECK (redirect_type IN ('thread', 'forum', 'board', 'product', 'check-in', 'task', 'topic', 'url', 'http')),
  resource text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true
);

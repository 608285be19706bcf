-- The app-only content pages (spec §2: /realmeclub, /narzowarranty, /narzowarranty/extended-warranty,
-- /link/discover; issue 16): their title, body and cover are data operators write in the console, per
-- language. Each page is named as its route; the four exist from the start with their names, so a
-- community without demo data shows each page's title and operators only fill them in.
CREATE TABLE content_pages (
  slug text PRIMARY KEY CHECK (slug IN ('realme-club', 'narzo-warranty', 'narzo-extended-warranty', 'link-discover')),
  title jsonb NOT NULL,
  -- Sanitised HTML per language ({"en": "<p>…</p>"}): cleaned once, on save.
  body jsonb NOT NULL DEFAULT '{}',
  cover_url text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL
);

INSERT INTO content_pages (slug, title) VALUES
  ('realme-club', '{"en": "realme Club", "ru": "Клуб realme", "zh-CN": "realme 俱乐部", "ar": "نادي realme"}'),
  ('narzo-warranty', '{"en": "narzo Warranty", "ru": "Гарантия narzo", "zh-CN": "narzo 保修", "ar": "ضمان narzo"}'),
  ('narzo-extended-warranty', '{"en": "narzo Extended Warranty", "ru": "Расширенная гарантия narzo", "zh-CN": "narzo 延长保修", "ar": "الضمان الممتد من narzo"}'),
  ('link-discover', '{"en": "Discover", "ru": "Обзор", "zh-CN": "发现", "ar": "اكتشف"}');

-- The phone models the discover page shows (/link/discover/model/{id} shows one). A model's community
-- is a board of the forum (boards are the product notion: product-classification lists them), so it
-- links to one instead of copying it; the model keeps only what a board has not: its picture, summary
-- and specs, and its place on the discover page.
CREATE TABLE discover_models (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  position integer NOT NULL DEFAULT 0,
  name jsonb NOT NULL,
  summary jsonb NOT NULL DEFAULT '{}',
  -- One spec a line, per language.
  specs jsonb NOT NULL DEFAULT '{}',
  image_url text NOT NULL,
  board_id bigint REFERENCES boards (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX discover_models_in_order ON discover_models (position, id);

-- Promotions (spec §1 free gift) and the Friends Club certification (spec §2 /ugc-certification,
-- §3 "Club application: Pending or Approved"); issue 16.

-- A promotion's texts and dates are data operators manage. Its dates are whole calendar days of its
-- own time zone, each day included: a promotion whose purchases end on 2025-12-31 in
-- America/Mexico_City still takes purchases until midnight there.
CREATE TABLE promotions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  -- Upper-case ISO codes of the countries where it holds; empty: everywhere.
  country_codes text[] NOT NULL DEFAULT '{}',
  title jsonb NOT NULL,
  body jsonb NOT NULL,
  time_zone text NOT NULL,
  starts_on date,
  purchase_ends_on date NOT NULL,
  redemption_ends_on date NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (redemption_ends_on >= purchase_ends_on),
  CHECK (starts_on IS NULL OR starts_on <= purchase_ends_on)
);

-- The free in-game costume of spec §1: Mexico and Brazil, purchases until 31 Dec 2025 and
-- redemption until 30 May 2026. The days are Mexico City's, the later of the two countries' clocks
-- (São Paulo's midnight comes three hours earlier), so no buyer in either country loses a day.
INSERT INTO promotions (code, country_codes, title, body, time_zone, starts_on, purchase_ends_on, redemption_ends_on, created_at, updated_at)
VALUES (
  'free-gift',
  ARRAY['MX', 'BR'],
  '{"en": "A free in-game costume with your new phone",
    "ru": "Бесплатный игровой костюм к новому телефону",
    "zh-CN": "购买新手机，免费获得游戏服装",
    "ar": "زي مجاني داخل اللعبة مع هاتفك الجديد"}',
  '{"en": "Buy a phone of the brand in Mexico or Brazil during the promotion and get an exclusive in-game costume for free.\nRedeem it in the app with the code on your purchase receipt.",
    "ru": "Купите телефон бренда в Мексике или Бразилии во время акции и получите эксклюзивный игровой костюм бесплатно.\nАктивируйте его в приложении с кодом из чека.",
    "zh-CN": "活动期间在墨西哥或巴西购买品牌手机，即可免费获得专属游戏服装。\n请在 App 中使用购买凭证上的兑换码领取。",
    "ar": "اشترِ هاتفًا من العلامة التجارية في المكسيك أو البرازيل خلال فترة العرض واحصل على زي حصري داخل اللعبة مجانًا.\nاستبدله في التطبيق باستخدام الرمز الموجود على إيصال الشراء."}',
  'America/Mexico_City',
  NULL,
  DATE '2025-12-31',
  DATE '2026-05-30',
  now(),
  now()
);

-- One application waits at a time and an approved member does not apply again (the partial unique
-- index holds it under concurrent tries); a rejected member may apply anew.
CREATE TABLE certification_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  real_name text NOT NULL,
  phone_model text NOT NULL,
  channel_url text NOT NULL,
  motivation text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  decided_by bigint REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX certification_applications_open ON certification_applications (user_id)
  WHERE status IN ('pending', 'approved');
-- The member's latest application; the operators' queue by status.
CREATE INDEX certification_applications_member ON certification_applications (user_id, id DESC);
CREATE INDEX certification_applications_status ON certification_applications (status, id);

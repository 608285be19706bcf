-- Growth value, Coins, medals and missions (spec §1, §3, §8): activities move missions inside the
-- transaction of the action; a finished mission waits until its member claims the reward.

ALTER TABLE users
  ADD COLUMN growth_value integer NOT NULL DEFAULT 0 CHECK (growth_value >= 0),
  ADD COLUMN coin_balance integer NOT NULL DEFAULT 0 CHECK (coin_balance >= 0);

CREATE TABLE medals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  position integer NOT NULL DEFAULT 0,
  name jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}'::jsonb,
  icon_url text NOT NULL,
  holder_count integer NOT NULL DEFAULT 0 CHECK (holder_count >= 0)
);

CREATE TABLE member_medals (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  medal_id bigint NOT NULL REFERENCES medals (id) ON DELETE CASCADE,
  -- How it was awarded: a mission's reward or an operator's grant.
  awarded_by text NOT NULL CHECK (awarded_by IN ('mission', 'operator')),
  mission_id bigint,
  awarded_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, medal_id)
);
CREATE INDEX member_medals_medal ON member_medals (medal_id, awarded_at DESC);

CREATE TABLE missions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  position integer NOT NULL DEFAULT 0,
  period text NOT NULL CHECK (period IN ('daily', 'weekly', 'once')),
  -- The activity that moves it (gamification/activities.ts) and how many complete it.
  activity text NOT NULL,
  target integer NOT NULL CHECK (target > 0),
  growth_reward integer NOT NULL DEFAULT 0 CHECK (growth_reward >= 0),
  coin_reward integer NOT NULL DEFAULT 0 CHECK (coin_reward >= 0),
  medal_id bigint REFERENCES medals (id),
  -- Shown on the check-in page as '+N scores growth value' when completed there (spec §3).
  type_b boolean NOT NULL DEFAULT false,
  title jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX missions_activity ON missions (activity) WHERE active;

CREATE TABLE mission_progress (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mission_id bigint NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
  -- The region's day (2026-11-22), ISO week (2026-W47) or 'once'.
  period_key text NOT NULL,
  progress integer NOT NULL DEFAULT 0,
  completed_at timestamptz,
  awarded_at timestamptz,
  PRIMARY KEY (user_id, mission_id, period_key)
);
-- The Me red dot and the popup: finished missions still waiting for their reward.
CREATE INDEX mission_progress_awaiting ON mission_progress (user_id, completed_at) WHERE completed_at IS NOT NULL AND awarded_at IS NULL;

-- Each activity counts once per subject (a post, a liked post…): retries, concurrent repeats and
-- unlike-then-like again move nothing.
CREATE TABLE member_activities (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  activity text NOT NULL,
  subject text NOT NULL,
  occurred_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, activity, subject)
);

-- Coins: an append-only ledger. A grant expires two years after it was earned; the expiry job adds
-- one negative entry per grant (unique), so several nodes running it expire each grant once.
CREATE TABLE coin_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount <> 0),
  reason text NOT NULL CHECK (reason IN ('mission', 'operator', 'expiry')),
  mission_id bigint,
  note text,
  earned_at timestamptz NOT NULL,
  expires_at timestamptz,
  expired_entry_id bigint UNIQUE REFERENCES coin_entries (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX coin_entries_member ON coin_entries (user_id, id DESC);
CREATE INDEX coin_entries_expiring ON coin_entries (expires_at) WHERE amount > 0;

-- Growth value history (the scores page): it only ever grows.
CREATE TABLE growth_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  reason text NOT NULL CHECK (reason IN ('mission', 'operator')),
  mission_id bigint,
  created_at timestamptz NOT NULL
);
CREATE INDEX growth_entries_member ON growth_entries (user_id, id DESC);

-- The default catalogue; operators change rewards, targets and titles without code.
INSERT INTO medals (code, position, name, description, icon_url) VALUES
  ('first-post', 0, '{"en": "First post", "zh-CN": "首帖", "ru": "Первый пост", "ar": "أول منشور"}',
   '{"en": "Published a first post", "zh-CN": "发布了第一篇帖子", "ru": "Опубликовал первый пост", "ar": "نشر أول منشور"}', '/medals/first-post.svg'),
  ('conversationalist', 1, '{"en": "Conversationalist", "zh-CN": "健谈者", "ru": "Собеседник", "ar": "محاور"}',
   '{"en": "Wrote 50 comments", "zh-CN": "发表了50条评论", "ru": "Написал 50 комментариев", "ar": "كتب 50 تعليقًا"}', '/medals/conversationalist.svg'),
  ('popular', 2, '{"en": "Popular author", "zh-CN": "人气作者", "ru": "Популярный автор", "ar": "كاتب مشهور"}',
   '{"en": "Received 100 likes", "zh-CN": "获得100个赞", "ru": "Получил 100 лайков", "ar": "حصل على 100 إعجاب"}', '/medals/popular.svg');

INSERT INTO missions (code, position, period, activity, target, growth_reward, coin_reward, medal_id, type_b, title) VALUES
  ('daily-check-in', 0, 'daily', 'check_in', 1, 5, 5, NULL, true,
   '{"en": "Check in today", "zh-CN": "今日签到", "ru": "Отметьтесь сегодня", "ar": "سجّل حضورك اليوم"}'),
  ('daily-post', 1, 'daily', 'post.published', 1, 10, 10, NULL, false,
   '{"en": "Publish a post today", "zh-CN": "今日发布一篇帖子", "ru": "Опубликуйте пост сегодня", "ar": "انشر منشورًا اليوم"}'),
  ('daily-comments', 2, 'daily', 'comment.posted', 3, 5, 5, NULL, false,
   '{"en": "Write 3 comments today", "zh-CN": "今日发表3条评论", "ru": "Напишите 3 комментария сегодня", "ar": "اكتب 3 تعليقات اليوم"}'),
  ('daily-likes', 3, 'daily', 'like.given', 5, 3, 3, NULL, false,
   '{"en": "Like 5 posts today", "zh-CN": "今日点赞5篇帖子", "ru": "Оцените 5 постов сегодня", "ar": "أعجب بـ 5 منشورات اليوم"}'),
  ('daily-browse', 4, 'daily', 'page.browsed', 1, 2, 2, NULL, false,
   '{"en": "Browse the brand page for 15 seconds", "zh-CN": "浏览品牌页面15秒", "ru": "Просмотрите страницу бренда 15 секунд", "ar": "تصفح صفحة العلامة لمدة 15 ثانية"}'),
  ('weekly-posts', 5, 'weekly', 'post.published', 5, 30, 30, NULL, false,
   '{"en": "Publish 5 posts this week", "zh-CN": "本周发布5篇帖子", "ru": "Опубликуйте 5 постов за неделю", "ar": "انشر 5 منشورات هذا الأسبوع"}'),
  ('first-post', 6, 'once', 'post.published', 1, 20, 20, (SELECT id FROM medals WHERE code = 'first-post'), false,
   '{"en": "Publish your first post", "zh-CN": "发布你的第一篇帖子", "ru": "Опубликуйте первый пост", "ar": "انشر منشورك الأول"}'),
  ('fifty-comments', 7, 'once', 'comment.posted', 50, 50, 50, (SELECT id FROM medals WHERE code = 'conversationalist'), false,
   '{"en": "Write 50 comments", "zh-CN": "发表50条评论", "ru": "Напишите 50 комментариев", "ar": "اكتب 50 تعليقًا"}'),
  ('hundred-likes', 8, 'once', 'like.received', 100, 100, 100, (SELECT id FROM medals WHERE code = 'popular'), false,
   '{"en": "Receive 100 likes", "zh-CN": "获得100个赞", "ru": "Получите 100 лайков", "ar": "احصل على 100 إعجاب"}');

-- Check-in (spec §3, §4, §8), make-up cards, and what the rest of the reward engine needs:
-- missions that give make-up cards, expiry lines of zero Coins, operator-only medals.

ALTER TABLE users ADD COLUMN make_up_cards integer NOT NULL DEFAULT 0 CHECK (make_up_cards >= 0);

-- One row per member and region day. A make-up row says whether it used the week's chance or a card,
-- so the chances left this week are counted from the rows themselves.
CREATE TABLE check_ins (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('check_in', 'make_up')),
  used_card boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, day)
);

ALTER TABLE missions ADD COLUMN card_reward integer NOT NULL DEFAULT 0 CHECK (card_reward >= 0);

-- An expiry line records that a grant's expiry ran even when nothing of it was left to take.
ALTER TABLE coin_entries DROP CONSTRAINT coin_entries_amount_check;
ALTER TABLE coin_entries ADD CONSTRAINT coin_entries_amount_check CHECK (amount <> 0 OR reason = 'expiry');

INSERT INTO medals (code, position, name, description, icon_url) VALUES
  ('featured-author', 3, '{"en": "Featured author", "zh-CN": "精华作者", "ru": "Автор избранного", "ar": "كاتب مميز"}',
   '{"en": "Had a post featured by the moderators", "zh-CN": "帖子被版主加精", "ru": "Пост попал в избранное модераторов", "ar": "تم تمييز منشور له من المشرفين"}', '/medals/featured-author.svg'),
  ('event-winner', 4, '{"en": "Event winner", "zh-CN": "活动获奖者", "ru": "Победитель конкурса", "ar": "فائز في فعالية"}',
   '{"en": "Won a community event (awarded by the team)", "zh-CN": "赢得社区活动（由团队颁发）", "ru": "Победил в конкурсе сообщества (вручает команда)", "ar": "فاز في فعالية مجتمعية (تمنحها الإدارة)"}', '/medals/event-winner.svg');

INSERT INTO missions (code, position, period, activity, target, growth_reward, coin_reward, card_reward, medal_id, type_b, title) VALUES
  ('daily-login', 9, 'daily', 'login', 1, 1, 1, 0, NULL, false,
   '{"en": "Visit the community today", "zh-CN": "今日访问社区", "ru": "Зайдите в сообщество сегодня", "ar": "زر المجتمع اليوم"}'),
  ('weekly-check-in', 10, 'weekly', 'check_in', 5, 10, 10, 1, NULL, true,
   '{"en": "Check in on 5 days this week", "zh-CN": "本周签到5天", "ru": "Отметьтесь 5 дней на этой неделе", "ar": "سجّل حضورك 5 أيام هذا الأسبوع"}'),
  ('featured-post', 11, 'once', 'post.featured', 1, 50, 50, 0, (SELECT id FROM medals WHERE code = 'featured-author'), false,
   '{"en": "Get a post featured", "zh-CN": "帖子被加精", "ru": "Попадите в избранное", "ar": "احصل على تمييز منشور"}');

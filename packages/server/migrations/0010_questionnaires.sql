-- Questionnaires (spec §1 "take questionnaires", route /wq/{code}, §8 "quiz failure states the score
-- and the threshold needed"): operators write them, members answer them, a pass counts once for the
-- missions (activity questionnaire.passed, subject the questionnaire's id).

CREATE TABLE questionnaires (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  title jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}'::jsonb,
  pass_score integer NOT NULL CHECK (pass_score > 0),
  -- NULL: unlimited attempts until a pass.
  max_attempts integer CHECK (max_attempts > 0),
  starts_at timestamptz,
  ends_at timestamptz,
  -- An operator's close ends it at once, whatever ends_at says.
  closed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at)
);
-- The operators' list, newest first.
CREATE INDEX questionnaires_newest ON questionnaires (created_at DESC, id DESC);

CREATE TABLE questionnaire_questions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  questionnaire_id bigint NOT NULL REFERENCES questionnaires (id) ON DELETE CASCADE,
  position integer NOT NULL,
  prompt jsonb NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'multiple')),
  points integer NOT NULL CHECK (points > 0),
  UNIQUE (questionnaire_id, position)
);

CREATE TABLE questionnaire_options (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id bigint NOT NULL REFERENCES questionnaire_questions (id) ON DELETE CASCADE,
  position integer NOT NULL,
  label jsonb NOT NULL,
  correct boolean NOT NULL,
  UNIQUE (question_id, position)
);

-- One row per member and questionnaire: their standing (what /wq shows them) and the row an answer
-- locks, so one member's concurrent answers are marked one after another and can neither exceed
-- max_attempts nor pass twice.
CREATE TABLE questionnaire_standings (
  questionnaire_id bigint NOT NULL REFERENCES questionnaires (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  best_score integer,
  passed_at timestamptz,
  PRIMARY KEY (questionnaire_id, user_id)
);
-- The operators' pass counts.
CREATE INDEX questionnaire_standings_passed ON questionnaire_standings (questionnaire_id) WHERE passed_at IS NOT NULL;

CREATE TABLE questionnaire_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  questionnaire_id bigint NOT NULL REFERENCES questionnaires (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 1, 2, 3 … per member: unique, so even a path that skipped the standing's lock could not record
  -- more attempts than were counted.
  attempt_number integer NOT NULL CHECK (attempt_number > 0),
  score integer NOT NULL CHECK (score >= 0),
  passed boolean NOT NULL,
  -- What the member chose: [{"questionId": "1", "optionIds": ["2", "3"]}, …].
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (questionnaire_id, user_id, attempt_number)
);
-- A member passes a questionnaire once.
CREATE UNIQUE INDEX questionnaire_attempts_one_pass ON questionnaire_attempts (questionnaire_id, user_id) WHERE passed;

-- Weekly rather than once: each questionnaire counts once per member (its id is the activity's
-- subject), so a member is rewarded for each new questionnaire operators publish, at most once a week,
-- and cannot farm the reward by retaking one.
INSERT INTO missions (code, position, period, activity, target, growth_reward, coin_reward, card_reward, medal_id, type_b, title) VALUES
  ('pass-questionnaire', 12, 'weekly', 'questionnaire.passed', 1, 15, 15, 0, NULL, false,
   '{"en": "Pass a questionnaire this week", "zh-CN": "本周通过一份问卷", "ru": "Пройдите опрос на этой неделе", "ar": "اجتز استبيانًا هذا الأسبوع"}');

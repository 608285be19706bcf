-- Feedback to the community's team (spec §3 Feedback, §5): a member's device and problem, answered
-- by an operator in the console. The number a member quotes is made from the id.
CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  author_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device text NOT NULL,
  system_version text NOT NULL DEFAULT '',
  frequency text CHECK (frequency IN ('always', 'often', 'sometimes', 'once')),
  path text NOT NULL DEFAULT '',
  description text NOT NULL,
  contact text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  answer text,
  answered_by bigint REFERENCES users (id),
  answered_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX feedback_of_author ON feedback (author_id, id DESC);
CREATE INDEX feedback_waiting ON feedback (id) WHERE answer IS NULL;
CREATE INDEX feedback_answered ON feedback (id DESC) WHERE answer IS NOT NULL;

-- Reports (spec §3 Report, §4): a member reports a post, a comment or a member with 1–2 reasons,
-- details and images. One open report per member and target (a second is refused, not counted).
CREATE TABLE reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reporter_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_kind text NOT NULL CHECK (target_kind IN ('post', 'comment', 'member')),
  target_id bigint NOT NULL,
  reasons text[] NOT NULL,
  details text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]',
  -- open until a moderator decides; then the decision: dismissed, shielded, removed or banned.
  outcome text CHECK (outcome IN ('dismissed', 'shielded', 'removed', 'banned')),
  created_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE UNIQUE INDEX reports_one_open_per_reporter ON reports (reporter_id, target_kind, target_id) WHERE outcome IS NULL;
CREATE INDEX reports_open_of_target ON reports (target_kind, target_id, id DESC) WHERE outcome IS NULL;

-- The queue: one line per target while any report on it is open, in the order it was first
-- reported (moderators take the oldest first). Its count of distinct reporters hides a post or a
-- comment once it reaches the community's threshold, until a moderator decides.
CREATE TABLE report_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  target_kind text NOT NULL CHECK (target_kind IN ('post', 'comment', 'member')),
  target_id bigint NOT NULL,
  reporter_count integer NOT NULL,
  hidden_by_reports boolean NOT NULL DEFAULT false,
  first_reported_at timestamptz NOT NULL,
  UNIQUE (target_kind, target_id)
);

-- The community itself acts in the staff log (hiding a reported target): no actor then.
ALTER TABLE staff_log ALTER COLUMN actor_id DROP NOT NULL;

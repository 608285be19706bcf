-- Bans with a reason and an end (spec §4, §6): is_blocked stays the ban itself; banned_until is its
-- end, null for a ban for good. A ban whose end has passed is over without anyone lifting it.
ALTER TABLE users ADD COLUMN banned_until timestamptz;
ALTER TABLE users ADD COLUMN ban_reason text NOT NULL DEFAULT '';

-- The staff log: every moderation action, who, what, when, the state before and after, and why.
-- Nobody changes it, the application included: the trigger refuses updates and deletes.
CREATE TABLE staff_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id bigint NOT NULL REFERENCES users (id),
  action text NOT NULL,
  target_kind text NOT NULL CHECK (target_kind IN ('member', 'post', 'comment')),
  target_id bigint NOT NULL,
  target_label text NOT NULL DEFAULT '',
  board_id bigint,
  before jsonb,
  after jsonb,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX staff_log_target ON staff_log (target_kind, target_id, id DESC);
CREATE INDEX staff_log_board ON staff_log (board_id, id DESC) WHERE board_id IS NOT NULL;

CREATE FUNCTION staff_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the staff log cannot be changed';
END;
$$;
CREATE TRIGGER staff_log_append_only
  BEFORE UPDATE OR DELETE ON staff_log
  FOR EACH ROW EXECUTE FUNCTION staff_log_refuse_change();

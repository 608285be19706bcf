-- Operators shape the community in the console (boards and their sections): what they change is
-- written to the staff log beside moderators' actions, so it names boards and sections too.
ALTER TABLE staff_log DROP CONSTRAINT staff_log_target_kind_check;
ALTER TABLE staff_log ADD CONSTRAINT staff_log_target_kind_check
  CHECK (target_kind IN ('member', 'post', 'comment', 'board', 'section'));

-- Deleting a member sets actor_id to NULL on notifications they caused; without this index that
-- scans the whole table.
CREATE INDEX notifications_actor ON notifications (actor_id) WHERE actor_id IS NOT NULL;

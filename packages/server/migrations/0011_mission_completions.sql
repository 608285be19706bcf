-- The operators' missions catalogue counts the members who finished each mission: without this it
-- read every member's progress rows (one per member and day for daily missions).
CREATE INDEX mission_progress_completed ON mission_progress (mission_id, user_id) WHERE completed_at IS NOT NULL;

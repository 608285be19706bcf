-- The embedded account provider's session a forum login came from (its Session uid), so logging out
-- of the forum ends it too: otherwise the next login completes without a password.
ALTER TABLE sessions ADD COLUMN provider_session_uid text;

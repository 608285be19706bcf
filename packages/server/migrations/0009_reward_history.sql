-- What the points and scores pages and the Coins expiry need beyond 0007/0008.

-- An operator's grant of growth value shows the operator's note on the scores page, as its Coins do.
ALTER TABLE growth_entries ADD COLUMN note text;

-- A member's own grants by expiry: their soonest-expiring held grant (the rewards summary) and the
-- grants due when their balance is read, without walking their whole ledger.
CREATE INDEX coin_entries_member_expiring ON coin_entries (user_id, expires_at) WHERE amount > 0;

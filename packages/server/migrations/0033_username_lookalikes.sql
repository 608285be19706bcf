-- One name as a reader sees it: ｎｏｖａ (full-width) and Nova read as nova, so a new name is refused
-- when it equals a taken one after NFKC and case folding (identity.queries.ts isUsernameTaken,
-- provider.queries.ts accountTaken). Not unique: names registered before this rule may already
-- collide; each keeps its own login (the spelling as typed is tried first).
CREATE INDEX users_username_folded ON users (lower(normalize(username, NFKC)));
CREATE INDEX idp_accounts_username_folded ON idp_accounts (lower(normalize(username, NFKC)));

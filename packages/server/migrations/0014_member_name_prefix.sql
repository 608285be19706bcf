-- Mentions offer members by the start of their name, whatever its case: a prefix search on
-- lower(username) needs an index of its own (text_pattern_ops: LIKE 'abc%' under any collation).
CREATE INDEX users_username_prefix ON users (lower(username) text_pattern_ops);

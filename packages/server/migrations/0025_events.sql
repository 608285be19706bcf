-- Events and campaigns (spec §1 photo-story campaign, §4 event states, §5 privacy policy, §8 texts).
-- An event's phase (Coming Soon, In progress, ended, Announced) follows its dates on the server's
-- clock; only what operators decide is stored: paused or taken down, and when it was announced.
CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title jsonb NOT NULL,
  rules jsonb NOT NULL,
  -- The countries it is open to; empty: every country of the community.
  countries text[] NOT NULL DEFAULT '{}',
  -- Where entries are posted: a main board takes posts of its sub boards too.
  board_id bigint NOT NULL REFERENCES boards (id),
  starts_at timestamptz NOT NULL,
  entries_end_at timestamptz NOT NULL,
  announce_at timestamptz NOT NULL,
  -- Awards are delivered within this many working days of the announcement.
  delivery_working_days integer NOT NULL DEFAULT 15 CHECK (delivery_working_days >= 0),
  -- Every participant (a member with an entry) gets this medal, if set.
  participation_medal_id bigint REFERENCES medals (id),
  status text NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'paused', 'taken_down')),
  -- Set once, by the one announcement that made the awards (a conditional UPDATE: exactly once).
  announced_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK (starts_at < entries_end_at AND entries_end_at <= announce_at)
);
-- The announcement job looks for live events that are due and not announced yet.
CREATE INDEX events_due ON events (announce_at) WHERE announced_at IS NULL AND status = 'live';

-- What each rank range wins: a T-shirt, Coins, or a medal.
CREATE TABLE event_prizes (
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  from_rank integer NOT NULL CHECK (from_rank >= 1),
  to_rank integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('tshirt', 'coins', 'medal')),
  coins integer NOT NULL DEFAULT 0 CHECK (coins >= 0),
  medal_id bigint REFERENCES medals (id),
  PRIMARY KEY (event_id, from_rank, kind),
  CHECK (to_rank >= from_rank),
  CHECK ((kind = 'coins') = (coins > 0)),
  CHECK ((kind = 'medal') = (medal_id IS NOT NULL))
);

CREATE TABLE event_participants (
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL,
  -- Joining needs the privacy policy accepted (spec §5): when this member accepted it.
  privacy_accepted_at timestamptz NOT NULL,
  PRIMARY KEY (event_id, user_id)
);

-- One entry per member: the ranking ranks members, so one member cannot fill the prize ranks.
CREATE TABLE event_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  entered_at timestamptz NOT NULL,
  -- The ranking as announced, frozen: likes after the announcement change no winner.
  final_rank integer,
  final_likes integer,
  UNIQUE (event_id, user_id),
  UNIQUE (event_id, post_id),
  FOREIGN KEY (event_id, user_id) REFERENCES event_participants (event_id, user_id) ON DELETE CASCADE
);
CREATE INDEX event_entries_post ON event_entries (post_id);

-- Awards granted: unique per member, kind and medal, so a grant happens once whoever runs it.
CREATE TABLE event_awards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('tshirt', 'coins', 'medal')),
  rank integer,
  coins integer NOT NULL DEFAULT 0,
  medal_id bigint REFERENCES medals (id),
  granted_at timestamptz NOT NULL,
  -- When the member's congratulation popup showed it.
  seen_at timestamptz
);
-- A member gets each award once: one T-shirt, one Coins prize, each medal once.
CREATE UNIQUE INDEX event_awards_once ON event_awards (event_id, user_id, kind, coalesce(medal_id, 0));
CREATE INDEX event_awards_member ON event_awards (user_id, event_id);

-- Where a T-shirt winner wants it sent: private to the member and operators.
CREATE TABLE event_delivery_addresses (
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient text NOT NULL,
  phone text NOT NULL,
  address text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (event_id, user_id)
);


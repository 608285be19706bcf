-- Foundation: accounts and sessions (identity), the embedded account provider, community settings,
-- navigation (boards), consent logs (site) and notifications (messages).

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  issuer text NOT NULL,
  subject text NOT NULL,
  username text NOT NULL,
  avatar_url text NOT NULL DEFAULT '',
  country_code text CHECK (country_code ~ '^[A-Z]{2}$'),
  locale text,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'moderator', 'admin')),
  is_blocked boolean NOT NULL DEFAULT false,
  gray_state boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz,
  CONSTRAINT users_identity UNIQUE (issuer, subject)
);
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));

CREATE TABLE editor_groups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (char_length(type) BETWEEN 1 AND 4),
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE editor_group_members (
  group_id bigint NOT NULL REFERENCES editor_groups (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (user_id, group_id)
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  user_agent text,
  id_token text
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- The embedded account provider (ARCHITECTURE §6): its own accounts, apart from forum users.
CREATE TABLE idp_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX idp_accounts_username_lower ON idp_accounts (lower(username));
CREATE UNIQUE INDEX idp_accounts_email_lower ON idp_accounts (lower(email));

-- oidc-provider's storage: sessions, interactions, codes, grants, tokens.
CREATE TABLE idp_oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX idp_oidc_payloads_grant ON idp_oidc_payloads (grant_id);
CREATE INDEX idp_oidc_payloads_uid ON idp_oidc_payloads (uid);
CREATE INDEX idp_oidc_payloads_expires ON idp_oidc_payloads (expires_at);

-- Generated once per site: cookie signing keys and the provider's signing key.
CREATE TABLE site_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Community settings operators change at run time (typed and defaulted in modules/site/settings.ts).
CREATE TABLE community_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE consent_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('cookie_accept', 'cookie_manage', 'visit_accept')),
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  flags jsonb,
  region text NOT NULL,
  country_code text,
  user_agent text,
  created_at timestamptz NOT NULL
);
CREATE INDEX consent_logs_user ON consent_logs (user_id, created_at);

-- Titles are per locale: {"en": "...", "zh-CN": "..."}; the request's locale picks one.
CREATE TABLE navigation_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  position integer NOT NULL DEFAULT 0,
  title jsonb NOT NULL,
  redirect_type text NOT NULL CHECK (redirect_type IN ('thread', 'forum', 'board', 'product', 'check-in', 'task', 'topic', 'url', 'http')),
  resource text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE top_sector_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  position integer NOT NULL DEFAULT 0,
  title jsonb NOT NULL,
  icon_url text NOT NULL,
  redirect_type text NOT NULL CHECK (redirect_type IN ('thread', 'forum', 'board', 'product', 'check-in', 'task', 'topic', 'url', 'http')),
  resource text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('like', 'comment', 'system')),
  actor_id bigint REFERENCES users (id) ON DELETE SET NULL,
  body jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX notifications_unread ON notifications (user_id, type, created_at DESC) WHERE read_at IS NULL;
CREATE INDEX notifications_user ON notifications (user_id, id DESC);

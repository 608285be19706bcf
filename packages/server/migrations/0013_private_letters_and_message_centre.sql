-- Private letters between two members (spec §3 chat message). A conversation is the pair, whoever
-- wrote first: its letters are found by the pair with the smaller id first.
CREATE TABLE private_letters (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sender_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_type smallint NOT NULL CHECK (content_type IN (1, 2, 3)),
  content text NOT NULL,
  extra jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  CHECK (sender_id <> recipient_id)
);
CREATE INDEX private_letters_pair
  ON private_letters (LEAST(sender_id, recipient_id), GREATEST(sender_id, recipient_id), id DESC);

-- Each member's side of a conversation: the latest letter for the list, and what they have not read
-- (kept in the same transaction as the letter, so the badge never counts).
CREATE TABLE letter_conversations (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  other_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_letter_id bigint NOT NULL,
  last_at timestamptz NOT NULL,
  read_up_to_id bigint NOT NULL DEFAULT 0,
  unread_count integer NOT NULL DEFAULT 0 CHECK (unread_count >= 0),
  PRIMARY KEY (user_id, other_user_id)
);
CREATE INDEX letter_conversations_recent ON letter_conversations (user_id, last_at DESC, other_user_id DESC);
CREATE INDEX letter_conversations_unread ON letter_conversations (user_id) WHERE unread_count > 0;

-- Who may write a member (spec §6 'who can pm me'); no row means everyone.
CREATE TABLE letter_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  who_can_message_me text NOT NULL CHECK (who_can_message_me IN ('everyone', 'following', 'nobody'))
);

-- The message centre's lines: what happened (kind), the comment a line links to, and how many others
-- did the same (likes on one post group into one unread line).
ALTER TABLE notifications ADD COLUMN kind text;
ALTER TABLE notifications ADD COLUMN comment_id bigint;
ALTER TABLE notifications ADD COLUMN others_count integer NOT NULL DEFAULT 0;
UPDATE notifications SET comment_id = (body ->> 'commentId')::bigint WHERE body ->> 'commentId' IS NOT NULL;
UPDATE notifications SET kind = CASE
  WHEN type = 'like' AND comment_id IS NOT NULL THEN 'commentLiked'
  WHEN type = 'like' THEN 'postLiked'
  WHEN type = 'comment' THEN 'postCommented'
  ELSE 'welcome'
END;
ALTER TABLE notifications ALTER COLUMN kind SET NOT NULL;
CREATE UNIQUE INDEX notifications_grouped_likes
  ON notifications (user_id, kind, post_id, coalesce(comment_id, 0))
  WHERE read_at IS NULL AND type = 'like';
CREATE INDEX notifications_tab ON notifications (user_id, type, id DESC);

-- Who uploaded each stored object, and as what: a private letter may carry only its sender's own
-- image or video (a made-up path, or another member's upload, is refused).
CREATE TABLE uploads (
  key text PRIMARY KEY,
  uploader_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('image', 'video', 'file')),
  created_at timestamptz NOT NULL
);
CREATE INDEX uploads_uploader_id ON uploads (uploader_id);

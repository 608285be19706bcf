-- The members a post mentions are told by a job after the post commits (posts/tellMentioned.ts), as
-- a comment's are (0036). Jobs run at least once: one "mentioned" line per member and post is what a
-- member expects (an edit that keeps the mention tells nobody again), so it is an index, and writing
-- the line again does nothing. Duplicates that exist (none should) keep their first line.
DELETE FROM notifications AS later
 USING notifications AS first
 WHERE later.comment_id IS NULL
   AND later.kind = 'mentioned'
   AND first.comment_id IS NULL
   AND first.kind = 'mentioned'
   AND first.user_id = later.user_id
   AND first.post_id = later.post_id
   AND first.id < later.id;

CREATE UNIQUE INDEX notifications_one_mention_per_post
  ON notifications (user_id, post_id)
  WHERE comment_id IS NULL AND kind = 'mentioned';

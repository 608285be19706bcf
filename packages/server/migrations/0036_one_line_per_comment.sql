-- The message-centre lines a new comment makes (its post's author, the member it answers, the
-- members it mentions) are written by a job after the comment commits (comments/tellAnswered.ts).
-- Jobs run at least once: a node stopping after the lines and before marking the job done runs it
-- again. One line per member, kind and comment is what a member expects, so it is an index, and
-- writing a line again does nothing. Duplicates that exist (none should) keep their first line.
DELETE FROM notifications AS later
 USING notifications AS first
 WHERE later.comment_id IS NOT NULL
   AND later.kind IN ('postCommented', 'commentReplied', 'mentioned')
   AND first.user_id = later.user_id
   AND first.kind = later.kind
   AND first.comment_id = later.comment_id
   AND first.id < later.id;

CREATE UNIQUE INDEX notifications_one_per_comment
  ON notifications (user_id, kind, comment_id)
  WHERE comment_id IS NOT NULL AND kind IN ('postCommented', 'commentReplied', 'mentioned');

import { hotScoreSql } from '../../../packages/server/src/modules/posts/hotScore.ts';
import { categories, languages, rareWordEvery, searchWords, tags } from './corpus.ts';
import type { Plan } from './plan.ts';
import { commentTailShape } from './plan.ts';
import { literal, pick, scatterStep, textArray, uniform, weightedChoice, zipfRank } from './sqlRandom.ts';

/**
 * The set-based statements of the generator: each fills one batch with INSERT … SELECT over
 * generate_series, so PostgreSQL (or PGlite) does the work, not a loop in Node.
 */

const day = "interval '1 day'";
const span = "interval '730 days'";
/** Authors and commenters: a few members write most (power law over member rank). */
const authorExponent = 0.7;
const followeeExponent = 0.8;

const now = (plan: Plan) => `${literal(plan.now)}::timestamptz`;

/** The language of a post (1-based index into `languages`), a pure function of its id. */
function languageOf(keyExpr: string): string {
  return weightedChoice(
    uniform(keyExpr, 1),
    languages.map((language, index) => ({ weight: language.weight, sql: String(index + 1) })),
  );
}

/** The four corpora as one VALUES list to join on the language index. */
function languagesTable(): string {
  const rows = languages.map(
    (language, index) =>
      `(${index + 1}, ${literal(language.code)}, ${literal(language.separator)}, ${literal(language.usernamePrefix)}, ${textArray(language.countries)}, ${language.countries.length}, ` +
      `${textArray(language.subjects)}, ${textArray(language.topics)}, ${textArray(language.sentences)}, ${textArray(language.comments)}, ${textArray(language.pollTitles)})`,
  );
  return `(VALUES ${rows.join(', ')}) AS lang(l, code, sep, username_prefix, countries, country_count, subjects, topics, sentences, comments, poll_titles)`;
}

const corpusSize = { subjects: 12, topics: 12, sentences: 14, comments: 12, pollTitles: 3 };
for (const language of languages) {
  const actual = {
    subjects: language.subjects.length,
    topics: language.topics.length,
    sentences: language.sentences.length,
    comments: language.comments.length,
    pollTitles: language.pollTitles.length,
  };
  if (JSON.stringify(actual) !== JSON.stringify(corpusSize))
    throw new Error(
      `corpus of ${language.code} has ${JSON.stringify(actual)}, expected ${JSON.stringify(corpusSize)}`,
    );
}

function image(keyExpr: string, width = 1080, height = 1440): string {
  return `jsonb_build_object('url', '/uploads/bench/' || ((${keyExpr}) % 500) || '.jpg', 'width', ${width}, 'height', ${height})`;
}

export function usersBatch(plan: Plan, from: number, to: number): string {
  const key = `${plan.userBase} + i`;
  return `
    INSERT INTO users (id, issuer, subject, username, avatar_url, country_code, locale, role, created_at, last_seen_at, level)
    OVERRIDING SYSTEM VALUE
    SELECT ${plan.userBase} + i, 'bench', 'bench-' || i, lang.username_prefix || i,
      '/uploads/bench/avatar-' || (i % 1000) || '.png',
      lang.countries[1 + floor(lang.country_count * ${uniform(key, 5)})::int],
      lang.code, 'member',
      ${now(plan)} - ${span} - ${day} * 365 * ${uniform(key, 2)},
      ${now(plan)} - ${day} * 30 * ${uniform(key, 3)},
      1 + floor(9 * power(${uniform(key, 4)}, 4))::int
    FROM generate_series(${from}, ${to}) AS i
    JOIN ${languagesTable()} ON lang.l = ${languageOf(key)}`;
}

/** Boards by post weight, with their main board and sections, as CASE expressions. */
function boardExpressions(plan: Plan, keyExpr: string) {
  const board = weightedChoice(
    uniform(keyExpr, 10),
    plan.boards.filter((row) => row.weight > 0).map((row) => ({ weight: row.weight, sql: String(row.id) })),
  );
  const mainBoard = `(CASE board_id ${plan.boards.map((row) => `WHEN ${row.id} THEN ${row.mainBoardId}`).join(' ')} END)`;
  const withSections = plan.boards.filter((row) => row.sections.length);
  const section = withSections.length
    ? `(CASE board_id ${withSections
        .map(
          (row) =>
            `WHEN ${row.id} THEN ${weightedChoice(uniform(keyExpr, 11), [
              ...row.sections.map((section) => ({
                weight: section.closed ? 0.1 : 1,
                sql: String(section.id),
              })),
              { weight: 1, sql: 'NULL::bigint' },
            ])}`,
        )
        .join(' ')} END)`
    : 'NULL::bigint';
  return { board, mainBoard, section };
}

/**
 * Posts n = from..to with their likes and favourites in one statement. A post's counters are drawn
 * first (comments from a heavy tail by popularity, likes and favourites following them), then its
 * like and favourite rows are generated to match, so every counter is exact without an UPDATE.
 * Popularity q is uniform, so popular posts fall anywhere in the two years; the comment scale is
 * calibrated on its expectation, so the total lands within about a percent of the target.
 * Likers of a post are distinct members, a scattered walk from a drawn start.
 */
export function postsBatch(plan: Plan, from: number, to: number): string {
  const id = 'id';
  const { board, mainBoard, section } = boardExpressions(plan, id);
  const likerStep = scatterStep(plan.users);
  const sentencePicks = [0, 1, 2, 3, 4, 5]
    .map((k) => pick('lang.sentences', corpusSize.sentences, uniform(id, 100 + k)))
    .join(', ');
  return `
    WITH base AS (
      SELECT n, ${plan.postBase} + n AS id,
        ${uniform(`${plan.postBase} + n`, 9)} AS q,
        ${now(plan)} - ${span} + ${span} * sqrt((n - 0.5)::float8 / ${plan.posts}) AS created_at
      FROM generate_series(${from}, ${to}) AS n
    ), drawn AS (
      SELECT base.*,
        ${board} AS board_id,
        ${plan.userBase} + ${zipfRank(uniform(id, 12), plan.users, authorExponent)} AS author_id,
        ${languageOf(id)} AS l,
        least(${plan.commentCap}, floor(${plan.commentScale} * (power(1 - q, ${-1 / commentTailShape}) - 1)))::int AS comment_count
      FROM base
    ), counted AS (
      SELECT drawn.*,
        least(${plan.users - 1}, floor(comment_count * 0.5 * (0.5 + ${uniform(id, 13)})) + CASE WHEN ${uniform(id, 14)} < 0.3 THEN 1 + floor(3 * ${uniform(id, 15)}) ELSE 0 END)::int AS like_count,
        least(${plan.users - 1}, floor(comment_count * 0.1 * (0.5 + ${uniform(id, 16)})) + CASE WHEN ${uniform(id, 17)} < 0.1 THEN 1 ELSE 0 END)::int AS favourite_count,
        CASE WHEN comment_count = 0 THEN created_at
          ELSE created_at + least(${now(plan)} - created_at, interval '1 hour' * (2 + comment_count * (0.25 + 0.5 * ${uniform(id, 18)}))) END AS last_activity_at,
        ${weightedChoice(uniform(id, 19), [
          { weight: 0.2, sql: "'picture'" },
          { weight: 0.05, sql: "'topic'" },
          { weight: 0.02, sql: "'bug_report'" },
          { weight: 0.73, sql: "'post'" },
        ])} AS kind,
        ARRAY[${sentencePicks}] AS picked,
        2 + floor(5 * ${uniform(id, 20)})::int AS sentence_count
      FROM drawn JOIN ${languagesTable()} ON lang.l = drawn.l
    ), ready AS (
      SELECT counted.*, ${mainBoard} AS main_board_id, ${section} AS section_id,
        CASE WHEN ${uniform(id, 21)} < 0.01 THEN 'deleted' ELSE 'published' END AS status
      FROM counted
    ), inserted AS (
      INSERT INTO posts (id, author_id, board_id, main_board_id, section_id, kind, category, title, content_html, content_text, excerpt,
        card_images, cover, tags, bug_report, comment_visibility, status, featured, home_recommended, sunk, view_count, like_count,
        comment_count, favourite_count, share_count, hot_score, created_at, edited_at, last_activity_at, deleted_at)
      OVERRIDING SYSTEM VALUE
      SELECT id, author_id, board_id, main_board_id, section_id, kind,
        CASE WHEN ${uniform(id, 22)} < 0.7 THEN ${pick(textArray(categories), categories.length, uniform(id, 23))} END,
        ${pick('lang.subjects', corpusSize.subjects, uniform(id, 24))} || lang.sep || ${pick('lang.topics', corpusSize.topics, uniform(id, 25))}
          || CASE WHEN id % ${rareWordEvery} = 7 THEN ' ${searchWords.rare}' ELSE '' END,
        '<p>' || array_to_string(picked[1:sentence_count], '</p><p>') || '</p>'
          || CASE WHEN kind = 'picture' THEN '<p><img src="/uploads/bench/' || (id % 500) || '.jpg" width="1080" height="1440"></p>' ELSE '' END,
        array_to_string(picked[1:sentence_count], lang.sep),
        left(array_to_string(picked[1:sentence_count], lang.sep), 140),
        CASE
          WHEN kind = 'picture' THEN (CASE floor(3 * ${uniform(id, 26)})::int WHEN 0 THEN jsonb_build_array(${image('id')})
            WHEN 1 THEN jsonb_build_array(${image('id')}, ${image('id + 1')}) ELSE jsonb_build_array(${image('id')}, ${image('id + 1')}, ${image('id + 2')}) END)
          WHEN ${uniform(id, 27)} < 0.25 THEN jsonb_build_array(${image('id', 1280, 960)})
          ELSE '[]'::jsonb END,
        CASE WHEN kind = 'topic' THEN ${image('id', 1600, 900)} END,
        CASE WHEN ${uniform(id, 28)} < 0.3 THEN ARRAY[${pick(textArray(tags), tags.length, uniform(id, 29))}] ELSE '{}'::text[] END,
        CASE WHEN kind = 'bug_report' THEN jsonb_build_object('device', 'Nova 12 Pro', 'systemVersion', 'NovaOS 3.' || (id % 4)) END,
        ${weightedChoice(uniform(id, 30), [
          { weight: 0.01, sql: "'author_only'" },
          { weight: 0.02, sql: "'after_comment'" },
          { weight: 0.97, sql: "'everyone'" },
        ])},
        status,
        q > 0.998 AND ${uniform(id, 31)} < 0.6,
        q > 0.9993,
        ${uniform(id, 32)} < 0.001,
        comment_count * 25 + like_count * 10 + floor(300 * ${uniform(id, 33)})::int,
        like_count, comment_count, favourite_count, floor(like_count * 0.1)::int,
        ${hotScoreSql},
        created_at,
        CASE WHEN ${uniform(id, 34)} < 0.1 THEN created_at + (last_activity_at - created_at) * ${uniform(id, 35)} END,
        last_activity_at,
        CASE WHEN status = 'deleted' THEN created_at + (${now(plan)} - created_at) * ${uniform(id, 36)} END
      FROM ready JOIN ${languagesTable()} ON lang.l = ready.l
      RETURNING id, created_at, like_count, favourite_count
    ), likes AS (
      INSERT INTO post_likes (user_id, post_id, created_at)
      SELECT ${plan.userBase} + 1 + (floor(${uniform('id', 37)} * ${plan.users})::bigint + i::bigint * ${likerStep}) % ${plan.users}, id,
        created_at + (${now(plan)} - created_at) * ${uniform(`id * ${plan.users} + i`, 38)}
      FROM inserted CROSS JOIN LATERAL generate_series(0, like_count - 1) AS i
    )
    INSERT INTO post_favourites (user_id, post_id, created_at)
    SELECT ${plan.userBase} + 1 + (floor(${uniform('id', 39)} * ${plan.users})::bigint + i::bigint * ${likerStep}) % ${plan.users}, id,
      created_at + (${now(plan)} - created_at) * ${uniform(`id * ${plan.users} + i`, 40)}
    FROM inserted CROSS JOIN LATERAL generate_series(0, favourite_count - 1) AS i`;
}

/** How many top-level comments come before position k of a post (positions k % 10 in 3, 6, 9 are replies). */
const topLevelBefore = (k: string) => `((${k} - 1) - ((${k} + 6) / 10 + (${k} + 3) / 10 + ${k} / 10))`;
/** The position of the j-th top-level comment. */
const positionOfTopLevel = (j: string) =>
  `(10 * ((${j} - 1) / 7) + (ARRAY[1, 2, 4, 5, 7, 8, 10])[((${j} - 1) % 7) + 1])`;

/**
 * The comments of posts from..to (ids) with their likes. A post's comments take consecutive ids in
 * the order they were written; 30 % are replies (positions 3, 6, 9 of every ten) under an earlier
 * top-level comment, the first comments drawing most replies; 40 % of replies answer the previous
 * reply in the same thread and name its author. Rows go in shuffled, so a post's comments are spread
 * over the table as in a forum that has run for years. Reply counts are counted in the batch.
 */
export function commentsBatch(plan: Plan, fromPostId: number, toPostId: number, idOffset: number): string {
  const likerStep = scatterStep(plan.users);
  const [first, second, third] = [0, 1, 2].map((k) =>
    pick('lang.comments', corpusSize.comments, uniform('t.id', 60 + k)),
  );
  return `
    WITH p AS (
      SELECT id AS post_id, created_at AS post_created, last_activity_at AS post_last, comment_count AS c,
        ${idOffset} + sum(comment_count) OVER (ORDER BY id) - comment_count AS first_id
      FROM posts WHERE id BETWEEN ${fromPostId} AND ${toPostId} AND comment_count > 0
    ), positioned AS (
      SELECT p.first_id + k AS id, p.first_id, p.post_id, k, p.c, p.post_created, p.post_last,
        (k > 2 AND k % 10 IN (3, 6, 9)) AS is_reply
      FROM p CROSS JOIN LATERAL generate_series(1, p.c) AS k
    ), drawn AS (
      SELECT id, post_id, k, post_created,
        ${plan.userBase} + ${zipfRank(uniform('id', 50), plan.users, authorExponent)} AS author_id,
        CASE WHEN is_reply THEN first_id + ${positionOfTopLevel(`1 + floor(${topLevelBefore('k')} * power(${uniform('id', 51)}, 3))::int`)} END AS parent_id,
        post_created + (post_last - post_created) * power(k::float8 / c, 2) AS created_at
      FROM positioned
    ), threaded AS (
      SELECT drawn.*, lag(id) OVER thread AS previous_reply_id, lag(author_id) OVER thread AS previous_reply_author
      FROM drawn WINDOW thread AS (PARTITION BY parent_id ORDER BY id)
    ), reply_counts AS (
      SELECT parent_id, count(*)::int AS n FROM drawn WHERE parent_id IS NOT NULL GROUP BY parent_id
    ), inserted AS (
      INSERT INTO comments (id, post_id, author_id, parent_id, reply_to_id, reply_to_user_id, content, images, status, like_count, reply_count, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT t.id, t.post_id, t.author_id, t.parent_id,
        CASE WHEN t.parent_id IS NULL THEN NULL WHEN t.previous_reply_id IS NOT NULL AND ${uniform('t.id', 52)} < 0.4 THEN t.previous_reply_id ELSE t.parent_id END,
        CASE WHEN t.parent_id IS NOT NULL AND t.previous_reply_id IS NOT NULL AND ${uniform('t.id', 52)} < 0.4 THEN t.previous_reply_author END,
        CASE floor(3 * ${uniform('t.id', 53)})::int WHEN 0 THEN ${first}
          WHEN 1 THEN ${first} || lang.sep || ${second}
          ELSE ${first} || lang.sep || ${second} || lang.sep || ${third} END,
        CASE WHEN ${uniform('t.id', 54)} < 0.03 THEN jsonb_build_array(${image('t.id', 1080, 1080)}) ELSE '[]'::jsonb END,
        'published',
        CASE WHEN ${uniform('t.id', 55)} < 0.15 THEN least(500, 1 + floor(power(1 - ${uniform('t.id', 56)}, -0.5) - 1))::int ELSE 0 END,
        coalesce(r.n, 0),
        t.created_at
      FROM threaded t
      JOIN ${languagesTable()} ON lang.l = ${languageOf('t.post_id')}
      LEFT JOIN reply_counts r ON r.parent_id = t.id
      ORDER BY random()
      RETURNING id, like_count, created_at
    )
    INSERT INTO comment_likes (user_id, comment_id, created_at)
    SELECT ${plan.userBase} + 1 + (floor(${uniform('id', 57)} * ${plan.users})::bigint + i::bigint * ${likerStep}) % ${plan.users}, id,
      created_at + (${now(plan)} - created_at) * ${uniform(`id * 509 + i`, 58)}
    FROM inserted CROSS JOIN LATERAL generate_series(0, like_count - 1) AS i`;
}

/** Members follow 0–40 members each (active ones more), popular authors drawing most followers. */
export function memberFollowsBatch(plan: Plan, from: number, to: number): string {
  return `
    INSERT INTO user_follows (follower_id, followee_id, created_at)
    SELECT follower_id, followee_id, min(created_at) FROM (
      SELECT ${plan.userBase} + i AS follower_id,
        ${plan.userBase} + ${zipfRank(uniform('i * 1000 + j', 70), plan.users, followeeExponent)} AS followee_id,
        ${now(plan)} - ${span} * ${uniform('i * 1000 + j', 71)} AS created_at
      FROM generate_series(${from}, ${to}) AS i
      CROSS JOIN LATERAL generate_series(1, floor(40 * power(${uniform('i', 72)}, 2))::int) AS j
    ) drawn
    WHERE follower_id <> followee_id
    GROUP BY follower_id, followee_id`;
}

/** Members follow 0–3 boards they can see, the big boards most. */
export function boardFollowsBatch(plan: Plan, from: number, to: number): string {
  const visible = plan.boards.filter((board) => board.publicToVisitors);
  const board = weightedChoice(
    uniform('i * 10 + j', 80),
    visible.map((row) => ({ weight: row.weight + 0.05, sql: String(row.id) })),
  );
  return `
    INSERT INTO board_follows (user_id, board_id, created_at)
    SELECT user_id, board_id, min(created_at) FROM (
      SELECT ${plan.userBase} + i AS user_id, ${board} AS board_id, ${now(plan)} - ${span} * ${uniform('i * 10 + j', 81)} AS created_at
      FROM generate_series(${from}, ${to}) AS i
      CROSS JOIN LATERAL generate_series(1, floor(4 * power(${uniform('i', 82)}, 2))::int) AS j
    ) drawn
    GROUP BY user_id, board_id`;
}

/**
 * The bench member follows 50 prolific members (ranks 1, 21, 41 …) and the five biggest boards it
 * can see, and blocks three members, so the Following feed and the block filter have real work.
 */
export function benchUserStatements(plan: Plan): string[] {
  const boards = plan.boards
    .filter((board) => board.publicToVisitors)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 5);
  return [
    `INSERT INTO user_follows (follower_id, followee_id, created_at)
     SELECT ${plan.benchUserId}, ${plan.userBase} + 1 + 20 * k, ${now(plan)} - ${day} * k FROM generate_series(0, ${Math.min(49, Math.floor((plan.users - 1) / 20))}) AS k`,
    // The demo community may have the member follow some of these boards already (and the key is
    // off during the load, so ON CONFLICT would not see it).
    `INSERT INTO board_follows (user_id, board_id, created_at)
     SELECT ${plan.benchUserId}, board_id, ${now(plan)} - ${day} * k FROM unnest(ARRAY[${boards.map((board) => board.id).join(', ')}]::bigint[]) WITH ORDINALITY AS chosen(board_id, k)
     WHERE NOT EXISTS (SELECT 1 FROM board_follows f WHERE f.user_id = ${plan.benchUserId} AND f.board_id = chosen.board_id)`,
    `INSERT INTO user_blocks (blocker_id, blocked_id, created_at)
     SELECT ${plan.benchUserId}, ${plan.userBase} + k, ${now(plan)} - ${day} * k FROM generate_series(2, 4) AS k
     ON CONFLICT DO NOTHING`,
  ];
}

/** A few posts per board pinned (popular ones of the last 90 days), and two per main board pinned there. */
export function pinStatements(plan: Plan): string[] {
  const recentFirst = `(created_at > ${now(plan)} - ${day} * 90) DESC, like_count DESC, id DESC`;
  return [
    `UPDATE posts SET pinned = 'sub' WHERE id IN (
       SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY board_id ORDER BY ${recentFirst}) AS r FROM posts WHERE status = 'published') ranked WHERE r <= 2)`,
    `UPDATE posts SET pinned = 'main' WHERE id IN (
       SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY main_board_id ORDER BY ${recentFirst}) AS r FROM posts WHERE status = 'published' AND pinned IS NULL) ranked WHERE r <= 2)`,
  ];
}

/** Half a percent of posts carry a three-option poll (nobody has voted yet). */
export function pollStatements(plan: Plan): string[] {
  const chosen = `FROM generate_series(${plan.postBase + 1}, ${plan.postBase + plan.posts}) AS id WHERE ${uniform('id', 90)} < 0.005`;
  return [
    `INSERT INTO polls (post_id, title, type, multiple, deadline, voter_count)
     SELECT id, ${pick('lang.poll_titles', corpusSize.pollTitles, uniform('id', 91))}, 'text', ${uniform('id', 92)} < 0.3, ${now(plan)} + ${day} * (floor(60 * ${uniform('id', 93)}) - 30), 0
     FROM (SELECT id ${chosen}) chosen JOIN ${languagesTable()} ON lang.l = ${languageOf('id')}`,
    `INSERT INTO poll_options (post_id, position, label, image_url, vote_count)
     SELECT post_id, k, 'Option ' || (k + 1), NULL, 0 FROM polls CROSS JOIN generate_series(0, 2) AS k
     WHERE post_id BETWEEN ${plan.postBase + 1} AND ${plan.postBase + plan.posts}`,
  ];
}

/** Counters that depend on many rows, set from the rows once they are all in. */
export function counterStatements(): string[] {
  return [
    `UPDATE users SET post_count = counted.n FROM (SELECT author_id, count(*)::int AS n FROM posts WHERE status = 'published' GROUP BY author_id) counted
     WHERE users.id = counted.author_id AND users.post_count <> counted.n`,
    `UPDATE users SET follower_count = counted.n FROM (SELECT followee_id, count(*)::int AS n FROM user_follows GROUP BY followee_id) counted
     WHERE users.id = counted.followee_id AND users.follower_count <> counted.n`,
    `UPDATE users SET following_count = counted.n FROM (SELECT follower_id, count(*)::int AS n FROM user_follows GROUP BY follower_id) counted
     WHERE users.id = counted.follower_id AND users.following_count <> counted.n`,
    // Counted afresh below: lines of posts published before (the demo's) are in the recount.
    `DELETE FROM board_post_count_changes`,
    `UPDATE boards SET post_count = coalesce(counted.n, 0) FROM boards b LEFT JOIN (SELECT board_id, count(*)::int AS n FROM posts WHERE status = 'published' GROUP BY board_id) counted
     ON counted.board_id = b.id WHERE boards.id = b.id`,
    `UPDATE boards SET follower_count = coalesce(counted.n, 0) FROM boards b LEFT JOIN (SELECT board_id, count(*)::int AS n FROM board_follows GROUP BY board_id) counted
     ON counted.board_id = b.id WHERE boards.id = b.id`,
    `SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`,
    `SELECT setval(pg_get_serial_sequence('posts', 'id'), greatest(1, (SELECT max(id) FROM posts)))`,
    `SELECT setval(pg_get_serial_sequence('comments', 'id'), greatest(1, (SELECT max(id) FROM comments)))`,
  ];
}

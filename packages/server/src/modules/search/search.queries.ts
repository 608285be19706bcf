import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { lowerPrefixPattern, queryRows } from '../../platform/db/database.ts';
import { users } from '../identity/index.ts';
import { markedBy, postFavourites, postLikes, posts, visibleTo } from '../posts/index.ts';
import type { PostFilter } from '../posts/index.ts';
import type { SearchQuery } from './searchText.ts';
import { russianKeyOf } from './russianKeys.ts';
import { indexableText, isOneCharacter, runPhrase, searchConfig } from './searchText.ts';
import { postSearch, searchIndexFormat } from './search.tables.ts';

/** The SQL of search: the words index of posts, finding posts in it, and finding members by name. */

const config = sql.raw(`'${searchConfig}'::regconfig`);

/** A post's words: its title weighs more (A) than its text (B) when ranking. */
const documentOf = (title: string, text: string) =>
  sql`setweight(to_tsvector(${config}, ${indexableText(title)}), 'A') || setweight(to_tsvector(${config}, ${indexableText(text)}), 'B')`;

/** Indexes a post's title and text (again, after an edit). */
export async function indexPost(db: Db, post: { id: bigint; title: string; contentText: string }) {
  await db
    .insert(postSearch)
    .values({ postId: post.id, document: documentOf(post.title, post.contentText) as unknown as string })
    .onConflictDoUpdate({
      target: postSearch.postId,
      set: { document: documentOf(post.title, post.contentText) as unknown as string },
    });
}

/** The posts after `afterId`, oldest first, whatever their state: the rebuild indexes them all. */
export async function postTextsAfter(db: Db, afterId: bigint, limit: number) {
  return db
    .select({ id: posts.id, title: posts.title, contentText: posts.contentText })
    .from(posts)
    .where(sql`${posts.id} > ${afterId}`)
    .orderBy(posts.id)
    .limit(limit);
}

/** Indexes many posts in one statement (the rebuild's batches). */
export async function indexPosts(db: Db, batch: { id: bigint; title: string; contentText: string }[]) {
  if (!batch.length) return;
  const values = sql.join(
    batch.map((post) => sql`(${post.id}, ${documentOf(post.title, post.contentText)})`),
    sql`, `,
  );
  await db.execute(
    sql`INSERT INTO post_search (post_id, document) VALUES ${values}
        ON CONFLICT (post_id) DO UPDATE SET document = excluded.document`,
  );
}

/** The format the index was written in (migration 0035). */
export async function indexFormatOf(db: Db): Promise<number> {
  const [row] = await db.select({ version: searchIndexFormat.version }).from(searchIndexFormat);
  return row?.version ?? 0;
}

export async function recordIndexFormat(db: Db, version: number) {
  await db.update(searchIndexFormat).set({ version });
}

/** The index's size on disk, table and GIN index together (the rebuild prints it). */
export async function searchIndexSize(db: Db) {
  const [row] = await queryRows<{ rows: string; bytes: string }>(
    db,
    sql`SELECT (SELECT count(*) FROM post_search)::text AS rows, pg_total_relation_size('post_search')::text AS bytes`,
  );
  return { rows: Number(row!.rows), bytes: Number(row!.bytes) };
}

/**
 * Every word must be found (in any form its stem takes, or, for a Russian noun whose stem changes
 * across cases, by its key); each unspaced run as written.
 */
export function tsqueryOf(query: SearchQuery): SQL {
  const parts: SQL[] = [];
  const keyed = query.words.map((word) => ({ word, key: russianKeyOf(word) }));
  const plain = keyed.filter(({ key }) => !key).map(({ word }) => word);
  if (plain.length) parts.push(sql`plainto_tsquery(${config}, ${plain.join(' ')})`);
  for (const { word, key } of keyed)
    if (key) parts.push(sql`(plainto_tsquery(${config}, ${word}) || plainto_tsquery(${config}, ${key}))`);
  for (const run of query.runs)
    parts.push(
      isOneCharacter(run)
        ? // Han and kana hold no tsquery syntax: quoting the character is enough.
          sql`to_tsquery(${config}, ${`'${run}':*`})`
        : sql`phraseto_tsquery(${config}, ${runPhrase(run)})`,
    );
  // In parentheses: `@@` binds tighter than `&&`.
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** The stems PostgreSQL makes of the query's words: what the highlighting marks besides the words. */
export async function stemsOf(db: Db, query: SearchQuery): Promise<string[]> {
  if (!query.words.length) return [];
  const [row] = await queryRows<{ stems: string[] | null }>(
    db,
    sql`SELECT tsvector_to_array(to_tsvector(${config}, ${query.words.join(' ')})) AS stems`,
  );
  return row?.stems ?? [];
}

/**
 * How fast age weighs on a found post: one this many days old counts half as much as today's. Slow,
 * so relevance leads and age parts near equals (a title match from last season still beats a
 * passing mention from today).
 */
const ageScaleDays = sql.raw('180.0');

export type SearchFilters = {
  /** Only posts of this board or of its sub boards. */
  boardId?: bigint;
  /** Only posts published since. */
  since?: Date;
};

export type FoundPost = {
  id: bigint;
  title: string;
  contentText: string;
  score: number;
  liked: boolean;
  favourited: boolean;
};

/**
 * One page of posts found, best first. The index gives the newest `candidates` posts holding the
 * query (newest first: a common word's matches are many, and the planner walks the posts from the
 * newest until it has enough, or reads a rare word's few from the index); those are ranked by
 * relevance (ts_rank_cd, the title weighing more), engagement (likes and comments, on a log scale)
 * and age (a post `ageScaleDays` old counts half), then kept to what the viewer may read — the posts lists' own rule.
 */
export async function searchPostPage(
  db: Db,
  options: {
    query: SearchQuery;
    filters: SearchFilters;
    visibility: PostFilter;
    candidates: number;
    now: Date;
    after?: { score: number; id: bigint };
    limit: number;
  },
): Promise<FoundPost[]> {
  const tsquery = tsqueryOf(options.query);
  const { boardId, since } = options.filters;
  const placed =
    boardId !== undefined || since
      ? sql`AND EXISTS (SELECT 1 FROM ${posts} placed WHERE placed.id = s.post_id
              ${boardId !== undefined ? sql`AND (placed.board_id = ${boardId} OR placed.main_board_id = ${boardId})` : sql``}
              ${since ? sql`AND placed.created_at >= ${since}` : sql``})`
      : sql``;
  const ageDays = sql`greatest(extract(epoch FROM (${options.now}::timestamptz - ${posts.createdAt})), 0) / 86400.0`;
  const score = sql`(matched.relevance * ln(3 + ${posts.likeCount} + 2 * ${posts.commentCount}) / (1 + ${ageDays} / ${ageScaleDays}))::float8`;
  const after = options.after
    ? sql`AND (${score}, ${posts.id}) < (${options.after.score}::float8, ${options.after.id})`
    : sql``;
  return queryRows<FoundPost>(
    db,
    sql`WITH matched AS MATERIALIZED (
          SELECT s.post_id, ts_rank_cd(s.document, ${tsquery}) AS relevance
          FROM ${postSearch} s
          WHERE s.document @@ ${tsquery} ${placed}
          ORDER BY s.post_id DESC
          LIMIT ${options.candidates}
        )
        SELECT ${posts.id} AS id, ${posts.title} AS title, ${posts.contentText} AS "contentText",
               ${score} AS score,
               ${markedBy(postLikes, options.visibility.markedFor)} AS liked,
               ${markedBy(postFavourites, options.visibility.markedFor)} AS favourited
        FROM matched JOIN ${posts} ON ${posts.id} = matched.post_id
        WHERE ${visibleTo(options.visibility)} ${after}
        ORDER BY score DESC, ${posts.id} DESC
        LIMIT ${options.limit}`,
  ).then((rows) => rows.map((row) => ({ ...row, id: BigInt(row.id), score: Number(row.score) })));
}

/** Members whose name starts with `prefix` (any script, any case), shortest names first, then by name. */
export async function membersNamed(db: Db, prefix: string, offset: number, limit: number) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) LIKE ${lowerPrefixPattern(prefix)}`)
    .orderBy(sql`length(${users.username})`, users.username, users.id)
    .offset(offset)
    .limit(limit);
}

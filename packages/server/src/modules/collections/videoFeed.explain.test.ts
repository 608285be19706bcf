import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/testApp.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { videoPostsBeforeQuery } from './collections.queries.ts';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

const postCount = 20_000;
/** One post in fifty holds a video: the feed's index keeps only those. */
const videoEvery = 50;

/**
 * ARCHITECTURE §9: no query without an index on a hot path. The video feed's "older video posts" read
 * runs against 20,000 posts (ANALYZEd) and must be an index scan of `posts_video_feed` that reads
 * about a page of rows however deep its cursor, with no sort.
 */
describe(`the video feed's query plan (${testDatabase})`, () => {
  const site = useTestApp({ region: 'global' });
  const query = (sqlText: string, params: unknown[] = []) =>
    site.app.deps.database.withConnection((connection) => connection.query(sqlText, params));

  beforeAll(async () => {
    await query(
      `INSERT INTO users (issuer, subject, username, created_at) VALUES ('explain', 'a', 'explain_author', now())`,
    );
    await query(`INSERT INTO boards (parent_id, position, name) VALUES (NULL, 0, '{"en": "Main"}')`);
    await query(`
      INSERT INTO posts (author_id, board_id, main_board_id, kind, title, content_html, content_text, status, created_at, last_activity_at)
      SELECT (SELECT min(id) FROM users), b.id, b.id, 'post', 'Post ' || n,
        CASE WHEN n % ${videoEvery} = 0 THEN '<p>Clip</p><video src="/uploads/v/' || n || '.mp4"></video>' ELSE '<p>Words</p>' END,
        'Words', CASE WHEN n % 97 = 0 THEN 'deleted' ELSE 'published' END, now(), now()
      FROM generate_series(1, ${postCount}) AS n, (SELECT min(id) AS id FROM boards) b`);
    await query('ANALYZE posts');
  }, 120_000);

  it('reads a page of older video posts from its partial index, near the top and deep down', async () => {
    const [{ max } = { max: '0' }] = (await query('SELECT max(id)::text AS max FROM posts')) as {
      max: string;
    }[];
    const pageSize = 5;
    for (const before of [BigInt(max) + 1n, BigInt(max) / 10n]) {
      const statement = videoPostsBeforeQuery(
        site.app.deps.db,
        { excludedBoardIds: [], blockerId: null, markedFor: null },
        before,
        pageSize + 1,
      ).toSQL();
      const [row] = (await query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, statement.params)) as {
        'QUERY PLAN': [{ Plan: PlanNode }] | string;
      }[];
      const planJson = row!['QUERY PLAN'];
      const plan = (typeof planJson === 'string' ? JSON.parse(planJson) : planJson)[0].Plan as PlanNode;
      const scans = nodesOf(plan).filter((node) => node['Relation Name'] === 'posts');
      expect(scans.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
        [expect.stringMatching(/^Index (Only )?Scan$/), 'posts_video_feed'],
      ]);
      const rowsRead = scans.reduce(
        (sum, node) =>
          sum +
          ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1),
        0,
      );
      expect(rowsRead).toBeLessThanOrEqual(pageSize + 2);
      expect(nodesOf(plan).some((node) => node['Node Type'] === 'Sort')).toBe(false);
    }
  });
});

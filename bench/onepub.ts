import { openDatabase } from '../packages/server/src/platform/db/database.ts';
import { openMemberSessions, benchPost, inAppUserAgent } from './src/writeTargets.ts';
const url = process.argv[2]!;
const postId = process.argv[3]!;
const db = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/fanzone_bench' } as never);
const members = await db.withConnection((c) => openMemberSessions(c, 8));
await db.close();
const headers = (cookie: string) => ({ cookie, 'content-type': 'application/json', 'user-agent': inAppUserAgent, origin: url, 'x-requested-with': 'XMLHttpRequest' });
const post = async (cookie: string) => (await fetch(`${url}/api/posts`, { method: 'POST', headers: headers(cookie), body: JSON.stringify(benchPost(members)) })).status;
const comment = async (cookie: string) => (await fetch(`${url}/api/posts/${postId}/comments`, { method: 'POST', headers: headers(cookie), body: JSON.stringify({ content: 'Same here, the battery got better.' }) })).status;
const mode = process.argv[4];
// Warm: the first request of a kind loads catalogues.
console.log(mode === 'comment' ? await comment(members.cookies[0]!) : await post(members.cookies[0]!));
await fetch(`${url}/reset-marker`).catch(() => undefined);
const reset = new (await import('pg')).default.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/fanzone_bench' });
await reset.connect(); await reset.query('select pg_stat_statements_reset()'); await reset.end();
for (const cookie of members.cookies.slice(1, 6)) console.log(mode === 'comment' ? await comment(cookie) : await post(cookie));

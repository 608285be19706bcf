import type { FoundMember, Page } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { createReadCache } from '../../platform/cache.ts';
import type { Deps } from '../../platform/deps.ts';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { editorGroupsOfMembers } from '../identity/index.ts';
import { followedAmong, presentMemberSummary } from '../social/index.ts';
import { membersNamed } from './search.queries.ts';

const pageSize = limits.lists.pageSize;

/** A page of members found by a name prefix, the same for every reader: no one's follows in it. */
type FoundMembersPage = { found: (FoundMember & { memberId: bigint })[]; hasMore: boolean };

/**
 * Pages of members found by a name prefix, kept as long as boards' shared pages are
 * (`READ_CACHE_SECONDS`): a name typed by many at once is looked up once per node. A rename, a new
 * level or badge shows once the entry ends, as a board's page shows a new post.
 */
export type MemberSearchCache = Awaited<ReturnType<typeof createMemberSearchCache>>;

export async function createMemberSearchCache(deps: Pick<Deps, 'config' | 'clock' | 'bus'>) {
  const cache = createReadCache<FoundMembersPage>({
    name: 'search-members',
    ttlMs: deps.config.readCacheMs,
    clock: deps.clock,
    bus: deps.bus,
    maxEntries: 2_000,
  });
  await cache.ready;
  return cache;
}

/**
 * Members whose name starts with the keyword, in any script and case (the name index serves the
 * prefix), shortest names first so an exact name leads; each with level, editor-group badges and
 * whether the viewer follows them (asked per reader, the only part that is theirs). Pages go by
 * position: names change rarely between two pages.
 */
export async function searchMembers(
  deps: Pick<Deps, 'db'>,
  shared: MemberSearchCache,
  viewer: Viewer | null,
  input: { keyword: string; cursor?: string },
): Promise<{ found: FoundMember[]; page: Page }> {
  const prefix = input.keyword.trim();
  if (!prefix) throw new AppError('SEARCH_QUERY_EMPTY');
  const offset = Number(decodeCursor(input.cursor, ['id'])?.[0] ?? 0);
  const { found, hasMore } = await shared.get(`${prefix.toLowerCase()}|${offset}`, async () => {
    const rows = await membersNamed(deps.db, prefix, offset, pageSize + 1);
    const shown = rows.slice(0, pageSize);
    const groups = await editorGroupsOfMembers(
      deps.db,
      shown.map((row) => row.id),
    );
    return {
      found: shown.map((row) => ({
        ...presentMemberSummary(row, groups.get(row.id) ?? [], false),
        level: row.level,
        memberId: row.id,
      })),
      hasMore: rows.length > pageSize,
    };
  });
  const followed = viewer
    ? await followedAmong(
        deps.db,
        viewer.id,
        found.map((member) => member.memberId),
      )
    : new Set<bigint>();
  return {
    found: found.map(({ memberId, ...member }) => ({
      ...member,
      followed: memberId !== viewer?.id && followed.has(memberId),
    })),
    page: { cursor: hasMore ? encodeCursor([String(offset + pageSize)]) : null, hasMore },
  };
}

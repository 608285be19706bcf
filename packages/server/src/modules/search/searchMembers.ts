import type { FoundMember, Page } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { editorGroupsOfMembers } from '../identity/identity.queries.ts';
import { presentMemberSummary } from '../social/social.present.ts';
import { followedAmong } from '../social/social.queries.ts';
import { membersNamed } from './search.queries.ts';

const pageSize = limits.lists.pageSize;

/**
 * Members whose name starts with the keyword, in any script and case (the name index serves the
 * prefix), shortest names first so an exact name leads; each with level, editor-group badges and
 * whether the viewer follows them. Pages go by position: names change rarely between two pages.
 */
export async function searchMembers(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer | null,
  input: { keyword: string; cursor?: string },
): Promise<{ found: FoundMember[]; page: Page }> {
  const prefix = input.keyword.trim();
  if (!prefix) throw new AppError('SEARCH_QUERY_EMPTY');
  const offset = Number(decodeCursor(input.cursor, ['id'])?.[0] ?? 0);
  const rows = await membersNamed(deps.db, prefix, offset, pageSize + 1);
  const shown = rows.slice(0, pageSize);
  const ids = shown.map((row) => row.id);
  const [groups, followed] = await Promise.all([
    editorGroupsOfMembers(deps.db, ids),
    viewer ? followedAmong(deps.db, viewer.id, ids) : Promise.resolve(new Set<bigint>()),
  ]);
  const hasMore = rows.length > pageSize;
  return {
    found: shown.map((row) => ({
      ...presentMemberSummary(row, groups.get(row.id) ?? [], row.id !== viewer?.id && followed.has(row.id)),
      level: row.level,
    })),
    page: { cursor: hasMore ? encodeCursor([String(offset + pageSize)]) : null, hasMore },
  };
}

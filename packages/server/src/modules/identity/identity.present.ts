import type { My } from '@fanzone/contract';
import { banHolds } from './banHolds.ts';
import type { UserRow } from './identity.queries.ts';

/** Database rows → the `my` shape of spec §3, for HTTP and the socket alike. */
export function presentMy(
  user: UserRow,
  editorGroups: { name: string; type: string; active: boolean }[],
  moderatedBoardIds: readonly bigint[] | 'all',
  now: Date,
): My {
  return {
    id: user.id.toString(),
    avatar: user.avatarUrl,
    username: user.username,
    countryCode: user.countryCode,
    isBlocked: banHolds(user, now),
    editorGroupState: editorGroups.map((group) => ({
      name: group.name,
      type: group.type,
      status: group.active ? 'active' : 'inactive',
    })),
    grayState: user.grayState ? 'Y' : 'N',
    role: user.role,
    moderatedBoardIds: moderatedBoardIds === 'all' ? [] : moderatedBoardIds.map(String),
    locale: user.locale,
  };
}

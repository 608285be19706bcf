import type { My } from '@fanzone/contract';
import type { UserRow } from './identity.queries.ts';

/** Database rows → the `my` shape of spec §3, for HTTP and the socket alike. */
export function presentMy(
  user: UserRow,
  editorGroups: { name: string; type: string; active: boolean }[],
): My {
  return {
    id: user.id.toString(),
    avatar: user.avatarUrl,
    username: user.username,
    countryCode: user.countryCode,
    isBlocked: user.isBlocked,
    editorGroupState: editorGroups.map((group) => ({
      name: group.name,
      type: group.type,
      status: group.active ? 'active' : 'inactive',
    })),
    grayState: user.grayState ? 'Y' : 'N',
    role: user.role,
    locale: user.locale,
  };
}

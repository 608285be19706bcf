import type { MemberSummary } from '@fanzone/contract';
import type { UserRow } from '../identity/index.ts';

type GroupRow = { name: string; type: string; active: boolean };

export function presentMemberSummary(user: UserRow, groups: GroupRow[], followed: boolean): MemberSummary {
  return {
    id: user.id.toString(),
    username: user.username,
    avatar: user.avatarUrl,
    editorGroupState: groups.map((group) => ({
      name: group.name,
      type: group.type,
      status: group.active ? 'active' : 'inactive',
    })),
    followed,
  };
}

import type { My } from '@fanzone/contract';
import { Avatar } from '../../ui/Avatar.tsx';

/** Names of the member's active editor groups, joined by ' | ' (spec §3). */
export function editorGroupLabel(my: Pick<My, 'editorGroupState'>): string {
  return my.editorGroupState
    .filter((entry) => entry.status === 'active')
    .map((entry) => entry.name)
    .join(' | ');
}

/** The logged-in member's avatar, name and editor groups. */
export function PersonalHeader({ my }: { my: My }) {
  const groups = editorGroupLabel(my);
  return (
    <div className="profile-card" data-testid="personal-header">
      <Avatar src={my.avatar} name={my.username} size={64} />
      <div className="profile-card__text">
        <p className="profile-card__name" dir="auto" data-testid="personal-username">
          {my.username}
        </p>
        {groups ? (
          <p className="profile-card__groups" dir="auto">
            {groups}
          </p>
        ) : null}
      </div>
    </div>
  );
}

import type { My } from '@fanzone/contract';
import { EditorGroupNames } from '../../features/identity/EditorGroupNames.tsx';
import { Avatar } from '../../ui/Avatar.tsx';

/** The logged-in member's avatar, name and editor groups. */
export function PersonalHeader({ my }: { my: My }) {
  return (
    <div className="profile-card" data-testid="personal-header">
      <Avatar src={my.avatar} name={my.username} size={64} />
      <div className="profile-card__text">
        <p className="profile-card__name" dir="auto" data-testid="personal-username">
          {my.username}
        </p>
        <EditorGroupNames my={my} className="profile-card__groups" />
      </div>
    </div>
  );
}

import { Link } from '../../ui/Link.tsx';
import type { ReactNode } from 'react';
import type { MemberSummary } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { Avatar } from '../../ui/Avatar.tsx';
import { EditorGroupNames } from '../identity/EditorGroupNames.tsx';
import { MemberFollowButton } from './MemberFollowButton.tsx';

/**
 * A member in a list (followers, following, search results): avatar and name to their posts, their
 * editor-group badges, anything the list adds (a level), and Follow unless it is the reader.
 */
export function MemberRow({
  member,
  isReader,
  extra,
}: {
  member: MemberSummary;
  isReader: boolean;
  extra?: ReactNode;
}) {
  return (
    <li className="member-list__item" data-testid={`member-${member.id}`}>
      <Link to={paths.userPosts(member.id)} className="member-list__link">
        <Avatar src={member.avatar || null} name={member.username} size={40} />
        <span className="member-list__text">
          <span className="member-list__name" dir="auto">
            {member.username}
          </span>
          {extra}
          <EditorGroupNames my={member} className="member-list__groups" />
        </span>
      </Link>
      {isReader ? null : <MemberFollowButton member={member} />}
    </li>
  );
}

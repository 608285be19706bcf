import { useTranslation } from 'react-i18next';
import { useFollowMember } from './queries.ts';

/** Follow / Following of a member (a toggle: aria-pressed); visitors are sent to log in first. */
export function MemberFollowButton({
  member,
  testId,
  className = '',
}: {
  member: { id: string; followed: boolean };
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation('pages');
  const { toggle, isPending } = useFollowMember();
  return (
    <button
      type="button"
      className={`button ${member.followed ? 'button--secondary' : 'button--primary'} member-follow ${className}`}
      aria-pressed={member.followed}
      aria-busy={isPending || undefined}
      // Not `disabled`: the button keeps focus while the press is on its way; repeats are ignored.
      onClick={() => (isPending ? undefined : toggle(member))}
      data-testid={testId}
    >
      {member.followed ? t('user.following') : t('user.follow')}
    </button>
  );
}

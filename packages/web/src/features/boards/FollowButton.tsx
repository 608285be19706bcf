import { useTranslation } from 'react-i18next';
import { useFollowBoard } from './queries.ts';

/** Follow / Following (a toggle: aria-pressed); visitors are sent to log in first. */
export function FollowButton({ board }: { board: { id: string; followed: boolean } }) {
  const { t } = useTranslation('pages');
  const { toggle, isPending } = useFollowBoard();
  return (
    <button
      type="button"
      className={`button ${board.followed ? 'button--secondary' : 'button--primary'} board-follow`}
      aria-pressed={board.followed}
      aria-busy={isPending || undefined}
      // Not `disabled`: the button keeps focus while the press is on its way; repeats are ignored.
      onClick={() => (isPending ? undefined : toggle(board))}
      data-testid="board-follow"
    >
      {board.followed ? t('board.following') : t('board.follow')}
    </button>
  );
}

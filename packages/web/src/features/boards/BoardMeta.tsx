import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon.tsx';
import { formatCount } from './boardState.ts';

/** Followers and posts of a board, written the way the viewer's language writes numbers. */
export function BoardStats({ followerCount, postCount }: { followerCount: number; postCount: number }) {
  const { t, i18n } = useTranslation('pages');
  const locale = i18n.language;
  return (
    <dl className="board-stats">
      <div className="board-stats__item">
        <dt>{t('board.followers')}</dt>
        <dd data-testid="board-follower-count">{formatCount(followerCount, locale)}</dd>
      </div>
      <div className="board-stats__item">
        <dt>{t('board.posts')}</dt>
        <dd data-testid="board-post-count">{formatCount(postCount, locale)}</dd>
      </div>
    </dl>
  );
}

/** "Closed" (no new posts from general members, spec §5) and the lock of boards not open here (§4). */
export function BoardLabels({
  closed,
  openToViewerCountry,
}: {
  closed: boolean;
  openToViewerCountry: boolean;
}) {
  const { t } = useTranslation('pages');
  if (!closed && openToViewerCountry) return null;
  return (
    <span className="board-labels">
      {closed ? (
        <span className="board-label" data-testid="board-closed">
          {t('board.closed')}
        </span>
      ) : null}
      {openToViewerCountry ? null : (
        <span className="board-label board-label--lock" data-testid="board-locked">
          <Icon name="lock" size={14} />
          {t('board.notOpen')}
        </span>
      )}
    </span>
  );
}

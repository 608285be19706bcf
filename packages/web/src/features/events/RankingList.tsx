import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { EventView } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { Avatar } from '../../ui/Avatar.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useEventRanking } from './queries.ts';

/** The entries by likes: live until the announcement, then as announced; the tie rule said. */
export function RankingList({ event }: { event: EventView }) {
  const { t } = useTranslation('events');
  const ranking = useEventRanking(event.id, event.phase !== 'coming_soon');
  if (event.phase === 'coming_soon') return null;
  return (
    <section className="event-ranking" data-testid="event-ranking">
      <h2 className="event-heading">{t('ranking.title')}</h2>
      {ranking.isPending ? <Spinner label={t('common:loading')} /> : null}
      {ranking.isError && !ranking.data ? (
        <LoadFailed
          error={ranking.error}
          fallback={t('ranking.loadFailed')}
          onRetry={() => void ranking.refetch()}
          busy={ranking.isFetching}
        />
      ) : null}
      {ranking.data ? (
        <>
          <p className="event-note">
            {t(ranking.data.final ? 'ranking.final' : 'ranking.live')} {t('ranking.tie')}
          </p>
          {ranking.data.lines.length ? (
            <ol className="event-ranking__list">
              {ranking.data.lines.map((line) => (
                <li key={line.post.id} className="event-ranking__line" data-testid="ranking-line">
                  <span className="event-ranking__rank" data-testid="ranking-rank">
                    {t('ranking.rank', { rank: line.rank })}
                  </span>
                  <Avatar src={line.author.avatar} name={line.author.username} size={32} />
                  <span className="event-ranking__entry">
                    <Link to={paths.postDetails(line.post.id)} dir="auto" data-testid="ranking-title">
                      {line.post.title}
                    </Link>
                    <span className="event-ranking__author" dir="auto">
                      {line.author.username}
                    </span>
                  </span>
                  <span className="event-ranking__likes" data-testid="ranking-likes">
                    {t('ranking.likes', { count: line.likeCount })}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p>{t('ranking.empty')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}

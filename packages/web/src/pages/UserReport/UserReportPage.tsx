import { useTranslation } from 'react-i18next';
import type { YearInReview } from '@fanzone/contract';
import { reportYearOf } from '@fanzone/contract';
import type { PageProps } from '../pageProps.ts';
import { dateTimeFormat, numberFormat } from '../../platform/intl.ts';
import { useMy } from '../../features/identity/queries.ts';
import { useAuthActions } from '../../features/identity/useAuthActions.ts';
import { timeZoneName } from '../../features/promotions/calendarDays.ts';
import { ShareButton } from '../../features/share/ShareButton.tsx';
import { useYearInReview } from '../../features/yearInReview/queries.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../styles/promotions.css';

/**
 * The member's year in review (spec §2 `/2024userreports`): what they did that year, counted by the
 * server from their own data, and a button to share it. Visitors are asked to log in.
 */
export default function UserReportPage({ name }: PageProps) {
  const { t } = useTranslation(['promotions', 'titles']);
  const my = useMy();
  const { login } = useAuthActions();
  const year = reportYearOf(name);
  return (
    <PageFrame title={t(`titles:${name}`)}>
      {my ? (
        <Review year={year} />
      ) : (
        <EmptyState icon="lock" text={t('yearInReview.visitor', { year })}>
          <button type="button" className="button button--primary" onClick={login}>
            {t('common:logIn')}
          </button>
        </EmptyState>
      )}
    </PageFrame>
  );
}

function Review({ year }: { year: number }) {
  const { t } = useTranslation('promotions');
  const review = useYearInReview(year, true);
  if (review.isPending) return <Spinner label={t('common:loading')} />;
  if (review.isError)
    return (
      <LoadFailed
        error={review.error}
        fallback={t('yearInReview.loadFailed')}
        onRetry={() => void review.refetch()}
      />
    );
  return <ReviewView review={review.data} />;
}

function ReviewView({ review }: { review: YearInReview }) {
  const { t, i18n } = useTranslation('promotions');
  const locale = i18n.language;
  const count = (value: number) => numberFormat(locale).format(value);
  const stats: [string, number][] = [
    ['posts', review.postsPublished],
    ['likes', review.likesReceived],
    ['comments', review.commentsWritten],
    ['checkIns', review.checkInDays],
    ['medals', review.medalsEarned],
    ['coins', review.coinsEarned],
  ];
  const shareTitle = t('yearInReview.shareTitle', {
    year: review.year,
    posts: review.postsPublished,
    likes: review.likesReceived,
    checkIns: review.checkInDays,
  });
  return (
    <section className="year-review" data-testid="year-in-review">
      <div className="year-review__head">
        <Avatar src={review.avatar || null} name={review.username} size={48} />
        <h2 dir="auto">{t('yearInReview.heading', { username: review.username, year: review.year })}</h2>
        <ShareButton title={shareTitle} withText />
      </div>
      <p className="page__lead">{t('yearInReview.lead')}</p>
      <dl className="year-review__stats">
        {stats.map(([key, value]) => (
          <div key={key} className="year-review__stat">
            <dt>{t(`yearInReview.${key}`)}</dt>
            <dd data-testid={`review-${key}`}>{count(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="year-review__board" data-testid="review-favourite-board">
        <strong>{t('yearInReview.favouriteBoard')}</strong>
        {review.favouriteBoard ? (
          <>
            <p dir="auto">{review.favouriteBoard.name}</p>
            <p className="promotion__note">
              {t('yearInReview.favouriteBoardPosts', { posts: review.favouriteBoard.postCount })}
            </p>
          </>
        ) : (
          <p>{t('yearInReview.noBoard')}</p>
        )}
      </div>
      {review.firstPostAt ? (
        <p>
          {t('yearInReview.firstPost', {
            date: dateTimeFormat(locale, { dateStyle: 'long', timeZone: review.timeZone }).format(
              new Date(review.firstPostAt * 1000),
            ),
          })}
        </p>
      ) : null}
      <p className="promotion__note">
        {t('yearInReview.countedIn', {
          zone: timeZoneName(review.timeZone, locale, new Date(review.year, 6, 1)),
        })}
      </p>
    </section>
  );
}

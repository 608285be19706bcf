import { localized } from '@fanzone/contract';
import type { Locale, YearInReview } from '@fanzone/contract';
import { dayKey, regions } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { findUserById } from '../identity/index.ts';
import {
  checkInDaysOfYear,
  coinsEarnedInYear,
  commentsOfYear,
  favouriteBoardOfYear,
  likesReceivedInYear,
  medalsOfYear,
  postsOfYear,
} from './yearInReview.queries.ts';

/**
 * A member's year in review (spec §2 `/2024userreports`), counted from their own data in the
 * calendar year of the region's time zone, the one their check-in days and missions already use.
 * Only the member themselves reads it (the route needs a session and names no one else); a year that
 * has not begun yet on the injected clock has nothing to show.
 */
export async function yearInReviewOf(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  viewer: Viewer,
  year: number,
  locale: Locale,
): Promise<YearInReview> {
  const timeZone = regions[deps.config.region].timeZone;
  const currentYear = Number(dayKey(deps.clock.now(), timeZone).slice(0, 4));
  if (year > currentYear) throw new AppError('REVIEW_YEAR_NOT_STARTED');
  const period = { year, timeZone };
  const member = await findUserById(deps.db, viewer.id);
  if (!member) throw new AppError('USER_NOT_FOUND');
  const [postsPublished, likesReceived, commentsWritten, checkInDays, medalsEarned, coinsEarned, board] =
    await Promise.all([
      postsOfYear(deps.db, viewer.id, period),
      likesReceivedInYear(deps.db, viewer.id, period),
      commentsOfYear(deps.db, viewer.id, period),
      checkInDaysOfYear(deps.db, viewer.id, period),
      medalsOfYear(deps.db, viewer.id, period),
      coinsEarnedInYear(deps.db, viewer.id, period),
      favouriteBoardOfYear(deps.db, viewer.id, period),
    ]);
  return {
    year,
    timeZone,
    username: member.username,
    avatar: member.avatarUrl,
    postsPublished: postsPublished.count,
    likesReceived,
    commentsWritten,
    checkInDays,
    medalsEarned,
    coinsEarned,
    favouriteBoard: board
      ? { id: board.id.toString(), name: localized(board.name, locale), postCount: board.postCount }
      : null,
    firstPostAt: postsPublished.first ? unixSeconds(postsPublished.first) : null,
  };
}

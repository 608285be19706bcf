import { localized } from '@fanzone/contract';
import type { Locale, MedalView } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { findUserById } from '../identity/index.ts';
import type { MedalListRow } from './medals.queries.ts';
import { medalCatalogue, medalsHeldBy } from './medals.queries.ts';

type MedalRowWithAward = Omit<MedalListRow, 'awardedAt' | 'awardedBy'> & {
  awardedAt: Date | null;
  awardedBy: MedalListRow['awardedBy'] | null;
};

function presentMedal(row: MedalRowWithAward, locale: Locale): MedalView {
  return {
    id: row.id.toString(),
    name: localized(row.name, locale),
    description: localized(row.description, locale),
    iconUrl: row.iconUrl,
    holderCount: row.holderCount,
    missionTitle: row.missionTitle ? localized(row.missionTitle, locale) : null,
    held:
      row.awardedAt && row.awardedBy
        ? { awardedAt: unixSeconds(row.awardedAt), awardedBy: row.awardedBy }
        : null,
  };
}

/** The medal catalogue (spec §3): every medal, how it is won, and whether the viewer holds it. */
export async function medalCatalogueFor(deps: Pick<Deps, 'db'>, viewer: Viewer | null, locale: Locale) {
  return (await medalCatalogue(deps.db, viewer?.id ?? null)).map((row) => presentMedal(row, locale));
}

/** A member's medals for their profile, newest first; `held` says when and how that member won each. */
export async function memberMedals(deps: Pick<Deps, 'db'>, memberId: bigint, locale: Locale) {
  if (!(await findUserById(deps.db, memberId))) throw new AppError('USER_NOT_FOUND');
  return (await medalsHeldBy(deps.db, memberId)).map((row) => presentMedal(row, locale));
}

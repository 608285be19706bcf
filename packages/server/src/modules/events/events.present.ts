import { localized, type LocalizedText } from '@fanzone/contract';
import type { EventAdmin, EventView, Locale, MissionCompletion } from '@fanzone/contract';
import { deliveredBy, eventPhaseAt, eventTieRule } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { EventAwardRow, EventPrizeRow, EventRow } from './events.tables.ts';

type MedalLike = { iconUrl: string; name: LocalizedText };
export type MedalMap = Map<bigint, MedalLike>;

const badge = (medals: MedalMap, id: bigint | null, locale: Locale) => {
  const medal = id === null ? undefined : medals.get(id);
  return medal ? { iconUrl: medal.iconUrl, name: localized(medal.name, locale) } : null;
};

export function presentAward(award: EventAwardRow, medals: MedalMap, locale: Locale) {
  return {
    kind: award.kind,
    rank: award.rank,
    coins: award.coins,
    medal: badge(medals, award.medalId, locale),
    grantedAt: unixSeconds(award.grantedAt),
    seen: award.seenAt !== null,
  };
}

/**
 * The popup queues completions by id and names one by the mission of that id: an award's id is
 * moved into a range no mission id reaches (identities start at 1), so it never borrows a
 * mission's name or hides behind a mission waiting in the queue.
 */
const awardIdOffset = 1n << 62n;

/**
 * Awards as the congratulation popup shows them (spec §4): already granted, so OK claims nothing;
 * a T-shirt has neither medal nor Coins and is told on the page instead.
 */
export function awardCompletions(
  awards: EventAwardRow[],
  medals: MedalMap,
  locale: Locale,
  eventTitle: string,
): MissionCompletion[] {
  return [...awards]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .filter((award) => award.coins > 0 || award.medalId !== null)
    .map((award) => ({
      missionId: (awardIdOffset + award.id).toString(),
      growthValue: 0,
      goldCoins: award.coins,
      medal: badge(medals, award.medalId, locale),
      isGetReward: true,
      awardedFor: eventTitle,
    }));
}

export type ViewParts = {
  row: EventRow;
  prizes: EventPrizeRow[];
  medals: MedalMap;
  counts: { participants: number; entries: number };
  boardName: LocalizedText;
  me: EventView['me'];
  now: Date;
};

export function presentEvent(parts: ViewParts, locale: Locale): EventView {
  const { row } = parts;
  return {
    id: row.id.toString(),
    title: localized(row.title, locale),
    rules: localized(row.rules, locale),
    countries: row.countries,
    board: { id: row.boardId.toString(), name: localized(parts.boardName, locale) },
    startsAt: unixSeconds(row.startsAt),
    entriesEndAt: unixSeconds(row.entriesEndAt),
    announceAt: unixSeconds(row.announceAt),
    announcedAt: row.announcedAt ? unixSeconds(row.announcedAt) : null,
    phase: eventPhaseAt(row, parts.now),
    deliveryWorkingDays: row.deliveryWorkingDays,
    deliverBy: row.announcedAt ? unixSeconds(deliveredBy(row.announcedAt, row.deliveryWorkingDays)) : null,
    prizes: parts.prizes.map((prize) => ({
      fromRank: prize.fromRank,
      toRank: prize.toRank,
      kind: prize.kind,
      coins: prize.coins,
      medal: badge(parts.medals, prize.medalId, locale),
    })),
    participationMedal: badge(parts.medals, row.participationMedalId, locale),
    participantCount: parts.counts.participants,
    entryCount: parts.counts.entries,
    tieRule: eventTieRule,
    me: parts.me,
  };
}

export function presentEventForOperators(
  row: EventRow,
  prizes: EventPrizeRow[],
  counts: { participants: number; entries: number },
  now: Date,
): EventAdmin {
  return {
    id: row.id.toString(),
    title: row.title,
    rules: row.rules,
    countries: row.countries,
    boardId: row.boardId.toString(),
    startsAt: unixSeconds(row.startsAt),
    entriesEndAt: unixSeconds(row.entriesEndAt),
    announceAt: unixSeconds(row.announceAt),
    announcedAt: row.announcedAt ? unixSeconds(row.announcedAt) : null,
    deliveryWorkingDays: row.deliveryWorkingDays,
    participationMedalId: row.participationMedalId?.toString() ?? null,
    prizes: prizes.map((prize) => ({
      fromRank: prize.fromRank,
      toRank: prize.toRank,
      kind: prize.kind,
      coins: prize.coins,
      medalId: prize.medalId?.toString() ?? null,
    })),
    status: row.status,
    phase: eventPhaseAt(row, now),
    participantCount: counts.participants,
    entryCount: counts.entries,
  };
}

import { localized } from '@fanzone/contract';
import { fallbackLocale } from '@fanzone/contract';
import type { LocalizedText } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/database.ts';
import { awardMedal, expireCoinsOfMember, payReward } from '../gamification/index.ts';
import { dueEventIds, freezeRanking, insertAward, markAnnounced, prizesOf } from './events.queries.ts';
import type { EventPrizeRow, EventRow } from './events.tables.ts';

declare module '../../platform/domainEvents.ts' {
  interface DomainEvents {
    /** A member won something at an event's announcement (told after commit, once per member). */
    'event.awarded': { memberId: bigint; postId: bigint; eventTitle: LocalizedText; at: Date };
  }
}

type AnnounceDeps = Pick<Deps, 'db' | 'clock' | 'events' | 'log'>;
type Ranked = { userId: bigint; postId: bigint; rank: number };

/**
 * Announces an event: in one transaction, marks it announced (only if live, its entries ended and,
 * for the timed job, its date due, and nobody announced it yet: a conditional UPDATE that a
 * concurrent announcement on another node waits for and then finds done), freezes the ranking and
 * grants the awards. Each award is a unique row, and its Coins or medal are paid only when that row
 * is new, so no interleaving grants twice. Members are told after the commit. Answers the awards
 * granted, or null if this call did not announce it.
 */
export async function announceEvent(deps: AnnounceDeps, eventId: bigint, options: { dueOnly: boolean }) {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const event = await markAnnounced(tx, eventId, now, options.dueOnly);
    if (!event) return null;
    const ranked = (await freezeRanking(tx, eventId)).map((row) => ({
      userId: BigInt(row.user_id),
      postId: BigInt(row.post_id),
      rank: row.final_rank,
    }));
    const prizes = await prizesOf(tx, [eventId]);
    const awarded = new Map<bigint, Ranked>();
    let granted = 0;
    for (const member of ranked) {
      for (const prize of prizes.filter(
        (entry) => entry.fromRank <= member.rank && member.rank <= entry.toRank,
      ))
        if (await grantPrize(tx, event, member, prize, now)) {
          granted += 1;
          awarded.set(member.userId, member);
        }
      if (event.participationMedalId !== null) {
        const medal = { kind: 'medal' as const, coins: 0, medalId: event.participationMedalId };
        if (await grantPrize(tx, event, { ...member, rank: null }, medal, now)) {
          granted += 1;
          awarded.set(member.userId, member);
        }
      }
    }
    return { event, granted, awarded: [...awarded.values()] };
  });
  if (!outcome) return null;
  for (const member of outcome.awarded)
    await deps.events.tell('event.awarded', {
      memberId: member.userId,
      postId: member.postId,
      eventTitle: outcome.event.title,
      at: now,
    });
  deps.log.info({ eventId: eventId.toString(), awards: outcome.granted }, 'event announced');
  return { awards: outcome.granted };
}

/** One award row, then what it pays: Coins into the ledger (valid two years), a medal once. */
async function grantPrize(
  tx: Db,
  event: EventRow,
  member: { userId: bigint; rank: number | null },
  prize: Pick<EventPrizeRow, 'kind' | 'coins' | 'medalId'>,
  now: Date,
) {
  const isNew = await insertAward(tx, {
    eventId: event.id,
    userId: member.userId,
    kind: prize.kind,
    rank: member.rank,
    coins: prize.kind === 'coins' ? prize.coins : 0,
    medalId: prize.kind === 'medal' ? prize.medalId : null,
    grantedAt: now,
  });
  if (!isNew) return false;
  if (prize.kind === 'coins') {
    // Grants already due expire first, so their expiry never takes these new Coins.
    await expireCoinsOfMember(tx, member.userId, now);
    await payReward(
      tx,
      member.userId,
      {
        growth: 0,
        coins: prize.coins,
        cards: 0,
        missionId: null,
        levelThresholds: [],
        note: `${localized(event.title, fallbackLocale)} #${member.rank}`,
      },
      now,
    );
  }
  if (prize.kind === 'medal' && prize.medalId !== null)
    await awardMedal(tx, member.userId, prize.medalId, { awardedBy: 'operator', missionId: null }, now);
  return true;
}

/** The timed job: announces every live event whose announcement is due. */
export async function announceDueEvents(deps: AnnounceDeps) {
  let announced = 0;
  for (const id of await dueEventIds(deps.db, deps.clock.now()))
    if (await announceEvent(deps, id, { dueOnly: true })) announced += 1;
  return announced;
}

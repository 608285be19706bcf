import type { MedalView, MissionView } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { groupMissions, heldFirst, isoDay, levelProgress, ratio, signedAmount } from './rewardState.ts';

const mission = (id: string, period: MissionView['period']): MissionView => ({
  id,
  title: `Mission ${id}`,
  activity: 'post.published',
  period,
  target: 1,
  progress: 0,
  growthValue: 1,
  goldCoins: 1,
  makeUpCards: 0,
  medal: null,
  isTypeB: false,
  status: 'in_progress',
});

const medal = (id: string, awardedAt: number | null): MedalView => ({
  id,
  name: `Medal ${id}`,
  description: '',
  iconUrl: `/medals/${id}.svg`,
  holderCount: 0,
  missionTitle: null,
  held: awardedAt === null ? null : { awardedAt, awardedBy: 'mission' },
});

describe('groupMissions', () => {
  it('puts daily, weekly, one-time in that order, keeps the server order inside, drops empty groups', () => {
    const groups = groupMissions([
      mission('1', 'once'),
      mission('2', 'daily'),
      mission('3', 'once'),
      mission('4', 'daily'),
    ]);
    expect(groups.map((group) => [group.period, group.missions.map((item) => item.id)])).toEqual([
      ['daily', ['2', '4']],
      ['once', ['1', '3']],
    ]);
  });
});

describe('ratio', () => {
  it('is clamped to 0..1 and full for an empty target', () => {
    expect(ratio(1, 4)).toBe(0.25);
    expect(ratio(9, 4)).toBe(1);
    expect(ratio(-1, 4)).toBe(0);
    expect(ratio(0, 0)).toBe(1);
  });
});

describe('levelProgress', () => {
  it('says what the next level still needs, or null at the top', () => {
    expect(levelProgress({ growthValue: 30, nextLevelGrowthValue: 120 })).toEqual({
      remaining: 90,
      ratio: 0.25,
    });
    expect(levelProgress({ growthValue: 500, nextLevelGrowthValue: null })).toBeNull();
  });
});

describe('heldFirst', () => {
  it('lists held medals first (newest award first), the rest in catalogue order', () => {
    const order = heldFirst([medal('a', null), medal('b', 100), medal('c', null), medal('d', 200)]);
    expect(order.map((item) => item.id)).toEqual(['d', 'b', 'a', 'c']);
  });
});

describe('signedAmount', () => {
  it('signs grants and expiries, and leaves a zero line unsigned', () => {
    expect(signedAmount(20, 'en')).toBe('+20');
    expect(signedAmount(-5, 'en')).toMatch(/^[-−]5$/);
    expect(signedAmount(0, 'en')).toBe('0');
  });
});

describe('isoDay', () => {
  it('gives the local calendar day of a unix time', () => {
    const seconds = new Date(2028, 10, 20, 12).getTime() / 1000;
    expect(isoDay(seconds)).toBe('2028-11-20');
  });
});

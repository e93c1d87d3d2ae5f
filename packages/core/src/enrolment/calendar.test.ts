import { TZDate } from '@date-fns/tz';
import { getISOWeek, getISOWeekYear } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { COMPANIES } from '../company/index.js';
import { midtnorge } from '../company/midtnorge.js';
import { standard } from '../company/standard.js';
import {
  addWeeks,
  canDeleteEnrolment,
  deadlineKey,
  defaultWeek,
  deletionCutoff,
  isDeadlinePassed,
  isoWeekOf,
  submissionDeadline,
  weekDateRange,
} from './calendar.js';
import { weeksInYear } from '../vocabulary/week.js';

/** An instant from Oslo wall-clock time written with its offset, for readable tables. */
const at = (iso: string) => new Date(iso);

describe('weeksInYear', () => {
  it.each([
    [2020, 53],
    [2021, 52],
    [2025, 52],
    [2026, 53],
    [2027, 52],
    [2032, 53],
  ])('%i has %i weeks', (year, weeks) => expect(weeksInYear(year)).toBe(weeks));
});

describe('isoWeekOf (Oslo calendar)', () => {
  it.each([
    ['2026-11-22T12:00:00+01:00', 2026, 47],
    ['2026-12-31T23:30:00+01:00', 2026, 53],
    ['2027-01-03T23:59:00+01:00', 2026, 53],
    ['2027-01-04T00:00:00+01:00', 2027, 1],
    // 23:30 UTC on Sunday is already Monday in Oslo.
    ['2026-11-22T23:30:00Z', 2026, 48],
    ['2025-12-29T08:00:00+01:00', 2026, 1],
  ])('%s → %i-W%i', (iso, year, week) => expect(isoWeekOf(at(iso))).toEqual({ year, week }));

  it('agrees with date-fns on the Oslo date for every day of 2019–2033, at noon and at the hours where the Oslo day turns', { timeout: 30_000 }, () => {
    const oracle = (instant: Date) => {
      const oslo = new TZDate(instant.getTime(), 'Europe/Oslo');
      return { year: getISOWeekYear(oslo), week: getISOWeek(oslo) };
    };
    // Compared in plain code and asserted once: an expect() per instant took as long as the oracle.
    let checked = 0;
    const mismatches: string[] = [];
    for (let t = Date.UTC(2019, 0, 1); t < Date.UTC(2034, 0, 1); t += 86_400_000) {
      // 22:00 and 23:00 UTC are midnight in Oslo in summer and in winter.
      for (const hour of [12, 22, 23]) {
        const instant = new Date(t + hour * 3_600_000);
        const ours = isoWeekOf(instant);
        const theirs = oracle(instant);
        if (ours.year !== theirs.year || ours.week !== theirs.week) mismatches.push(`${instant.toISOString()}: week ${ours.week} of ${ours.year}, not ${theirs.week} of ${theirs.year}`);
        checked += 1;
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(16_000);
  });
});

describe('addWeeks wraps over year ends', () => {
  it.each([
    [{ year: 2026, week: 52 }, 1, { year: 2026, week: 53 }],
    [{ year: 2026, week: 53 }, 1, { year: 2027, week: 1 }],
    [{ year: 2025, week: 52 }, 1, { year: 2026, week: 1 }],
    [{ year: 2027, week: 1 }, -1, { year: 2026, week: 53 }],
    [{ year: 2026, week: 1 }, -1, { year: 2025, week: 52 }],
    [{ year: 2027, week: 2 }, -4, { year: 2026, week: 51 }],
    [{ year: 2026, week: 10 }, 0, { year: 2026, week: 10 }],
  ])('%j %+i → %j', (week, delta, expected) => expect(addWeeks(week, delta)).toEqual(expected));
});

describe('weekDateRange', () => {
  it.each([
    [{ year: 2026, week: 48 }, '2026-11-23', '2026-11-29'],
    [{ year: 2026, week: 53 }, '2026-12-28', '2027-01-03'],
    [{ year: 2026, week: 1 }, '2025-12-29', '2026-01-04'],
  ])('%j → %s … %s', (week, from, to) => expect(weekDateRange(week)).toEqual({ from, to }));
});

describe('submissionDeadline', () => {
  it.each([
    // standard: normal Wednesday 07:30 in the week before pickup
    ['standard', 'normal', { year: 2026, week: 48 }, '2026-11-18T06:30:00.000Z'],
    // around the start of summer time (29 March 2026): 07:30 CET, then 07:30 CEST
    ['standard', 'normal', { year: 2026, week: 14 }, '2026-03-25T06:30:00.000Z'],
    ['standard', 'normal', { year: 2026, week: 15 }, '2026-04-01T05:30:00.000Z'],
    // and its end (25 October 2026)
    ['standard', 'normal', { year: 2026, week: 44 }, '2026-10-21T05:30:00.000Z'],
    ['standard', 'normal', { year: 2026, week: 45 }, '2026-10-28T06:30:00.000Z'],
    // pigs buy/sell Tuesday 07:30
    ['standard', 'pigs_buy', { year: 2026, week: 48 }, '2026-11-17T06:30:00.000Z'],
    ['standard', 'pigs_sell', { year: 2027, week: 1 }, '2026-12-29T06:30:00.000Z'],
    // cattle agreement: three weeks ahead in standard, Wednesday 07:30 (2027-W02 − 3 = 2026-W52)
    ['standard', 'cattleAgreement', { year: 2027, week: 2 }, '2026-12-23T06:30:00.000Z'],
    // midtnorge: normal Tuesday 06:00; pickup in week 1 of 2027 → week 53 of 2026
    ['midtnorge', 'normal', { year: 2027, week: 1 }, '2026-12-29T05:00:00.000Z'],
    // midtnorge cattle agreement: Monday 24:00 (end of Monday) four weeks ahead
    ['midtnorge', 'cattleAgreement', { year: 2027, week: 2 }, '2026-12-14T23:00:00.000Z'],
    // a key the variant does not have falls back to normal
    ['midtnorge', 'pigs_buy', { year: 2026, week: 48 }, '2026-11-17T05:00:00.000Z'],
  ] as const)('%s %s %j → %s', (id, key, week, expected) => {
    expect(submissionDeadline(COMPANIES[id], key, week).toISOString()).toBe(expected);
  });
});

describe('isDeadlinePassed at the exact minute', () => {
  const week = { year: 2026, week: 48 };
  it.each([
    ['2026-11-18T07:29:59+01:00', false],
    ['2026-11-18T07:30:00+01:00', true],
    ['2026-11-18T07:31:00+01:00', true],
  ])('standard normal, now %s → %s', (now, passed) => {
    expect(isDeadlinePassed(standard, 'normal', week, at(now))).toBe(passed);
  });
});

describe('defaultWeek', () => {
  it.each([
    // before the Wednesday deadline: next week
    ['standard', 'normal', '2026-11-18T07:29:00+01:00', { year: 2026, week: 48 }],
    // from the deadline minute on: the week after
    ['standard', 'normal', '2026-11-18T07:30:00+01:00', { year: 2026, week: 49 }],
    // year end: week 53 of 2026, the deadline for 2027-W01 has passed on Wednesday morning
    ['standard', 'normal', '2026-12-30T08:00:00+01:00', { year: 2027, week: 2 }],
    ['standard', 'normal', '2026-12-28T08:00:00+01:00', { year: 2027, week: 1 }],
    // year end in a 52-week year
    ['standard', 'normal', '2025-12-22T09:00:00+01:00', { year: 2026, week: 1 }],
    // cattle agreement skips three (standard) or four (midtnorge) weeks
    ['standard', 'cattleAgreement', '2026-11-23T09:00:00+01:00', { year: 2026, week: 51 }],
    ['midtnorge', 'cattleAgreement', '2026-11-23T09:00:00+01:00', { year: 2026, week: 52 }],
    // midtnorge Monday 24:00: all of Monday still counts, Tuesday does not
    ['midtnorge', 'cattleAgreement', '2026-11-23T23:59:00+01:00', { year: 2026, week: 52 }],
    ['midtnorge', 'cattleAgreement', '2026-11-24T00:00:00+01:00', { year: 2026, week: 53 }],
    // midtnorge normal Tuesday 06:00, around the DST change
    ['midtnorge', 'normal', '2026-03-31T05:59:00+02:00', { year: 2026, week: 15 }],
    ['midtnorge', 'normal', '2026-03-31T06:00:00+02:00', { year: 2026, week: 16 }],
  ] as const)('%s %s at %s → %j', (id, key, now, expected) => {
    expect(defaultWeek(COMPANIES[id], key, at(now))).toEqual(expected);
  });
});

describe('deadlineKey', () => {
  it.each([
    ['slaughter', 'cattle', true, 'cattleAgreement'],
    ['slaughter', 'cattle', false, 'normal'],
    ['buy', 'pigs', false, 'pigs_buy'],
    ['sell', 'pigs', false, 'pigs_sell'],
    ['slaughter', 'pigs', false, 'normal'],
    ['sell', 'sheep', false, 'normal'],
    ['buy', 'cattle', true, 'normal'],
  ] as const)('%s %s agreement=%s → %s', (action, group, agreement, key) => {
    expect(deadlineKey(action, group, agreement)).toBe(key);
  });
});

describe('deletion cutoff', () => {
  it('is the variant’s weekday and time in the week before delivery', () => {
    expect(deletionCutoff(standard, { year: 2026, week: 48 }).toISOString()).toBe('2026-11-18T06:00:00.000Z');
    expect(deletionCutoff(midtnorge, { year: 2027, week: 1 }).toISOString()).toBe('2026-12-29T05:00:00.000Z');
  });

  it.each([
    ['2026-11-18T06:59:00+01:00', true],
    ['2026-11-18T07:00:00+01:00', false],
  ])('standard, delivery 2026-W48, now %s → may delete %s', (now, allowed) => {
    expect(canDeleteEnrolment(standard, { year: 2026, week: 48 }, at(now))).toBe(allowed);
  });
});

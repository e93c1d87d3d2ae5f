import { describe, expect, it } from 'vitest';
import { midtnorge } from '../company/midtnorge.js';
import { standard } from '../company/standard.js';
import type { PickupWeekRule } from '../contracts/enrolment.js';
import { deadlineKey } from './calendar.js';
import { isPossibleWeek, openWeeks, typedWeek, weekError, type WeekContext } from './week-rules.js';

const rule = (over: Partial<PickupWeekRule>): PickupWeekRule => ({
  action: 'slaughter',
  animal_group: 'pigs',
  year: 2026,
  week: 52,
  allowed: false,
  allowed_cattle_deal: false,
  reason: 'Julestengt',
  ...over,
});
const rules = [
  rule({}),
  rule({ animal_group: 'cattle', week: 51, allowed: true, allowed_cattle_deal: false, reason: 'Redusert slaktekapasitet' }),
  rule({ animal_group: 'cattle', year: 2027, week: 1, allowed: false, allowed_cattle_deal: true, reason: '' }),
];
const pigs: WeekContext = { action: 'slaughter', group: 'pigs', cattleAgreement: false, rules };
const cattle: WeekContext = { action: 'slaughter', group: 'cattle', cattleAgreement: false, rules };
const cattleDeal: WeekContext = { ...cattle, cattleAgreement: true };
// Sunday 22 November 2026, 10:00 Oslo: ISO week 47.
const SUNDAY = new Date('2026-11-22T09:00:00Z');

describe('weekError (standard: normal deadline Wednesday 07:30 the week before)', () => {
  it.each([
    ['not a number', { year: 2026, week: Number.NaN }, pigs, 'Ugyldig uke'],
    ['text', { year: 2026, week: '49' }, pigs, 'Ugyldig uke'],
    ['week 0', { year: 2026, week: 0 }, pigs, 'Ugyldig uke'],
    ['week 53 of 2026 exists', { year: 2026, week: 53 }, pigs, undefined],
    ['week 53 of 2027 does not', { year: 2027, week: 53 }, pigs, 'Ugyldig uke'],
    ['fraction', { year: 2026, week: 49.5 }, pigs, 'Ugyldig uke'],
    ['before the earliest week', { year: 2026, week: 46 }, pigs, 'Frist for innmelding denne uken er gått ut. Prøv neste uke.'],
    ['the current week', { year: 2026, week: 47 }, pigs, 'Frist for innmelding denne uken er gått ut. Prøv neste uke.'],
    ['earliest week, deadline passed on Wednesday', { year: 2026, week: 48 }, pigs, 'Frist for innmelding denne uken er gått ut. Prøv neste uke.'],
    ['next open week', { year: 2026, week: 49 }, pigs, undefined],
    ['closed week with reason', { year: 2026, week: 52 }, pigs, 'uke ikke tilgjengelig. Julestengt'],
    ['closed for pigs only', { year: 2026, week: 52 }, cattle, undefined],
    ['cattle agreement: lead 3 weeks', { year: 2026, week: 50 }, cattleDeal, 'Frist for innmelding denne uken er gått ut. Prøv neste uke.'],
    ['allowed, not on a cattle deal', { year: 2026, week: 51 }, cattleDeal, 'uke ikke tilgjengelig. Redusert slaktekapasitet'],
    ['allowed without the deal', { year: 2026, week: 51 }, cattle, undefined],
    ['deal only, no reason', { year: 2027, week: 1 }, cattle, 'uke ikke tilgjengelig.'],
    ['deal only, on the deal', { year: 2027, week: 1 }, cattleDeal, undefined],
  ])('%s', (_name, week, ctx, expected) => {
    const key = deadlineKey(ctx.action, ctx.group, ctx.cattleAgreement);
    expect(weekError(standard, key, week, SUNDAY, ctx)).toBe(expected);
  });

  it('turns at the exact deadline minute (Wednesday 25 November 07:30 Oslo for week 49)', () => {
    expect(weekError(standard, 'normal', { year: 2026, week: 49 }, new Date('2026-11-25T06:29:59Z'), pigs)).toBeUndefined();
    expect(weekError(standard, 'normal', { year: 2026, week: 49 }, new Date('2026-11-25T06:30:00Z'), pigs)).toBe(
      'Frist for innmelding denne uken er gått ut. Prøv neste uke.',
    );
  });

  it('uses the variant: midtnorge Tuesday 06:00', () => {
    expect(weekError(midtnorge, 'normal', { year: 2026, week: 49 }, new Date('2026-11-24T04:59:00Z'), pigs)).toBeUndefined();
    expect(weekError(midtnorge, 'normal', { year: 2026, week: 49 }, new Date('2026-11-24T05:00:00Z'), pigs)).toBe(
      'Frist for innmelding denne uken er gått ut. Prøv neste uke.',
    );
  });

  it('pig buying has its own deadline (standard Tuesday 07:30)', () => {
    const buy: WeekContext = { action: 'buy', group: 'pigs', cattleAgreement: false, rules: [] };
    expect(weekError(standard, 'pigs_buy', { year: 2026, week: 49 }, new Date('2026-11-24T06:30:00Z'), buy)).toBe(
      'Frist for innmelding denne uken er gått ut. Prøv neste uke.',
    );
    expect(weekError(standard, 'normal', { year: 2026, week: 49 }, new Date('2026-11-24T06:30:00Z'), buy)).toBeUndefined();
  });

  it('wraps over the year end: week 1 of 2027 from week 52 of 2026', () => {
    const monday = new Date('2026-12-21T08:00:00Z');
    expect(weekError(standard, 'normal', { year: 2027, week: 1 }, monday, pigs)).toBeUndefined();
    expect(weekError(standard, 'normal', { year: 2026, week: 53 }, monday, pigs)).toBeUndefined();
  });
});

describe('isPossibleWeek', () => {
  it.each([
    [{ year: 2026, week: 53 }, true],
    [{ year: 2027, week: 52 }, true],
    [{ year: 2027, week: 53 }, false],
    [{ year: 2026, week: 0 }, false],
    [{ year: 1999, week: 10 }, false],
    [{ year: 2101, week: 10 }, false],
    [{ year: 2026, week: 1.5 }, false],
    [{ year: 2026, week: -7160299623583111 }, false],
    [{ year: 1895514990336713, week: 49 }, false],
    [{ year: '2026', week: 49 }, false],
  ])('%j → %s', (week, expected) => {
    expect(isPossibleWeek(week)).toBe(expected);
  });
});

describe('typedWeek: a typed week number is a week of this year or, below the current week, of the next', () => {
  it.each([
    ['a later week of this year', 49, { year: 2026, week: 49 }],
    ['the current week itself', 47, { year: 2026, week: 47 }],
    ['week 53, which 2026 has', 53, { year: 2026, week: 53 }],
    ['a week below the current one: next year', 2, { year: 2027, week: 2 }],
    ['the week just below: next year', 46, { year: 2027, week: 46 }],
    ['week 0', 0, null],
    ['week 54', 54, null],
  ])('%s', (_name, typed, expected) => {
    expect(typedWeek(typed, SUNDAY)).toEqual(expected);
  });

  it('in week 1 of 2027, week 53 is neither this year (no week 53) nor a week below the current', () => {
    // Wednesday 6 January 2027: ISO week 1 of 2027, which has 52 weeks.
    const january = new Date('2027-01-06T09:00:00Z');
    expect(typedWeek(53, january)).toBeNull();
    expect(typedWeek(52, january)).toEqual({ year: 2027, week: 52 });
  });

  it('on 31 December 2026 (week 53 of 2026) week 1 is the next year\'s', () => {
    expect(typedWeek(1, new Date('2026-12-31T09:00:00Z'))).toEqual({ year: 2027, week: 1 });
  });
});

describe('openWeeks: the weeks a farmer may choose now, with their dates and deadlines', () => {
  it('skips weeks whose deadline has passed and those the cooperative has closed, across the new year', () => {
    const weeks = openWeeks(standard, deadlineKey('slaughter', 'pigs', false), SUNDAY, pigs, 6);
    expect(weeks.map((w) => `${w.week.week}/${w.week.year}`)).toEqual(['49/2026', '50/2026', '51/2026', '53/2026', '1/2027', '2/2027']);
    expect(weeks[0]).toEqual({ week: { year: 2026, week: 49 }, from: '2026-11-30', to: '2026-12-06', deadline: new Date('2026-11-25T06:30:00Z') });
    expect(weeks[4]).toMatchObject({ from: '2027-01-04', to: '2027-01-10' });
  });

  it('follows the cattle agreement: its lead and the weeks open on the agreement', () => {
    const weeks = openWeeks(standard, deadlineKey('slaughter', 'cattle', true), SUNDAY, cattleDeal, 3);
    // Earliest 47 + 3 = 50, whose deadline has passed; 51 is closed on the agreement, week 1 of
    // 2027 is open on the agreement only.
    expect(weeks.map((w) => `${w.week.week}/${w.week.year}`)).toEqual(['52/2026', '53/2026', '1/2027']);
    expect(openWeeks(standard, deadlineKey('slaughter', 'cattle', false), SUNDAY, cattle, 6).map((w) => `${w.week.week}/${w.week.year}`)).not.toContain('1/2027');
  });
});

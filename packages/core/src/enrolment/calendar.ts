import { TZDate } from '@date-fns/tz';
import type { Company, DeadlineKey, WeekdayTime } from '../company/types.js';
import { BUSINESS_TZ } from '../time/clock.js';
import type { AnimalGroup, EnrolmentAction } from '../vocabulary/enumerations.js';
import { type IsoWeek, isoWeekOfDay, weeksInYear } from '../vocabulary/week.js';

export type { AnimalGroup, EnrolmentAction, IsoWeek };

/**
 * The enrolment calendar (spec/enrolment.md §4, §9; DESIGN.md §6). Weeks are ISO weeks, every
 * rule runs in Europe/Oslo whatever the machine's zone, and "now" is always passed in so tests
 * and demo runs can stand on any date.
 */

const DAY_MS = 86_400_000;

/** The ISO week (and its year) that `instant` falls in, on the Oslo calendar. */
export function isoWeekOf(instant: Date): IsoWeek {
  // One conversion to the Oslo calendar day. (date-fns' getISOWeek on the Oslo date converts
  // again at each of its steps: that was a fifth of the server's CPU for an enrolment.)
  const oslo = new TZDate(instant.getTime(), BUSINESS_TZ);
  return isoWeekOfDay(oslo.getFullYear(), oslo.getMonth(), oslo.getDate());
}

/** The ISO week of a calendar date 'yyyy-MM-dd' (a day, not an instant: no time zone enters). */
export function isoWeekOfDate(ymd: string): IsoWeek {
  const [year, month, day] = ymd.split('-').map(Number);
  return isoWeekOfDay(year!, month! - 1, day!);
}

/** `week` moved by `delta` weeks, wrapping over year ends (52- and 53-week years alike). */
export function addWeeks({ year, week }: IsoWeek, delta: number): IsoWeek {
  let y = year;
  let w = week + delta;
  while (w > weeksInYear(y)) {
    w -= weeksInYear(y);
    y += 1;
  }
  while (w < 1) {
    y -= 1;
    w += weeksInYear(y);
  }
  return { year: y, week: w };
}

export function compareWeeks(a: IsoWeek, b: IsoWeek): number {
  return a.year !== b.year ? a.year - b.year : a.week - b.week;
}

/** The calendar date (UTC noon, a pure date) of ISO weekday 1–7 in `week`. */
function calendarDay({ year, week }: IsoWeek, isoWeekday: number): Date {
  // 4 January is always in week 1; its Monday starts the ISO year.
  const jan4 = new Date(Date.UTC(year, 0, 4, 12));
  const mondayOfWeek1 = jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(mondayOfWeek1 + ((week - 1) * 7 + (isoWeekday - 1)) * DAY_MS);
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** Monday and Sunday of the week as yyyy-MM-dd, for 'the week's date range'. */
export function weekDateRange(week: IsoWeek): { from: string; to: string } {
  return { from: ymd(calendarDay(week, 1)), to: ymd(calendarDay(week, 7)) };
}

/** The instant of a weekday and time in `week`, Oslo time. 24:00 is the end of that day. */
export function instantInWeek(week: IsoWeek, at: WeekdayTime): Date {
  const day = calendarDay(week, at.isoWeekday);
  const extraDays = Math.floor(at.hour / 24);
  const dayTime = day.getTime() + extraDays * DAY_MS;
  const d = new Date(dayTime);
  const local = new TZDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), at.hour % 24, at.minute, 0, BUSINESS_TZ);
  return new Date(local.getTime());
}

/** Which deadline applies (spec/enrolment.md §9). Pig buying and selling have their own keys. */
export function deadlineKey(action: EnrolmentAction, group: AnimalGroup, cattleAgreement: boolean): DeadlineKey {
  if (group === 'cattle' && action === 'slaughter' && cattleAgreement) return 'cattleAgreement';
  if (group === 'pigs' && action === 'buy') return 'pigs_buy';
  if (group === 'pigs' && action === 'sell') return 'pigs_sell';
  return 'normal';
}

/** Weeks between the deadline's week and the pickup week: 1, or the cattle-agreement lead. */
export function leadWeeks(company: Company, key: DeadlineKey): number {
  return key === 'cattleAgreement' ? company.cattleAgreementLeadWeeks : 1;
}

/** The submission deadline for pickup in `week`: the variant's weekday and time `lead` weeks before. */
export function submissionDeadline(company: Company, key: DeadlineKey, week: IsoWeek): Date {
  const at = company.deadlines[key] ?? company.deadlines.normal;
  return instantInWeek(addWeeks(week, -leadWeeks(company, key)), at);
}

/** True from the deadline's exact minute on. */
export function isDeadlinePassed(company: Company, key: DeadlineKey, week: IsoWeek, now: Date): boolean {
  return now.getTime() >= submissionDeadline(company, key, week).getTime();
}

/** The earliest week a farmer may choose: the current week plus the lead. */
export function earliestWeek(company: Company, key: DeadlineKey, now: Date): IsoWeek {
  return addWeeks(isoWeekOf(now), leadWeeks(company, key));
}

/** The default week: the earliest week ≥ current + lead whose deadline has not passed. */
export function defaultWeek(company: Company, key: DeadlineKey, now: Date): IsoWeek {
  let week = earliestWeek(company, key, now);
  while (isDeadlinePassed(company, key, week, now)) week = addWeeks(week, 1);
  return week;
}

/**
 * Deleting a submitted enrolment is allowed until the variant's cutoff in the ISO week before
 * the first row's delivery week.
 */
export function deletionCutoff(company: Company, deliveryWeek: IsoWeek): Date {
  return instantInWeek(addWeeks(deliveryWeek, -1), company.deletionCutoff);
}

export function canDeleteEnrolment(company: Company, deliveryWeek: IsoWeek, now: Date): boolean {
  return now.getTime() < deletionCutoff(company, deliveryWeek).getTime();
}

/**
 * ISO weeks, the enrolment's unit of time (spec/enrolment.md §4): what a week is and how many a
 * year has. The calendar's rules (enrolment/calendar.ts) and the contracts both count on them.
 */

export interface IsoWeek {
  year: number;
  week: number;
}

const DAY_MS = 86_400_000;

/**
 * The ISO week of a calendar day (month 0–11), counted in UTC so no time zone enters: the week
 * is the one of its Thursday, and week 1 is the week of 4 January.
 */
export function isoWeekOfDay(year: number, month: number, day: number): IsoWeek {
  const date = Date.UTC(year, month, day);
  const mondayBased = (new Date(date).getUTCDay() + 6) % 7;
  const thursday = new Date(date + (3 - mondayBased) * DAY_MS);
  const weekYear = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / DAY_MS / 7);
  return { year: weekYear, week };
}

/** 52 or 53: the larger ISO week number of 24 and 31 December. */
export function weeksInYear(year: number): number {
  return Math.max(isoWeekOfDay(year, 11, 24).week, isoWeekOfDay(year, 11, 31).week);
}

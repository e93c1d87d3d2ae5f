import type { Company, DeadlineKey } from '../company/types.js';
import type { PickupWeekRule } from '../contracts/enrolment.js';
import {
  addWeeks,
  type AnimalGroup,
  compareWeeks,
  earliestWeek,
  type EnrolmentAction,
  isDeadlinePassed,
  isoWeekOf,
  type IsoWeek,
  submissionDeadline,
  weekDateRange,
} from './calendar.js';
import { weeksInYear } from '../vocabulary/week.js';
import { ENROLMENT_MSG } from '../vocabulary/enrolment-limits.js';

/**
 * Week validity (spec §5 Week valid): a whole number, 1 … weeks in the year, not before the
 * earliest week, its deadline not passed, and open by the pickup-week rules.
 */

/** The rule for a week of an action and group, if the cooperative has set one. */
export function pickupWeekRuleFor(
  rules: readonly PickupWeekRule[],
  action: EnrolmentAction,
  group: AnimalGroup,
  week: IsoWeek,
): PickupWeekRule | undefined {
  return rules.find((r) => r.action === action && r.animal_group === group && r.year === week.year && r.week === week.week);
}

export interface WeekContext {
  action: EnrolmentAction;
  group: AnimalGroup;
  /** Cattle slaughter on a cattle agreement ('Henting på storfe-avtale?'). */
  cattleAgreement: boolean;
  rules: readonly PickupWeekRule[];
}

/** 'uke ikke tilgjengelig.' followed by the cooperative's reason when it gave one. */
export function weekUnavailableText(reason: string): string {
  return reason.trim() ? `${ENROLMENT_MSG.weekUnavailable} ${reason.trim()}` : ENROLMENT_MSG.weekUnavailable;
}

/**
 * A week the portal's calendar holds: whole numbers, a year from 2000 to 2100 and a week of that
 * year. Only such a week may be turned into dates (the treatments' window of a slaughter week).
 */
export function isPossibleWeek(week: { year: unknown; week: unknown }): week is IsoWeek {
  const { year, week: w } = week;
  if (typeof year !== 'number' || typeof w !== 'number' || !Number.isInteger(year) || !Number.isInteger(w)) return false;
  return year >= 2000 && year <= 2100 && w >= 1 && w <= weeksInYear(year);
}

/** The message for a chosen week, or undefined when it may be chosen now. */
export function weekError(company: Company, key: DeadlineKey, week: { year: unknown; week: unknown }, now: Date, ctx: WeekContext): string | undefined {
  if (!isPossibleWeek(week)) return ENROLMENT_MSG.invalidWeek;
  const chosen: IsoWeek = week;
  // A week before the earliest has its deadline behind it: the same message tells the farmer to move on.
  if (compareWeeks(chosen, earliestWeek(company, key, now)) < 0) return ENROLMENT_MSG.deadlinePassed;
  if (isDeadlinePassed(company, key, chosen, now)) return ENROLMENT_MSG.deadlinePassed;
  const rule = pickupWeekRuleFor(ctx.rules, ctx.action, ctx.group, chosen);
  if (rule) {
    const open = ctx.action === 'slaughter' && ctx.group === 'cattle' && ctx.cattleAgreement ? rule.allowed_cattle_deal : rule.allowed;
    if (!open) return weekUnavailableText(rule.reason);
  }
  return undefined;
}

/**
 * The week a typed week number means, or null when there is no such week. A farmer types only the
 * number: one below the current week can only be a week to come, so it is the next year's (in
 * December, '2' is the second week of January).
 */
export function typedWeek(typed: number, now: Date): IsoWeek | null {
  const current = isoWeekOf(now);
  const year = typed < current.week ? current.year + 1 : current.year;
  return isPossibleWeek({ year, week: typed }) ? { year, week: typed } : null;
}

/** An open week offered in the list beside the week picker: its days and its deadline. */
export interface OpenWeek {
  week: IsoWeek;
  /** Monday and Sunday, yyyy-MM-dd. */
  from: string;
  to: string;
  deadline: Date;
}

/** How far ahead the list of open weeks looks: half a year is as far as farmers plan a pickup. */
const OPEN_WEEKS_HORIZON = 26;

/**
 * The next `count` weeks that may be chosen now (weekError finds nothing), from the earliest on,
 * over the year end, within OPEN_WEEKS_HORIZON weeks.
 */
export function openWeeks(company: Company, key: DeadlineKey, now: Date, ctx: WeekContext, count: number): OpenWeek[] {
  const open: OpenWeek[] = [];
  const earliest = earliestWeek(company, key, now);
  for (let i = 0; i < OPEN_WEEKS_HORIZON && open.length < count; i++) {
    const week = addWeeks(earliest, i);
    if (weekError(company, key, week, now, ctx) !== undefined) continue;
    open.push({ week, ...weekDateRange(week), deadline: submissionDeadline(company, key, week) });
  }
  return open;
}

import { TZDate } from '@date-fns/tz';
import type { Company } from '../company/types.js';
import { formatDeadline, formatTime, osloDate } from '../format/date.js';
import { BUSINESS_TZ } from '../time/clock.js';
import { ANIMAL_GROUP_LABEL, type AnimalGroup } from '../vocabulary/enumerations.js';
import { defaultWeek, type IsoWeek, submissionDeadline } from './calendar.js';

/**
 * The reminder of the enrolment deadline (the profile's 'Påminnelse om frist for innmelding'): the
 * evening before the slaughter deadline of the coming pickup week, to each farm that keeps an
 * animal group and has not enrolled it for that week.
 */

/**
 * The hour of the evening before the deadline (Oslo time) from which the reminder goes out: after
 * the day's work in the barn, with the evening left to enrol. A server that was down then sends it
 * when it starts again, until the deadline itself.
 */
export const DEADLINE_REMINDER_HOUR = 18;

/** When the reminder for pickup in `week` is due: DEADLINE_REMINDER_HOUR on the day before the deadline's day. */
export function deadlineReminderAt(company: Company, week: IsoWeek): Date {
  const deadline = submissionDeadline(company, 'normal', week);
  // The deadline's Oslo day; a deadline at 24:00 is the end of the day before, as the farmer reads it.
  const [y, m, d] = osloDate(new Date(deadline.getTime() - 1)).split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d - 1, DEADLINE_REMINDER_HOUR, 0, 0, BUSINESS_TZ).getTime());
}

/**
 * The pickup week whose slaughter deadline a reminder is due for now, with that deadline; null
 * outside the reminder's evening (from DEADLINE_REMINDER_HOUR the day before until the deadline).
 */
export function dueDeadlineReminder(company: Company, now: Date): { week: IsoWeek; deadline: Date } | null {
  // The first week whose deadline has not passed: the coming pickup week.
  const week = defaultWeek(company, 'normal', now);
  if (now.getTime() < deadlineReminderAt(company, week).getTime()) return null;
  return { week, deadline: submissionDeadline(company, 'normal', week) };
}

/** 'i morgen kl. 07:30' the evening before; 'i dag kl. 07:30' after midnight; else the day in full. */
function whenText(deadline: Date, now: Date): string {
  const end = new Date(deadline.getTime() - 1);
  const today = osloDate(now);
  const tomorrow = osloDate(new Date(new TZDate(`${today}T12:00:00`, BUSINESS_TZ).getTime() + 86_400_000));
  // A deadline at 24:00 reads as the end of that day ('kl. 24:00'), as formatDeadline writes it.
  const time = formatDeadline(deadline).endsWith('24:00') ? '24:00' : formatTime(deadline);
  if (osloDate(end) === tomorrow) return `i morgen kl. ${time}`;
  if (osloDate(end) === today) return `i dag kl. ${time}`;
  return formatDeadline(deadline);
}

/** 'Frist for innmelding uke 49: i morgen kl. 07:30 (gris)'. */
export function deadlineReminderLine(week: IsoWeek, deadline: Date, now: Date, group: AnimalGroup): string {
  return `Frist for innmelding uke ${week.week}: ${whenText(deadline, now)} (${ANIMAL_GROUP_LABEL[group].toLowerCase()})`;
}

import { tz, TZDate, tzOffset } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';
import { nb } from 'date-fns/locale';
import { BUSINESS_TZ } from '../time/clock.js';

/**
 * Dates as the portal shows them. Business dates are Oslo's (DESIGN.md §6), whatever zone the
 * server or the browser runs in:
 * - a 'yyyy-MM-dd' string is a calendar date and shows as that day;
 * - a Date, or a string with a time and an offset ('…Z', '…+01:00'), is an instant and shows as
 *   Oslo's date and time at that instant;
 * - a string with a time but no offset is an Oslo wall-clock time.
 */
function inOslo(value: string | Date): TZDate {
  return typeof value === 'string' ? parseISO(value, { in: tz(BUSINESS_TZ) }) : new TZDate(value.getTime(), BUSINESS_TZ);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'dd.MM.yyyy', e.g. '06.10.2026'. */
export function formatDate(value: string | Date): string {
  // A calendar date is that day in any zone: rearranged as text, without parsing a date (lists
  // label hundreds of rows, and parsing each in the Oslo zone took tens of microseconds).
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) return `${calendar[3]}.${calendar[2]}.${calendar[1]}`;
  return format(inOslo(value), 'dd.MM.yyyy');
}

/** Long Norwegian form 'd. MMMM yyyy', e.g. '6. oktober 2026'. */
export function formatDateLong(value: string | Date): string {
  return format(inOslo(value), 'd. MMMM yyyy', { locale: nb });
}

/** Date and time 'd. MMMM yyyy HH:mm', e.g. '6. oktober 2026 05:59'. */
export function formatDateTime(value: string | Date): string {
  return format(inOslo(value), 'd. MMMM yyyy HH:mm', { locale: nb });
}

/** Oslo's time of day 'HH:mm', e.g. '18:05'. */
export function formatTime(value: string | Date): string {
  return format(inOslo(value), 'HH:mm');
}

/**
 * The Oslo calendar date of an instant, 'yyyy-MM-dd': the day an enrolment is registered on. The
 * date part of osloIso, whose offset is remembered per hour (date-fns asked Intl on every call).
 */
export function osloDate(instant: Date): string {
  return osloIso(instant).slice(0, 10);
}

/**
 * An instant as ISO 8601 with Oslo's offset ('2026-11-22T10:00:00.000+01:00'), how the API sends
 * times: the date part is then the business date, which the web compares with settlement dates
 * (countNewSince).
 */
export function osloIso(instant: Date): string {
  const ms = instant.getTime();
  const offset = osloOffsetMinutes(ms);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  // Oslo's wall-clock time is the UTC time shifted by the offset; its ISO text without the 'Z'.
  return `${new Date(ms + offset * 60_000).toISOString().slice(0, -1)}${sign}${hours}:${minutes}`;
}

/**
 * Oslo's offset from UTC in minutes at `ms`, remembered per UTC hour: it changes only on whole
 * UTC hours (summer time starts and ends at 01:00 UTC). tzOffset asks Intl every time, which made
 * the arrival times of a page of 50 settlements cost about as much as the rest of the page.
 */
const osloOffsetByHour = new Map<number, number>();
function osloOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / 3_600_000);
  let offset = osloOffsetByHour.get(hour);
  if (offset === undefined) {
    offset = tzOffset(BUSINESS_TZ, new Date(hour * 3_600_000));
    // A bound on what odd dates could leave behind; the hours of a few years are far fewer.
    if (osloOffsetByHour.size >= 100_000) osloOffsetByHour.clear();
    osloOffsetByHour.set(hour, offset);
  }
  return offset;
}

/**
 * A deadline as a farmer reads it: 'onsdag 25.11. kl. 07:30'. A deadline at midnight is the end
 * of the day before ('mandag 23.11. kl. 24:00'), as the cooperative says it (spec §9 'Monday 24:00').
 */
export function formatDeadline(instant: Date): string {
  const at = inOslo(instant);
  if (at.getHours() === 0 && at.getMinutes() === 0) {
    const dayBefore = new TZDate(instant.getTime() - 60_000, BUSINESS_TZ);
    return `${format(dayBefore, 'EEEE dd.MM.', { locale: nb })} kl. 24:00`;
  }
  return format(at, "EEEE dd.MM. 'kl.' HH:mm", { locale: nb });
}

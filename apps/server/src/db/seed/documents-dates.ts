/**
 * Calendar arithmetic on 'yyyy-MM-dd' dates for the demo documents, in UTC so that no time zone or
 * summer time moves a day.
 */

const DAY = 86_400_000;

export function toTime(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

export function toIso(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return toIso(toTime(iso) + days * DAY);
}

/** Saturday and Sunday move to the Monday after: accounting works weekdays. */
export function weekday(iso: string): string {
  const dow = new Date(toTime(iso)).getUTCDay();
  return dow === 6 ? addDays(iso, 2) : dow === 0 ? addDays(iso, 1) : iso;
}

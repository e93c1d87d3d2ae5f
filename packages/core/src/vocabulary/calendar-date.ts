/** True for a real calendar date written yyyy-MM-dd (2026-02-29 and 2026-13-01 are not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC so no time zone can shift it.
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

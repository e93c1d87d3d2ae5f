/**
 * The unread-badge rule of spec/portal.md §4: an item counts as new when it is dated after the
 * last-read timestamp, or always when the list was never read. One rule for every badge (posted
 * settlements, documents, messages, enrolments).
 *
 * `lastRead` is what GET /api/hasread/… answers: ISO 8601 with the Oslo offset
 * ('2026-11-22T10:00:00.000+01:00'), so its first ten characters are the Oslo business date.
 */
export function isNewSince(date: string, lastRead: string | null): boolean {
  if (!lastRead) return true;
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date > dayOfReading(lastRead);
  // A timestamp (messages) is new when it is a later instant.
  return Date.parse(date) > Date.parse(lastRead);
}

/**
 * For items with a calendar date (settlements, documents): the Oslo day of reading, after which
 * an item is new; what arrived on the day the list was read was seen then. The server counts its
 * badges in SQL as `date > dayOfReading(lastRead)` (or every item when never read).
 */
export function dayOfReading(lastRead: string): string {
  return lastRead.slice(0, 10);
}

/** How many items are new since `lastRead` (all of them when never read). */
export function countNewSince(items: readonly { date: string }[], lastRead: string | null): number {
  let count = 0;
  for (const item of items) if (isNewSince(item.date, lastRead)) count += 1;
  return count;
}

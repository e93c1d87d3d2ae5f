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
 * an item is new; what arrived on the day the list was read was seen then.
 */
export function dayOfReading(lastRead: string): string {
  return lastRead.slice(0, 10);
}

/**
 * A list item as the badge sees it: its date, and when the cooperative's systems delivered it
 * (settlements and documents from an import; absent for older data). What arrived after the list
 * was last read is new even when its date is older: the accounting may post a settlement of last
 * week today. The server counts its badges in SQL by the same rule (BadgesService):
 * `date > dayOfReading(lastRead) OR arrived_at > lastRead`, every item when never read.
 */
export interface BadgeItem {
  date: string;
  arrived_at?: string | null;
}

/**
 * isNewItem's rule as two bounds a database query can compare with (`date > afterDay OR
 * arrived_at > arrivedAfter`); null when the list was never read, so every item counts.
 */
export interface UnreadSince {
  afterDay: string;
  arrivedAfter: string;
}

export function unreadSince(lastRead: string | null): UnreadSince | null {
  return lastRead ? { afterDay: dayOfReading(lastRead), arrivedAfter: lastRead } : null;
}

export function isNewItem(item: BadgeItem, lastRead: string | null): boolean {
  return isNewSince(item.date, lastRead) || (item.arrived_at != null && isNewSince(item.arrived_at, lastRead));
}

/** How many items are new since `lastRead` (all of them when never read). */
export function countNewSince(items: readonly BadgeItem[], lastRead: string | null): number {
  let count = 0;
  for (const item of items) if (isNewItem(item, lastRead)) count += 1;
  return count;
}

import { type Message, MESSAGES_NOTIFICATION_ID, type MessageReadItem } from '../contracts/messages.js';
import { isNewSince } from '../notifications/badges.js';

/** When the inbox was last opened, from GET /api/hasread/messages; null when never. */
export function inboxLastOpened(items: readonly MessageReadItem[]): string | null {
  return items.find((item) => item.id === MESSAGES_NOTIFICATION_ID)?.timestamp ?? null;
}

/** A message the user has not opened yet: shown bold in the inbox (spec/portal.md §4). */
export function isMessageUnread(message: Pick<Message, 'id'>, items: readonly MessageReadItem[]): boolean {
  return !items.some((item) => item.id === message.id);
}

/**
 * The inbox badge (spec/portal.md §4, shown with badgeText, '9+' above nine): the unread messages
 * published after the inbox was last opened, or every unread message when it never was. Opening
 * the inbox (marking 'notification') clears the badge; the messages stay bold until opened.
 */
export function countUnreadMessages(messages: readonly Pick<Message, 'id' | 'date'>[], items: readonly MessageReadItem[]): number {
  const opened = inboxLastOpened(items);
  const read = new Set(items.map((item) => item.id));
  return messages.filter((m) => !read.has(m.id) && isNewSince(m.date, opened)).length;
}

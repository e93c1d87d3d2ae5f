import { type Message, MESSAGES_NOTIFICATION_ID, type MessageReadItem } from '../contracts/messages.js';

/** When the inbox was last opened, from GET /api/hasread/messages; null when never. */
export function inboxLastOpened(items: readonly MessageReadItem[]): string | null {
  return items.find((item) => item.id === MESSAGES_NOTIFICATION_ID)?.timestamp ?? null;
}

/** A message the user has not opened yet: shown bold in the inbox (spec/portal.md §4). */
export function isMessageUnread(message: Pick<Message, 'id'>, items: readonly MessageReadItem[]): boolean {
  return !items.some((item) => item.id === message.id);
}

/**
 * The inbox badge (spec/portal.md §4: 'badge shows the unread count', with badgeText, '9+' above
 * nine): the messages the user has not opened yet. Opening the inbox (marking 'notification')
 * does not clear it; opening a message does.
 */
export function countUnreadMessages(messages: readonly Pick<Message, 'id'>[], items: readonly MessageReadItem[]): number {
  return messages.filter((m) => isMessageUnread(m, items)).length;
}

import { describe, expect, it } from 'vitest';
import { badgeText } from '../format/money.js';
import type { MessageReadItem } from '../contracts/messages.js';
import { countUnreadMessages, inboxLastOpened, isMessageUnread } from './rules.js';

const messages = [
  { id: 3, date: '2026-11-18T08:30:00.000+01:00' },
  { id: 2, date: '2026-11-02T12:00:00.000+01:00' },
  { id: 1, date: '2026-10-15T09:00:00.000+02:00' },
];

describe('message read state', () => {
  it('counts every message as unread before anything was read', () => {
    expect(countUnreadMessages(messages, [])).toBe(3);
    expect(messages.every((m) => isMessageUnread(m, []))).toBe(true);
    expect(inboxLastOpened([])).toBeNull();
  });

  it('stops counting and bolding a message once it is opened', () => {
    const items: MessageReadItem[] = [{ id: 2, timestamp: '2026-11-05T10:00:00.000+01:00' }];
    expect(countUnreadMessages(messages, items)).toBe(2);
    expect(isMessageUnread({ id: 2 }, items)).toBe(false);
    expect(isMessageUnread({ id: 3 }, items)).toBe(true);
  });

  it('clears the badge when the inbox is opened, but keeps the unopened messages bold', () => {
    const items: MessageReadItem[] = [{ id: 'notification', timestamp: '2026-11-20T10:00:00.000+01:00' }];
    expect(inboxLastOpened(items)).toBe('2026-11-20T10:00:00.000+01:00');
    // Opening the inbox marks nothing else read: the badge still counts every unopened message.
    expect(countUnreadMessages(messages, items)).toBe(3);
    expect(isMessageUnread({ id: 3 }, items)).toBe(true);
  });

  it('shows 9+ above nine', () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ id: i + 1, date: `2026-11-${String(i + 1).padStart(2, '0')}T08:00:00.000+01:00` }));
    expect(badgeText(countUnreadMessages(many, []))).toBe('9+');
    const readFirst = (n: number): MessageReadItem[] => many.slice(0, n).map((m) => ({ id: m.id, timestamp: '2026-11-20T08:00:00.000+01:00' }));
    expect(badgeText(countUnreadMessages(many, readFirst(4)))).toBe('9+');
    expect(badgeText(countUnreadMessages(many, readFirst(5)))).toBe('9');
    expect(badgeText(countUnreadMessages(many, readFirst(14)))).toBe('0');
  });
});

import { idempotencyKeySchema } from '@slakteweb/core';
import { z } from 'zod';
import { safeLocalStorage } from '@/lib/storage';

/**
 * A new Idempotency-Key: 128 random bits as hex. crypto.getRandomValues, not randomUUID, since
 * randomUUID exists only in secure contexts and the portal may be opened over plain http on a
 * farm's local network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where the browser keeps the key of a send whose answer has not come (with what was sent). */
export const SEND_KEY_STORAGE = 'slakteweb.enrolment-send-key';

const storedSendKey = z.object({ content: z.string(), key: idempotencyKeySchema });
type SendKey = z.infer<typeof storedSendKey>;

/** The same in the page, for browsers that refuse storage (private mode): a retry still matches. */
let lastSend: SendKey | null = null;

/**
 * The Idempotency-Key to send `content` (the enrolment as the API gets it) under: the key of the
 * last send of the same content if no answer to it has been seen, else a new one.
 *
 * Kept in the browser, not only in the page: on a weak line the enrolment can be stored while its
 * answer is lost, and the farmer then sends again, after a reload, the next morning, or after
 * seeing the draft offered again. The same key then gets the first answer (the server keeps keys
 * for a week, per farm) instead of a second enrolment. Other content gets a new key, so a changed
 * enrolment is never taken for the old one.
 */
export function sendKeyFor(content: string): string {
  const stored = storedSendKey.safeParse(parseJson(safeLocalStorage.get(SEND_KEY_STORAGE)));
  // The browser's (this tab's or an earlier page's), or this page's if another tab sent since.
  const earlier = [stored.success ? stored.data : null, lastSend].find((send) => send?.content === content);
  lastSend = earlier ?? { content, key: newIdempotencyKey() };
  safeLocalStorage.set(SEND_KEY_STORAGE, JSON.stringify(lastSend));
  return lastSend.key;
}

/** After the answer came (the enrolment is registered): the next send is a new enrolment. */
export function forgetSendKey(): void {
  lastSend = null;
  safeLocalStorage.remove(SEND_KEY_STORAGE);
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

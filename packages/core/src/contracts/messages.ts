import { z } from 'zod';

/**
 * A broadcast message from the cooperative (spec/portal.md §3 Messages). `body` is HTML from the
 * cooperative (paragraphs, lists, links, emphasis): sanitise it before rendering, like help texts.
 * `date` is when it was published, ISO 8601 with the Oslo offset ('2026-11-18T08:30:00.000+01:00').
 */
export const messageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  date: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /api/external/messages → { messages }, newest first; every logged-in user sees the broadcasts. */
export const messagesResponseSchema = z.object({ messages: z.array(messageSchema) });

/** The read-state id of the inbox itself: marked when the user opens the inbox. */
export const MESSAGES_NOTIFICATION_ID = 'notification';

/** A message id, or 'notification' for the inbox as a whole. */
export const messageReadIdSchema = z.union([z.number().int(), z.literal(MESSAGES_NOTIFICATION_ID)]);
export type MessageReadId = z.infer<typeof messageReadIdSchema>;

/** One read-state item: what was read and when (ISO 8601 with the Oslo offset). */
export const messageReadItemSchema = z.object({ id: messageReadIdSchema, timestamp: z.string() });
export type MessageReadItem = z.infer<typeof messageReadItemSchema>;

/**
 * GET /api/hasread/messages → { items }: the messages the logged-in user has opened, and
 * 'notification' once the inbox was opened. Items that were never read are absent.
 */
export const hasReadMessagesResponseSchema = z.object({ items: z.array(messageReadItemSchema) });

/**
 * POST /api/markread/messages/{id} (a message id or 'notification') → { id, timestamp }: when it is
 * now marked read. A superuser impersonating marks nothing and gets the farmer's current state:
 * the time the farmer read it, or null.
 */
export const markReadMessageResponseSchema = z.object({ id: messageReadIdSchema, timestamp: z.string().nullable() });
export type MarkReadMessageResponse = z.infer<typeof markReadMessageResponseSchema>;

import { z } from 'zod';
import { type Clock, type Message, type MessageReadId, type MessageReadItem, MESSAGES_NOTIFICATION_ID, osloIso } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { Actor } from '../auth/actor.js';
import type { ReadMarkerService } from '../read-markers/read-markers.service.js';
import * as repo from './messages.repository.js';

/** The read_marker kind of messages: item ids are message ids, plus 'notification' for the inbox. */
const KIND = 'messages';

/** Message ids as they appear in paths and read markers: a positive whole number that fits the serial column. */
export const messageIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((id) => id <= 2_147_483_647);

function parseMessageId(raw: string): number | null {
  const parsed = messageIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The farm whose own messages the user sees beside every farm's: none ('') for staff acting for nobody. */
const farmOf = (actor: Actor) => (actor.kind === 'farm' ? actor.supplierNo : '');

/**
 * Broadcast messages and their read state (spec/portal.md §3, §4). Every logged-in user sees the
 * messages of their variant, and a farm (its farmer, or staff acting for it) also those the
 * cooperative sent to that farm alone; read state is per logged-in user, kept by the read-markers module.
 */
export class MessagesService {
  constructor(
    private readonly db: Db,
    private readonly markers: ReadMarkerService,
    private readonly options: { companyId: string; clock: Clock },
  ) {}

  async list(actor: Actor): Promise<Message[]> {
    const rows = await repo.listPublished(this.db, this.options.companyId, farmOf(actor), this.options.clock());
    return rows.map((r) => ({ id: r.id, title: r.title, body: r.body, date: osloIso(new Date(r.published_at)) }));
  }

  /** The messages the user has opened, and 'notification' once the inbox was opened. */
  async readState(actor: Actor): Promise<MessageReadItem[]> {
    const read = await this.markers.allRead(actor, KIND);
    const items: MessageReadItem[] = [];
    for (const { itemId, timestamp } of read) {
      if (itemId === MESSAGES_NOTIFICATION_ID) items.push({ id: MESSAGES_NOTIFICATION_ID, timestamp });
      else {
        const id = parseMessageId(itemId);
        if (id !== null) items.push({ id, timestamp });
      }
    }
    return items;
  }

  /**
   * Marks a message (or with 'notification' the inbox) read. An id that is not a message the user
   * can see is 404. Impersonating marks nothing and answers the farmer's state.
   */
  async markRead(actor: Actor, id: MessageReadId): Promise<{ id: MessageReadId; timestamp: string | null }> {
    if (id === MESSAGES_NOTIFICATION_ID) {
      return { id: MESSAGES_NOTIFICATION_ID, timestamp: await this.markers.markRead(actor, KIND, MESSAGES_NOTIFICATION_ID) };
    }
    const message = await repo.findPublished(this.db, this.options.companyId, farmOf(actor), this.options.clock(), id);
    if (!message) throw notFound();
    return { id, timestamp: await this.markers.markRead(actor, KIND, String(id)) };
  }
}

import { type Clock, osloIso } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { type Actor, actsForFarmer } from '../auth/actor.js';
import * as repo from './read-markers.repository.js';

/**
 * The kinds of list whose "last read" the portal keeps (spec/portal.md §3 Notifications). Each
 * has GET /api/hasread/{kind}/notification and POST /api/markread/{kind}/notification; messages
 * also keep one marker per message (messages module). Later features add theirs (enrolments).
 */
export const READ_MARKER_KINDS = ['accountings-posted', 'accountings-temp', 'documents', 'messages', 'enrolment'] as const;
export type ReadMarkerKind = (typeof READ_MARKER_KINDS)[number];

/** The item id of a list as a whole ('the inbox was opened', 'the documents page was seen'). */
export const NOTIFICATION_ITEM = 'notification';

/**
 * Markers belong to the logged-in user and the supplier they act for. A superuser acting for
 * nobody keeps their own (broadcast messages, say) under the empty supplier number.
 */
function supplierKey(actor: Actor): string {
  return actor.kind === 'farm' ? actor.supplierNo : '';
}

export class ReadMarkerService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * When the user last read the item, or null. A superuser impersonating sees the farmer's own
   * marker, so the badges look as the farmer sees them.
   */
  async lastRead(actor: Actor, kind: ReadMarkerKind, itemId: string): Promise<string | null> {
    return (await this.lastReadOfKinds(actor, [kind], itemId))[kind];
  }

  /** lastRead of one item in several lists at once, in one query: per kind, when, or null. */
  async lastReadOfKinds<K extends ReadMarkerKind>(actor: Actor, kinds: readonly K[], itemId: string): Promise<Record<K, string | null>> {
    const rows =
      actsForFarmer(actor)
        ? await repo.findLatestKindsForSupplier(this.db, actor.supplierNo, kinds, itemId)
        : await repo.findKindsForUser(this.db, actor.userId, supplierKey(actor), kinds, itemId);
    const read = Object.fromEntries(kinds.map((kind) => [kind, null])) as Record<K, string | null>;
    for (const row of rows) read[row.kind as K] = osloIso(new Date(row.read_at));
    return read;
  }

  /** Every item of a kind the user has read, with when (as lastRead: the farmer's while impersonating). */
  async allRead(actor: Actor, kind: ReadMarkerKind): Promise<{ itemId: string; timestamp: string }[]> {
    const rows =
      actsForFarmer(actor)
        ? await repo.listLatestForSupplier(this.db, actor.supplierNo, kind)
        : await repo.listForUser(this.db, actor.userId, supplierKey(actor), kind);
    return rows.map((r) => ({ itemId: r.item_id, timestamp: osloIso(new Date(r.read_at)) }));
  }

  /**
   * Marks read now, per logged-in user and effective supplier, and answers the item's state
   * afterwards. Impersonating marks nothing (DESIGN.md §4) and answers the farmer's current state.
   */
  async markRead(actor: Actor, kind: ReadMarkerKind, itemId: string): Promise<string | null> {
    if (actsForFarmer(actor)) return this.lastRead(actor, kind, itemId);
    const readAt = this.clock();
    await repo.upsert(this.db, { userId: actor.userId, supplierNo: supplierKey(actor), kind, itemId, readAt });
    return osloIso(readAt);
  }
}

import { TZDate } from '@date-fns/tz';
import { BUSINESS_TZ, type Clock } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../plugins/authenticate.js';
import * as repo from './read-markers.repository.js';

/**
 * The kinds of list whose "last read" the portal keeps (spec/portal.md §3 Notifications). Later
 * features add theirs here ('documents', 'messages', enrolments).
 */
export const READ_MARKER_KINDS = ['accountings-posted', 'accountings-temp'] as const;
export type ReadMarkerKind = (typeof READ_MARKER_KINDS)[number];

export function isReadMarkerKind(value: string): value is ReadMarkerKind {
  return (READ_MARKER_KINDS as readonly string[]).includes(value);
}

/**
 * An instant as ISO 8601 with the Oslo offset ('2026-11-22T10:00:00.000+01:00'): the date part
 * is then the business date, which the web compares with settlement dates (countNewPosted).
 */
export function osloIso(instant: Date): string {
  return new TZDate(instant, BUSINESS_TZ).toISOString();
}

export class ReadMarkerService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * When the user last read the list, or null. A superuser impersonating sees the farmer's own
   * marker, so the badges look as the farmer sees them.
   */
  async lastRead(actor: Actor, kind: ReadMarkerKind, itemId: string): Promise<string | null> {
    if (!actor.supplierNo) return null;
    const row = actor.impersonating
      ? await repo.findLatestForSupplier(this.db, actor.supplierNo, kind, itemId)
      : await repo.findForUser(this.db, actor.user.id, actor.supplierNo, kind, itemId);
    return row ? osloIso(new Date(row.read_at)) : null;
  }

  /** Marks read now, per logged-in user and effective supplier. Impersonating marks nothing (DESIGN.md §4). */
  async markRead(actor: Actor, kind: ReadMarkerKind, itemId: string): Promise<void> {
    if (actor.impersonating || !actor.supplierNo) return;
    await repo.upsert(this.db, { userId: actor.user.id, supplierNo: actor.supplierNo, kind, itemId, readAt: this.clock() });
  }
}

import { type GrantEvent, osloIso } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { cursorOf, csv, nextCursor, parseCursor } from './export-feed.js';
import { eventsAfter, grantsByIds } from './export.repository.js';

/**
 * GET /api/integration/grants: who may act for which farm, for the cooperative's records. Each
 * grant a farmer gives (`granted`) and ends (`ended`), read as the other feeds are: in the order
 * their transactions finished, from a cursor.
 */
export class GrantsExportService {
  constructor(private readonly db: Db) {}

  async page(since: string | undefined, limit: number): Promise<{ events: GrantEvent[]; next: string }> {
    const events = await eventsAfter(this.db, 'grants', parseCursor(since), limit);
    const rows = new Map((await grantsByIds(this.db, events.map((e) => e.ref_id))).map((r) => [r.id, r]));
    return {
      events: events.map((e) => {
        const g = rows.get(e.ref_id);
        return {
          cursor: cursorOf(e),
          event: e.event === 'ended' ? 'ended' : 'granted',
          at: osloIso(new Date(e.at)),
          supplier_no: e.supplier_no,
          grant: g
            ? {
                id: g.id,
                person_name: g.display_name,
                email: g.username,
                role: g.role,
                granted_at: osloIso(g.granted_at),
                until: g.until,
                ended_at: g.ended_at ? osloIso(g.ended_at) : null,
              }
            : null,
        };
      }),
      next: nextCursor(events, since),
    };
  }
}

export function grantEventsCsv(events: GrantEvent[]): string {
  const columns = ['cursor', 'event', 'at', 'supplier_no', 'grant_id', 'person_name', 'email', 'role', 'granted_at', 'until', 'ended_at'] as const;
  return csv(
    columns,
    events.map((e) => [e.cursor, e.event, e.at, e.supplier_no, e.grant?.id, e.grant?.person_name, e.grant?.email, e.grant?.role, e.grant?.granted_at, e.grant?.until, e.grant?.ended_at]),
  );
}

import { osloIso, type PrognosisEvent, type ProfileEvent } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { cursorOf, csv, nextCursor, parseCursor } from './export-feed.js';
import { eventsAfter, profilesOf, prognosesByIds } from './export.repository.js';

/**
 * GET /api/integration/prognoses and /profiles: the farms' prognosis submissions, and the farmers'
 * own changes of their contact details (not the cooperative's imports), read as the enrolments
 * are: in the order their transactions finished, from a cursor.
 */
export class PrognosesProfilesExportService {
  constructor(private readonly db: Db) {}

  async prognoses(since: string | undefined, limit: number): Promise<{ events: PrognosisEvent[]; next: string }> {
    const events = await eventsAfter(this.db, 'prognoses', parseCursor(since), limit);
    const rows = new Map((await prognosesByIds(this.db, events.map((e) => e.ref_id))).map((r) => [Number(r.id), r]));
    return {
      events: events.map((e) => {
        const p = rows.get(e.ref_id);
        return {
          cursor: cursorOf(e),
          event: 'submitted',
          at: osloIso(new Date(e.at)),
          supplier_no: e.supplier_no,
          prognosis: p ? { ...p, id: Number(p.id), submitted_at: osloIso(new Date(p.submitted_at)) } : null,
        };
      }),
      next: nextCursor(events, since),
    };
  }

  async profiles(since: string | undefined, limit: number): Promise<{ events: ProfileEvent[]; next: string }> {
    const events = await eventsAfter(this.db, 'profiles', parseCursor(since), limit);
    const rows = new Map((await profilesOf(this.db, [...new Set(events.map((e) => e.supplier_no))])).map((r) => [r.supplier_no, r]));
    return {
      events: events.map((e) => {
        const { supplier_no: _no, ...profile } = rows.get(e.supplier_no) ?? { supplier_no: '' };
        return { cursor: cursorOf(e), event: 'changed', at: osloIso(new Date(e.at)), supplier_no: e.supplier_no, profile: rows.has(e.supplier_no) ? (profile as ProfileEvent['profile']) : null };
      }),
      next: nextCursor(events, since),
    };
  }
}

export function prognosisEventsCsv(events: PrognosisEvent[]): string {
  const columns = ['cursor', 'event', 'at', 'supplier_no', 'animal_kind', 'period_from', 'period_to', 'slaughter', 'buy', 'sell', 'submitted_at'] as const;
  return csv(
    columns,
    events.map((e) => [e.cursor, e.event, e.at, e.supplier_no, e.prognosis?.animal_kind, e.prognosis?.period_from, e.prognosis?.period_to, e.prognosis?.slaughter, e.prognosis?.buy, e.prognosis?.sell, e.prognosis?.submitted_at]),
  );
}

export function profileEventsCsv(events: ProfileEvent[]): string {
  const fields = ['email_user', 'email_accounting', 'mobile', 'street_address', 'post_no', 'city', 'recieve_accounting', 'recieve_newsletter', 'recieve_registered_slaughter'] as const;
  return csv(
    ['cursor', 'event', 'at', 'supplier_no', ...fields],
    events.map((e) => [e.cursor, e.event, e.at, e.supplier_no, ...fields.map((f) => e.profile?.[f])]),
  );
}

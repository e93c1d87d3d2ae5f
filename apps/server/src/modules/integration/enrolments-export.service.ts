import { type EnrolmentEvent, osloIso } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { cursorOf, csv, json, nextCursor, parseCursor } from './export-feed.js';
import { enrolmentsByIds, eventsAfter, rowsOfEnrolments } from './export.repository.js';

/**
 * GET /api/integration/enrolments: submitted enrolments, deletion requests and deletions, in the
 * order their transactions finished, each with the enrolment as it is now (rows, health remarks,
 * confirmations, return data). Restartable from any cursor handed out.
 */
export class EnrolmentsExportService {
  constructor(private readonly db: Db) {}

  async page(since: string | undefined, limit: number): Promise<{ events: EnrolmentEvent[]; next: string }> {
    const events = await eventsAfter(this.db, 'enrolments', parseCursor(since), limit);
    const ids = [...new Set(events.filter((e) => e.event !== 'deleted').map((e) => e.ref_id))];
    const enrolments = new Map((await enrolmentsByIds(this.db, ids)).map((e) => [Number(e.id), e]));
    const rows = await rowsOfEnrolments(this.db, ids);
    const out = events.map((e): EnrolmentEvent => {
      const enrolment = e.event === 'deleted' ? undefined : enrolments.get(e.ref_id);
      return {
        cursor: cursorOf(e),
        event: e.event as EnrolmentEvent['event'],
        at: osloIso(new Date(e.at)),
        supplier_no: e.supplier_no,
        enrolment_id: e.ref_id,
        enrolment: enrolment
          ? {
              id: Number(enrolment.id),
              kind: enrolment.kind,
              animal_category: enrolment.animal_category,
              created_at: osloIso(new Date(enrolment.created_at)),
              pickup_week: enrolment.pickup_week,
              pickup_year: enrolment.pickup_year,
              // As the farmer wrote it: the cooperative's own $…$ parts are the cooperative's to read.
              comment: enrolment.comment,
              pickup_on_cattle_agreement: enrolment.pickup_on_cattle_agreement,
              deletion_requested_at: enrolment.deletion_requested_at ? osloIso(new Date(enrolment.deletion_requested_at)) : null,
              confirmations: (json(enrolment.confirmations) as string[] | null) ?? [],
              medication_remarks: json(enrolment.medication_remarks),
              return_form_data: json(enrolment.return_form_data),
              return_meat_pickup_location: enrolment.return_meat_pickup_location,
              want_marks_sent_on_return: enrolment.want_marks_sent_on_return,
              rows: rows
                .filter((r) => Number(r.enrolment_id) === e.ref_id)
                .map((r) => ({ position: r.position, delivery_week: r.delivery_week, delivery_year: r.delivery_year, data: r.data })),
            }
          : null,
        deleted: e.event === 'deleted' ? ((json(e.snapshot) as Record<string, unknown> | null) ?? {}) : null,
      };
    });
    return { events: out, next: nextCursor(events, since) };
  }
}

export const ENROLMENT_CSV_COLUMNS = [
  'cursor',
  'event',
  'at',
  'supplier_no',
  'enrolment_id',
  'kind',
  'animal_category',
  'pickup_week',
  'pickup_year',
  'row_position',
  'delivery_week',
  'delivery_year',
  'row_data',
  'comment',
  'confirmations',
  'medication_remarks',
  'return_form_data',
  'deletion_requested_at',
] as const;

/** The page as CSV: one line per enrolment row (an event without rows is one line). */
export function enrolmentEventsCsv(events: EnrolmentEvent[]): string {
  const lines: unknown[][] = [];
  for (const e of events) {
    const en = e.enrolment;
    const head = [e.cursor, e.event, e.at, e.supplier_no, e.enrolment_id, en?.kind ?? e.deleted?.kind, en?.animal_category ?? e.deleted?.animal_category, en?.pickup_week ?? e.deleted?.pickup_week, en?.pickup_year ?? e.deleted?.pickup_year];
    const tail = [en?.comment, en?.confirmations.join(' '), en?.medication_remarks, en?.return_form_data, en?.deletion_requested_at];
    const rows = en && en.rows.length > 0 ? en.rows : [null];
    for (const row of rows) lines.push([...head, row?.position, row?.delivery_week, row?.delivery_year, row?.data, ...tail]);
  }
  return csv(ENROLMENT_CSV_COLUMNS, lines);
}

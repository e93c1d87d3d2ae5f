import {
  type Clock,
  type EnrolmentChangeField,
  type EnrolmentStatusImport,
  enrolmentStatusImportSchema,
  type ImportRecordResult,
  type ImportResponse,
  isDeletedByCooperative,
  type IsoWeek,
} from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { type EnrolmentStatusNews, type ImportNotices, newBatch, queueEnrolmentStatusNotices } from '../notifications/notification-queue.js';
import { beginImport } from './import-batch.repository.js';
import { importResponse, parseRecords } from './import-batch.js';
import * as repo from './enrolment-status.repository.js';

type Stored = Awaited<ReturnType<typeof repo.enrolmentsForStatus>>[number];
type StoredRow = Awaited<ReturnType<typeof repo.rowsForStatus>>[number];
type RowChange = EnrolmentStatusImport['rows'][number];

const ROW_FIELDS = ['delivery_week', 'delivery_year', 'expected_pickup_date', 'expected_pickup_time', 'haulier_name'] as const;

/** The row values a change gives, as the stored row takes them. */
function rowValues(change: RowChange): repo.RowValues {
  const values: repo.RowValues = {};
  for (const field of ROW_FIELDS) if (change[field] !== undefined) Object.assign(values, { [field]: change[field] });
  return values;
}

/** Whether the stored enrolment already says what the record says (the same record again). */
function alreadySays(current: Stored, rows: StoredRow[], record: EnrolmentStatusImport): boolean {
  if (current.cooperative_status !== record.event) return false;
  if (!current.cooperative_status_at || new Date(current.cooperative_status_at).getTime() !== Date.parse(record.at)) return false;
  if (current.cooperative_changed_fields !== JSON.stringify(record.fields)) return false;
  return record.rows.every((change) => {
    const row = rows.find((r) => r.position === change.position);
    return row !== undefined && ROW_FIELDS.every((f) => change[f] === undefined || change[f] === row[f]);
  });
}

/** The week the farmer knows the enrolment by: its first row's delivery week (as its deletion cutoff). */
function weekOf(current: Stored, rows: StoredRow[], changes: readonly RowChange[]): IsoWeek {
  const first = rows[0];
  if (!first) return { year: current.pickup_year, week: current.pickup_week };
  const changed = changes.find((c) => c.position === first.position);
  return { year: changed?.delivery_year ?? first.delivery_year, week: changed?.delivery_week ?? first.delivery_week };
}

/**
 * PUT /api/integration/enrolment-status: the cooperative changed a submitted enrolment, deleted it,
 * or handled the farmer's deletion request. The enrolment keeps the cooperative's last word (a
 * deleted one stays, shown as deleted), its rows the new values they can hold; the same record
 * again is 'unchanged'. In the same transaction, one notice per farm and batch to the farms that
 * turned on 'Innmelding endret eller slettet av oss', sent after the commit.
 */
export class EnrolmentStatusImportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notices: ImportNotices,
  ) {}

  async import(records: unknown[]): Promise<ImportResponse> {
    const { parsed, rejected } = parseRecords(
      records,
      enrolmentStatusImportSchema,
      (r) => String(r.enrolment_id),
      (r) => (typeof r.enrolment_id === 'number' && Number.isSafeInteger(r.enrolment_id) ? String(r.enrolment_id) : undefined),
    );
    const results: ImportRecordResult[] = [...rejected];
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      await beginImport(trx, 'enrolment-status');
      const ids = parsed.map((p) => p.value.enrolment_id);
      const stored = new Map((await repo.enrolmentsForStatus(trx, ids)).map((e) => [Number(e.id), e]));
      const allRows = await repo.rowsForStatus(trx, ids);
      const news: EnrolmentStatusNews[] = [];
      for (const { index, key, value } of parsed) {
        const current = stored.get(value.enrolment_id);
        // Another farm's enrolment is answered as one that does not exist: the number says nothing.
        if (!current || current.supplier_no !== value.supplier_no) {
          results.push({ index, key, status: 'rejected', errors: { enrolment_id: 'Ukjent innmelding' } });
          continue;
        }
        const rows = allRows.filter((r) => Number(r.enrolment_id) === value.enrolment_id);
        if (alreadySays(current, rows, value)) {
          results.push({ index, key, status: 'unchanged' });
          continue;
        }
        const problem = this.refusal(current, rows, value);
        if (problem) {
          results.push({ index, key, status: 'rejected', errors: problem });
          continue;
        }
        const fields: EnrolmentChangeField[] = [...value.fields];
        await repo.writeCooperativeStatus(
          trx,
          value.enrolment_id,
          { event: value.event, at: new Date(value.at), fields },
          value.rows.map((r) => ({ position: r.position, ...rowValues(r) })),
          now,
        );
        news.push({ supplier_no: current.supplier_no, event: value.event, week: weekOf(current, rows, value.rows) });
        results.push({ index, key, status: 'updated' });
      }
      await queueEnrolmentStatusNotices(trx, newBatch(), now, this.notices.publicUrl, news);
    });
    this.notices.wake();
    return importResponse(results);
  }

  /** Why the record cannot be taken as it stands, by field; null when it can. */
  private refusal(current: Stored, rows: StoredRow[], record: EnrolmentStatusImport): Record<string, string> | null {
    if (current.cooperative_status_at && new Date(current.cooperative_status_at).getTime() > Date.parse(record.at)) {
      return { at: 'Slakteriet har sendt en nyere status for denne innmeldingen' };
    }
    if (isDeletedByCooperative(current.cooperative_status ? { event: current.cooperative_status } : null)) {
      return { event: 'Innmeldingen er allerede slettet av slakteriet' };
    }
    if ((record.event === 'deletion_granted' || record.event === 'deletion_refused') && current.deletion_requested_at === null) {
      return { event: 'Bonden har ikke bedt om sletting av denne innmeldingen' };
    }
    const missing = record.rows.find((r) => !rows.some((row) => row.position === r.position));
    if (missing) return { rows: `Innmeldingen har ingen rad ${missing.position}` };
    return null;
  }
}

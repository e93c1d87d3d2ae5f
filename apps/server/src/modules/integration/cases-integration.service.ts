import { type CaseEvent, caseImportSchema, caseSubjectSchema, type Clock, type ImportRecordResult, type ImportResponse, osloIso } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { cursorOf, csv, json, nextCursor, parseCursor } from './export-feed.js';
import { eventsAfter } from './export.repository.js';
import { type CaseAnswer, type ImportNotices, newBatch, queueCaseAnswers } from '../notifications/notification-queue.js';
import { beginImport } from './import-batch.repository.js';
import { importResponse, parseRecords, textField } from './import-batch.js';
import * as repo from './cases-integration.repository.js';

/**
 * The farms' questions about carcasses for the cooperative: new ones read from a cursor as the
 * enrolments are (GET /api/integration/cases), status and answer sent back by the case number
 * (PUT /api/integration/cases), each record created never, updated or unchanged: sending the same
 * twice changes nothing, and every status change is kept in the case's history. A case that
 * becomes answered is told to the farm that asked for it (Varsler), queued in the same transaction.
 */
export class CasesIntegrationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notices: ImportNotices,
  ) {}

  async page(since: string | undefined, limit: number): Promise<{ events: CaseEvent[]; next: string }> {
    const events = await eventsAfter(this.db, 'cases', parseCursor(since), limit);
    const rows = new Map((await repo.casesByIds(this.db, events.map((e) => e.ref_id))).map((r) => [Number(r.id), r]));
    return {
      events: events.map((e) => {
        const c = rows.get(e.ref_id);
        const subject = c ? caseSubjectSchema.safeParse(json(c.subject)) : null;
        return {
          cursor: cursorOf(e),
          event: 'created',
          at: osloIso(new Date(e.at)),
          supplier_no: e.supplier_no,
          case: c ? { number: c.number, reason: c.reason, text: c.text, created_at: osloIso(new Date(c.created_at)), subject: subject?.success ? subject.data : null } : null,
        };
      }),
      next: nextCursor(events, since),
    };
  }

  async import(records: unknown[]): Promise<ImportResponse> {
    const { parsed, rejected } = parseRecords(records, caseImportSchema, (r) => r.number, (r) => textField(r, 'number'));
    const results: ImportRecordResult[] = [...rejected];
    const at = this.clock();
    await this.db.transaction().execute(async (trx) => {
      await beginImport(trx, 'cases');
      const stored = new Map((await repo.casesByNumber(trx, parsed.map((p) => p.key))).map((c) => [c.number, c]));
      const answered: CaseAnswer[] = [];
      for (const { index, key, value } of parsed) {
        const current = stored.get(key);
        if (!current) {
          results.push({ index, key, status: 'rejected', errors: { number: 'Ukjent henvendelse' } });
          continue;
        }
        if (value.status === 'answered' && (value.answer ?? '').trim() === '') {
          results.push({ index, key, status: 'rejected', errors: { answer: 'Et besvart spørsmål må ha et svar' } });
          continue;
        }
        const statusChanged = current.status !== value.status;
        if (!statusChanged && current.answer === value.answer) {
          results.push({ index, key, status: 'unchanged' });
          continue;
        }
        await repo.updateCase(trx, Number(current.id), { status: value.status, answer: value.answer, statusChanged, at });
        if (statusChanged && value.status === 'answered') answered.push({ id: Number(current.id), supplier_no: current.supplier_no, number: current.number, text: current.text, answer: value.answer ?? '' });
        results.push({ index, key, status: 'updated' });
      }
      await queueCaseAnswers(trx, newBatch(), at, this.notices.publicUrl, answered);
    });
    this.notices.wake();
    return importResponse(results);
  }
}

export function caseEventsCsv(events: CaseEvent[]): string {
  const columns = ['cursor', 'event', 'at', 'supplier_no', 'number', 'reason', 'text', 'created_at', 'settlement_no', 'settlement_date', 'group_name', 'individual_no', 'subject'] as const;
  return csv(
    columns,
    events.map((e) => [
      e.cursor,
      e.event,
      e.at,
      e.supplier_no,
      e.case?.number,
      e.case?.reason,
      e.case?.text,
      e.case?.created_at,
      e.case?.subject?.settlement_no,
      e.case?.subject?.settlement_date,
      e.case?.subject?.group_name,
      e.case?.subject?.animal?.individual_no,
      e.case?.subject,
    ]),
  );
}

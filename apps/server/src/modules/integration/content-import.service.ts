import {
  type Clock,
  helpTextImportSchema,
  type ImportRecordResult,
  type ImportResponse,
  messageImportSchema,
  pickupWeekImportSchema,
  prognosisConfigImportSchema,
  returnFormImportSchema,
} from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import * as repo from './content-import.repository.js';
import { importResponse, parseRecords, textField } from './import-batch.js';
import { existingSupplierNos } from './settlements-import.repository.js';
import { beginImport } from './import-batch.repository.js';
import { type ImportNotices, newBatch, queueMessageMails } from '../notifications/notification-queue.js';

const weekKey = (r: { action: string; animal_group: string; year: number; week: number }) => `${r.action}:${r.animal_group}:${r.year}-W${String(r.week).padStart(2, '0')}`;

/**
 * The cooperative's content: pickup-week rules (PUT /api/integration/pickup-weeks), help texts
 * messages, the prognosis survey and the return forms (PUT /api/integration/content/…), each an
 * upsert by its natural key that answers created, updated or unchanged per record.
 */
export class ContentImportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notices: ImportNotices & { companyId: string },
  ) {}

  async pickupWeeks(records: unknown[]): Promise<ImportResponse> {
    const { parsed, rejected } = parseRecords(records, pickupWeekImportSchema, weekKey, (r) =>
      typeof r.year === 'number' && typeof r.week === 'number' ? textField(r, 'action', 'animal_group') : undefined,
    );
    const results: ImportRecordResult[] = [...rejected];
    await this.db.transaction().execute(async (trx) => {
      await beginImport(trx, 'pickup-weeks');
      const stored = new Map((await repo.pickupWeeksOfYears(trx, [...new Set(parsed.map((p) => p.value.year))])).map((r) => [weekKey(r), r]));
      const changed = parsed.filter(({ index, key, value }) => {
        const current = stored.get(key);
        const same = current && current.allowed === value.allowed && current.allowed_cattle_deal === value.allowed_cattle_deal && current.reason === value.reason;
        results.push({ index, key, status: same ? 'unchanged' : current ? 'updated' : 'created' });
        return !same;
      });
      await repo.upsertPickupWeeks(trx, changed.map((c) => c.value));
    });
    return importResponse(results);
  }

  async helpTexts(records: unknown[]): Promise<ImportResponse> {
    const { parsed, rejected } = parseRecords(records, helpTextImportSchema, (r) => r.name, (r) => textField(r, 'name'));
    const results: ImportRecordResult[] = [...rejected];
    await this.db.transaction().execute(async (trx) => {
      await beginImport(trx, 'help-texts');
      const stored = new Map((await repo.helpTexts(trx, parsed.map((p) => p.key))).map((r) => [r.name, r.html]));
      const changed = parsed.filter(({ index, key, value }) => {
        const current = stored.get(key);
        results.push({ index, key, status: current === value.html ? 'unchanged' : current === undefined ? 'created' : 'updated' });
        return current !== value.html;
      });
      await repo.upsertHelpTexts(trx, changed.map((c) => c.value));
    });
    return importResponse(results);
  }

  async messages(records: unknown[]): Promise<ImportResponse> {
    const { parsed, rejected } = parseRecords(records, messageImportSchema, (r) => r.message_id, (r) => textField(r, 'message_id'));
    const results: ImportRecordResult[] = [...rejected];
    await this.db.transaction().execute(async (trx) => {
      await beginImport(trx, 'messages');
      const suppliers = await existingSupplierNos(trx, parsed.flatMap((p) => (p.value.supplier_no ? [p.value.supplier_no] : [])));
      const stored = new Map((await repo.messagesByExternalId(trx, parsed.map((p) => p.key))).map((m) => [m.external_id, m]));
      const created: Parameters<typeof repo.insertMessages>[1] = [];
      /** New messages are mailed; a corrected one is not mailed again. */
      const mailed = created;
      for (const { index, key, value } of parsed) {
        if (value.supplier_no && !suppliers.has(value.supplier_no)) {
          results.push({ index, key, status: 'rejected', errors: { supplier_no: 'Ukjent leverandør' } });
          continue;
        }
        const fields = { title: value.title, body: value.body, published_at: new Date(value.published_at), supplier_no: value.supplier_no ?? null, company_id: value.company_id ?? null };
        const current = stored.get(key);
        if (!current) {
          created.push({ ...fields, external_id: key });
          results.push({ index, key, status: 'created' });
          continue;
        }
        const same =
          current.title === fields.title &&
          current.body === fields.body &&
          new Date(current.published_at).getTime() === fields.published_at.getTime() &&
          current.supplier_no === fields.supplier_no &&
          current.company_id === fields.company_id;
        if (!same) await repo.updateMessage(trx, current.id, fields);
        results.push({ index, key, status: same ? 'unchanged' : 'updated' });
      }
      await repo.insertMessages(trx, created);
      // Each message its own batch: two messages in one request are two mails, each once.
      const batch = newBatch();
      for (const message of mailed) {
        if (message.company_id && message.company_id !== this.notices.companyId) continue;
        // A message published later is mailed when it shows in the portal.
        const at = this.clock();
        const published = new Date(message.published_at);
        await queueMessageMails(trx, `${batch}:${message.external_id}`, at, published > at ? published : at, this.notices.publicUrl, { ...message, supplier_no: message.supplier_no ?? null });
      }
    });
    this.notices.wake();
    return importResponse(results);
  }

  /** The prognosis survey per animal kind: what the farm's popup and form ask, from the next request on. */
  async prognosisConfig(records: unknown[]): Promise<ImportResponse> {
    const { parsed, rejected } = parseRecords(records, prognosisConfigImportSchema, (r) => r.animal_kind, (r) => textField(r, 'animal_kind'));
    const results: ImportRecordResult[] = [...rejected];
    await this.db.transaction().execute(async (trx) => {
      await beginImport(trx, 'prognosis-config');
      const stored = new Map((await repo.prognosisConfigs(trx)).map((c) => [c.animal_kind, c]));
      for (const { index, key, value: c } of parsed) {
        const row = {
          animal_kind: c.animal_kind,
          survey_available: c.survey_available,
          show_survey: c.show_survey,
          next_period_from: c.next_period.from,
          next_period_to: c.next_period.to,
          prev_period_from: c.prev_period.from,
          prev_period_to: c.prev_period.to,
          upto_now_period_from: c.upto_now_period.from,
          upto_now_period_to: c.upto_now_period.to,
          this_year_from: c.this_year.from,
          this_year_to: c.this_year.to,
          info_txt_top: c.info_txt_top,
        };
        const current = stored.get(c.animal_kind);
        const same = current !== undefined && Object.entries(row).every(([field, value]) => current[field as keyof typeof current] === value);
        if (!same) await repo.upsertPrognosisConfig(trx, { ...row, updated_at: this.clock() });
        results.push({ index, key, status: same ? 'unchanged' : current ? 'updated' : 'created' });
      }
    });
    return importResponse(results);
  }

  /** The return form per animal kind, as the enrolment shows it from the next request on. */
  async returnForms(records: unknown[]): Promise<ImportResponse> {
    const { parsed, rejected } = parseRecords(records, returnFormImportSchema, (r) => r.animal_kind, (r) => textField(r, 'animal_kind'));
    const results: ImportRecordResult[] = [...rejected];
    await this.db.transaction().execute(async (trx) => {
      await beginImport(trx, 'return-forms');
      const stored = new Map((await repo.returnForms(trx)).map((f) => [f.animal_kind, f.form]));
      for (const { index, key, value } of parsed) {
        const { animal_kind: kind, ...form } = value;
        const text = JSON.stringify(form);
        const current = stored.get(kind);
        // Compared as values: the stored text may order its keys otherwise.
        const same = current !== undefined && JSON.stringify(returnFormImportSchema.safeParse({ ...(JSON.parse(current) as object), animal_kind: kind }).data) === JSON.stringify(value);
        if (!same) await repo.upsertReturnForm(trx, { animal_kind: kind, form: text, updated_at: this.clock() });
        results.push({ index, key, status: same ? 'unchanged' : current ? 'updated' : 'created' });
      }
    });
    return importResponse(results);
  }
}

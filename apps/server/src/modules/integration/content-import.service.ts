import { helpTextImportSchema, type ImportRecordResult, type ImportResponse, pickupWeekImportSchema } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import * as repo from './content-import.repository.js';
import { importResponse, parseRecords, textField } from './import-batch.js';
import { beginImport } from './suppliers-import.repository.js';

const weekKey = (r: { action: string; animal_group: string; year: number; week: number }) => `${r.action}:${r.animal_group}:${r.year}-W${String(r.week).padStart(2, '0')}`;

/**
 * The cooperative's content: pickup-week rules (PUT /api/integration/pickup-weeks) and help texts
 * (PUT /api/integration/content/help-texts), each an upsert by its natural key that answers
 * created, updated or unchanged per record.
 */
export class ContentImportService {
  constructor(private readonly db: Db) {}

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
}

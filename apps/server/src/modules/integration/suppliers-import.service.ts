import { type ImportRecordResult, type ImportResponse, type SupplierImport, supplierImportSchema } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { importResponse, parseRecords, textField } from './import-batch.js';
import { beginImport } from './import-batch.repository.js';
import * as repo from './suppliers-import.repository.js';

/** The supplier fields an import may set, beside supplier_no and old_system_only. */
type SupplierFields = Omit<SupplierImport, 'supplier_no' | 'old_system_only'>;

/** The fields of a record that differ from the stored supplier (only those sent count). */
function changedFields(record: SupplierFields, stored: Record<string, unknown>): Partial<SupplierFields> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if (value === undefined) continue;
    // bigint columns come back as numbers (db/database.ts); compare as numbers then.
    const current = typeof value === 'number' ? Number(stored[field]) : stored[field];
    if (current !== value) changes[field] = value;
  }
  return changes as Partial<SupplierFields>;
}

/**
 * PUT /api/integration/suppliers: the cooperative's supplier register. A new supplier gets a portal
 * login without a password (the first login mails a set-password link to email_user); a known one
 * is updated in the fields sent; the same record again changes nothing. Entries known only from
 * the old supplier list (old_system_only) go to that list, for the first-login mail there.
 */
export class SuppliersImportService {
  constructor(private readonly db: Db) {}

  async import(records: unknown[]): Promise<ImportResponse> {
    const { parsed, rejected } = parseRecords(records, supplierImportSchema, (r) => r.supplier_no, (r) => textField(r, 'supplier_no'));
    const results: ImportRecordResult[] = [...rejected];
    await this.db.transaction().execute(async (trx) => {
      await beginImport(trx, 'suppliers');
      const nos = parsed.map((p) => p.key);
      const stored = new Map((await repo.findSuppliers(trx, nos)).map((s) => [s.supplier_no, s]));
      const oldStored = new Map((await repo.findOldSystemSuppliers(trx, nos)).map((s) => [s.supplier_no, s]));
      // A staff member logs in with a number: a new supplier with that number would have its first
      // login and forgotten password land on the staff account.
      const staff = new Set(await repo.findStaffUsernames(trx, nos));
      const created: SupplierImport[] = [];
      for (const { index, key, value } of parsed) {
        const { supplier_no: _no, old_system_only: oldOnly, ...fields } = value;
        const current = stored.get(key);
        if (!current && staff.has(key)) {
          results.push({ index, key, status: 'rejected', errors: { supplier_no: 'Nummeret er innloggingen til en ansatt i portalen' } });
          continue;
        }
        if (oldOnly) {
          if (current) {
            results.push({ index, key, status: 'rejected', errors: { old_system_only: 'Leverandøren finnes alt i portalen' } });
            continue;
          }
          const row = { supplier_no: key, fullname: value.fullname, email: value.email_user || null, mobile: value.mobile || null };
          const old = oldStored.get(key);
          if (old && old.fullname === row.fullname && old.email === row.email && old.mobile === row.mobile) {
            results.push({ index, key, status: 'unchanged' });
            continue;
          }
          await repo.upsertOldSystemSupplier(trx, row);
          results.push({ index, key, status: old ? 'updated' : 'created' });
          continue;
        }
        if (!current) {
          created.push(value);
          results.push({ index, key, status: 'created' });
          continue;
        }
        const changes = changedFields(fields, current);
        if (Object.keys(changes).length === 0) {
          results.push({ index, key, status: 'unchanged' });
          continue;
        }
        await repo.updateSupplier(trx, key, changes);
        results.push({ index, key, status: 'updated' });
      }
      await repo.insertSuppliers(
        trx,
        created.map(({ old_system_only: _old, ...s }) => ({ balance_this_year_ore: 0, debit_amount_total_ore: 0, ...s })),
      );
      await repo.insertLogins(
        trx,
        created.map((s) => s.supplier_no),
      );
    });
    return importResponse(results);
  }
}

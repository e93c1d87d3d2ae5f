import { type HerdImport, herdImportSchema, type ImportRecordResult, type ImportResponse } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import * as repo from './herd-import.repository.js';
import { importResponse, parseRecords, textField } from './import-batch.js';
import { existingSupplierNos } from './settlements-import.repository.js';
import { beginImport } from './import-batch.repository.js';

/** A list in a canonical order, as text: the same herd in any order compares equal. */
function canonical(rows: object[]): string {
  return JSON.stringify(rows.map((r) => JSON.stringify(r)).sort());
}

function herdRows(supplierNo: string, herd: HerdImport) {
  const animals = herd.animals.map((a) => ({ supplier_no: supplierNo, ...a, breeds: JSON.stringify(a.breeds) }));
  const treatments = herd.treatments.map((t) => ({ supplier_no: supplierNo, ...t }));
  return { animals, treatments };
}

/** The same columns in the same order as herdRows, from what is stored. */
function storedKey(animals: Awaited<ReturnType<typeof repo.herdsOf>>, treatments: Awaited<ReturnType<typeof repo.treatmentsOf>>): string {
  return canonical(animals.map((a) => ({ ...a, breeds: JSON.stringify(JSON.parse(a.breeds) as unknown) }))) + canonical(treatments);
}

/**
 * PUT /api/integration/herd: a farm's cattle herd and medicine register (treatments with
 * withdrawal periods, per animal or per group) as the registry has it now. A changed herd is
 * replaced whole; the same herd in any order is 'unchanged'. The enrolment's medication check and
 * the cattle screen read what is imported from the next request on.
 */
export class HerdImportService {
  constructor(private readonly db: Db) {}

  async import(records: unknown[]): Promise<ImportResponse> {
    const { parsed, rejected } = parseRecords(records, herdImportSchema, (r) => r.supplier_no, (r) => textField(r, 'supplier_no'));
    const results: ImportRecordResult[] = [...rejected];
    await this.db.transaction().execute(async (trx) => {
      await beginImport(trx, 'herd');
      const nos = parsed.map((p) => p.key);
      const suppliers = await existingSupplierNos(trx, nos);
      const animals = await repo.herdsOf(trx, nos);
      const treatments = await repo.treatmentsOf(trx, nos);
      const changed: { supplierNo: string; rows: ReturnType<typeof herdRows> }[] = [];
      for (const { index, key, value } of parsed) {
        if (!suppliers.has(key)) {
          results.push({ index, key, status: 'rejected', errors: { supplier_no: 'Ukjent leverandør: importer leverandøren først' } });
          continue;
        }
        const rows = herdRows(key, value);
        const storedAnimals = animals.filter((a) => a.supplier_no === key);
        const storedTreatments = treatments.filter((t) => t.supplier_no === key);
        const hadAny = storedAnimals.length + storedTreatments.length > 0;
        const same = storedKey(storedAnimals, storedTreatments) === canonical(rows.animals) + canonical(rows.treatments);
        if (same) {
          results.push({ index, key, status: 'unchanged' });
          continue;
        }
        changed.push({ supplierNo: key, rows });
        results.push({ index, key, status: hadAny ? 'updated' : 'created' });
      }
      await repo.replaceHerds(
        trx,
        changed.map((c) => c.supplierNo),
        changed.flatMap((c) => c.rows.animals),
        changed.flatMap((c) => c.rows.treatments),
      );
    });
    return importResponse(results);
  }
}

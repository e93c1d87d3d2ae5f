import { canonicalPriceList, type Clock, type ImportRecordResult, type ImportResponse, type PriceList, priceListSchema } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { importResponse, parseRecords, textField } from './import-batch.js';
import { beginImport } from './import-batch.repository.js';
import { recountGridFrom } from '../../db/grid-rollup.js';
import * as repo from './price-lists-import.repository.js';

const listKey = (l: { kind: string; category: string; year: number; week: number }) => `${l.kind}:${l.category}:${l.year}-W${String(l.week).padStart(2, '0')}`;

/**
 * The cooperative's price lists (PUT /api/integration/price-lists, scope import:prices): an upsert
 * by kind, category and week that answers created, updated or unchanged per record. A list is
 * stored in one form (canonicalPriceList), so the same list sent again is 'unchanged'.
 */
export class PriceListsImportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async import(records: unknown[]): Promise<ImportResponse> {
    const { parsed, rejected } = parseRecords(records, priceListSchema, listKey, (r) =>
      typeof r.year === 'number' && typeof r.week === 'number' ? textField(r, 'kind', 'category') : undefined,
    );
    const results: ImportRecordResult[] = [...rejected];
    await this.db.transaction().execute(async (trx) => {
      await beginImport(trx, 'price-lists');
      const pairs = [...new Map(parsed.map((p) => [`${p.value.kind}:${p.value.category}`, { kind: p.value.kind, category: p.value.category }])).values()];
      const stored = new Map((await repo.priceListsOf(trx, pairs)).map((r) => [listKey(r), r.list]));
      const changed: PriceList[] = [];
      for (const { index, key, value } of parsed) {
        const list = canonicalPriceList(value);
        const current = stored.get(key);
        const same = current === JSON.stringify(list);
        results.push({ index, key, status: same ? 'unchanged' : current === undefined ? 'created' : 'updated' });
        if (!same) changed.push(list);
      }
      const at = this.clock();
      await repo.upsertPriceLists(
        trx,
        changed.map((l) => ({ kind: l.kind, category: l.category, year: l.year, week: l.week, base_ore_per_kg: l.base_ore_per_kg, list: JSON.stringify(l), updated_at: at })),
      );
      // 'Treff på prisgrid' counts each animal against the list in force: count again from where the lists changed.
      await recountGridFrom(trx, changed);
    });
    return importResponse(results);
  }
}

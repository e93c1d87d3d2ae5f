import type { Insertable, Transaction } from 'kysely';
import type { PriceList as PriceListTable } from '../../db/schema.js';
import type { Database } from '../../db/types.js';

type Trx = Transaction<Database>;

/** The stored lists of the given kinds and categories (the import's candidates for 'unchanged'). */
export function priceListsOf(trx: Trx, keys: { kind: PriceListTable['kind']; category: string }[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('price_list')
    .select(['kind', 'category', 'year', 'week', 'list'])
    .where((eb) => eb.or(keys.map((k) => eb.and([eb('kind', '=', k.kind), eb('category', '=', k.category)]))))
    .execute();
}

export async function upsertPriceLists(trx: Trx, rows: Insertable<PriceListTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('price_list')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['kind', 'category', 'year', 'week']).doUpdateSet((eb) => ({
        base_ore_per_kg: eb.ref('excluded.base_ore_per_kg'),
        list: eb.ref('excluded.list'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

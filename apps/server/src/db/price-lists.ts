import { type PriceKind, type PriceList, priceListSchema } from '@slakteweb/core';
import type { Db } from './database.js';

/**
 * The price lists in force in a week (DESIGN.md §10 Prices): for each kind and category the
 * latest list valid from that week or before. Read by the settlement detail (its animals' prices
 * explained) and the price routes alike, so both find the same list.
 */
export async function priceListsInForce(db: Db, filter: { kinds: readonly PriceKind[]; categories?: readonly string[] }, year: number, week: number): Promise<PriceList[]> {
  if (filter.kinds.length === 0 || filter.categories?.length === 0) return [];
  let query = db
    .selectFrom('price_list')
    .distinctOn(['kind', 'category'])
    .select('list')
    .where('kind', 'in', [...filter.kinds])
    .where((eb) => eb.or([eb('year', '<', year), eb.and([eb('year', '=', year), eb('week', '<=', week)])]));
  if (filter.categories) query = query.where('category', 'in', [...filter.categories]);
  const rows = await query.orderBy('kind').orderBy('category').orderBy('year', 'desc').orderBy('week', 'desc').execute();
  // Stored as the import checked it; parsed again so a list always has its defaults and types.
  return rows.map((r) => priceListSchema.parse(JSON.parse(r.list)));
}

import { type IsoWeek, type PriceKind, type PriceList, priceListSchema } from '@slakteweb/core';
import type { Db } from '../../db/database.js';

/** The animal kinds the farm keeps, and what its price depends on (KSL, Helsegris). */
export function findFarm(db: Db, supplierNo: string) {
  return db.selectFrom('supplier').select(['has_pigs', 'has_sheep', 'has_cattle', 'ksl_status', 'health_pig_approved']).where('supplier_no', '=', supplierNo).executeTakeFirst();
}

/**
 * The lists of one kind and category valid from a week after `from` up to `to`, oldest first: with
 * the one in force at `from` (db/price-lists.ts), every list the price path's weeks can fall in.
 */
export async function listsAfterUpTo(db: Db, kind: PriceKind, category: string, from: IsoWeek, to: IsoWeek): Promise<PriceList[]> {
  const rows = await db
    .selectFrom('price_list')
    .select('list')
    .where('kind', '=', kind)
    .where('category', '=', category)
    .where((eb) => eb.or([eb('year', '>', from.year), eb.and([eb('year', '=', from.year), eb('week', '>', from.week)])]))
    .where((eb) => eb.or([eb('year', '<', to.year), eb.and([eb('year', '=', to.year), eb('week', '<=', to.week)])]))
    .orderBy('year')
    .orderBy('week')
    .execute();
  // Stored as the import checked it; parsed again so a list always has its defaults and types.
  return rows.map((r) => priceListSchema.parse(JSON.parse(r.list)));
}

import type { PriceKind } from '@slakteweb/core';
import type { Db } from '../../db/database.js';

/** The animal kinds the farm keeps, and what its price depends on (KSL, Helsegris). */
export function findFarm(db: Db, supplierNo: string) {
  return db.selectFrom('supplier').select(['has_pigs', 'has_sheep', 'has_cattle', 'ksl_status', 'health_pig_approved']).where('supplier_no', '=', supplierNo).executeTakeFirst();
}

/**
 * The base prices of one kind and category up to a week, oldest first: the price path is read
 * from these without opening the lists (price_list.base_ore_per_kg).
 */
export function basePricesUpTo(db: Db, kind: PriceKind, category: string, year: number, week: number) {
  return db
    .selectFrom('price_list')
    .select(['year', 'week', 'base_ore_per_kg'])
    .where('kind', '=', kind)
    .where('category', '=', category)
    .where((eb) => eb.or([eb('year', '<', year), eb.and([eb('year', '=', year), eb('week', '<=', week)])]))
    .orderBy('year')
    .orderBy('week')
    .execute();
}

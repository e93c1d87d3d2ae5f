import type { Db } from '../../db/database.js';

/** The supplier's herd by individual number, as the cattle registry has it. */
export function herd(db: Db, supplierNo: string) {
  return db
    .selectFrom('herd_animal')
    .select(['individual_no', 'mothers_mark', 'subcategory_name as cattle_type', 'animal_keeping_no', 'breeds', 'veal_date', 'birthdate'])
    .where('supplier_no', '=', supplierNo)
    .orderBy('individual_no')
    .orderBy('mark_no')
    .execute();
}

/** How many animals of each cattle type the supplier's herd has, the most numerous first. */
export function stock(db: Db, supplierNo: string) {
  return db
    .selectFrom('herd_animal')
    .select((eb) => ['subcategory_name as cattle_type', eb.fn.countAll<number>().as('count')])
    .where('supplier_no', '=', supplierNo)
    .groupBy('subcategory_name')
    .orderBy('count', 'desc')
    .orderBy('subcategory_name')
    .execute();
}

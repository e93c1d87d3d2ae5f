import type { Insertable, Transaction } from 'kysely';
import type { AnimalTreatment as AnimalTreatmentTable, HerdAnimal as HerdAnimalTable } from '../../db/schema.js';
import type { Database } from '../../db/types.js';

type Trx = Transaction<Database>;

export function herdsOf(trx: Trx, supplierNos: string[]) {
  if (supplierNos.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('herd_animal')
    .select(['supplier_no', 'mark_no', 'individual_no', 'birthdate', 'subcategory_name', 'name', 'mothers_mark', 'animal_keeping_no', 'veal_date', 'breeds'])
    .where('supplier_no', 'in', supplierNos)
    .execute();
}

export function treatmentsOf(trx: Trx, supplierNos: string[]) {
  if (supplierNos.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('animal_treatment')
    .select(['supplier_no', 'animal_category', 'subcategory_name', 'animal_id', 'group_name', 'disease_name', 'disease_code', 'medication_name', 'treatment_date', 'restrain_limit'])
    .where('supplier_no', 'in', supplierNos)
    .execute();
}

/** Replaces the farms' herds and medicine registers with what the registry sent. */
export async function replaceHerds(trx: Trx, supplierNos: string[], animals: Insertable<HerdAnimalTable>[], treatments: Insertable<AnimalTreatmentTable>[]): Promise<void> {
  if (supplierNos.length === 0) return;
  await trx.deleteFrom('herd_animal').where('supplier_no', 'in', supplierNos).execute();
  await trx.deleteFrom('animal_treatment').where('supplier_no', 'in', supplierNos).execute();
  for (let i = 0; i < animals.length; i += 1000) await trx.insertInto('herd_animal').values(animals.slice(i, i + 1000)).execute();
  for (let i = 0; i < treatments.length; i += 1000) await trx.insertInto('animal_treatment').values(treatments.slice(i, i + 1000)).execute();
}

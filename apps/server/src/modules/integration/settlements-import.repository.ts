import type { Transaction } from 'kysely';
import type { AnimalChangeField } from '@slakteweb/core';
import type { Database } from '../../db/types.js';

/** The import's transaction. */
export type Trx = Transaction<Database>;

export async function existingSupplierNos(trx: Trx, supplierNos: string[]): Promise<Set<string>> {
  if (supplierNos.length === 0) return new Set();
  const rows = await trx.selectFrom('supplier').select('supplier_no').where('supplier_no', 'in', supplierNos).execute();
  return new Set(rows.map((r) => r.supplier_no));
}

/** The stored settlements of the batch's numbers (either kind: the key is kind and number). */
export function findSettlements(trx: Trx, settlementNos: string[]) {
  if (settlementNos.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('settlement')
    .select(['id', 'supplier_no', 'kind', 'settlement_no', 'import_hash'])
    .where('settlement_no', 'in', settlementNos)
    .execute();
}

export async function updateSettlement(
  trx: Trx,
  id: number,
  fields: { settlement_date: string; amount_ore: number; has_document: boolean; comment: string; arrived_at: Date; import_hash: string },
): Promise<void> {
  // Fires last_delivery_settlements_updated (trigger): the last delivery is computed again where a date or number changed.
  await trx.updateTable('settlement').set(fields).where('id', '=', id).execute();
}

/** Removes a supplier's temporary settlements by number (a posted one replaces them). */
export async function deleteTempSettlements(trx: Trx, supplierNo: string, settlementNos: string[]): Promise<void> {
  if (settlementNos.length === 0) return;
  // Their animals go with them (cascade), which fires last_delivery_animals_deleted (trigger).
  await trx.deleteFrom('settlement').where('supplier_no', '=', supplierNo).where('kind', '=', 'temp').where('settlement_no', 'in', settlementNos).execute();
}

/** The stored animals of settlements, in each settlement's order: what a re-import is compared with. */
export function storedAnimals(trx: Trx, settlementIds: number[]) {
  if (settlementIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('slaughter_animal')
    .select(['id', 'settlement_id', 'position', 'animal_kind', 'group_name', 'mark_no', 'individual_no', 'classification', 'fat_group', 'meat_percent_tenths', 'weight_g', 'price_ore_per_kg'])
    .where('settlement_id', 'in', settlementIds)
    .orderBy('settlement_id')
    .orderBy('position')
    .execute();
}

export async function insertAnimalChanges(
  trx: Trx,
  rows: { settlement_id: number; animal_key: string; field: AnimalChangeField; from_value: string | null; to_value: string | null; changed_at: Date }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await trx.insertInto('slaughter_animal_change').values(rows.slice(i, i + 1000)).execute();
}

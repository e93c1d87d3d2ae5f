import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

type Trx = Transaction<Database>;

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

export async function deleteAnimalsOf(trx: Trx, settlementIds: number[]): Promise<void> {
  if (settlementIds.length === 0) return;
  // Fires last_delivery_animals_deleted (trigger): the farm's last delivery is computed again.
  await trx.deleteFrom('slaughter_animal').where('settlement_id', 'in', settlementIds).execute();
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

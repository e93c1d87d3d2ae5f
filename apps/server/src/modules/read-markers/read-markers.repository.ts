// Hot statements here are prepared once (preparedStatement, db/prepared-statement.ts). The rule:
// a prepared statement's SQL text depends on its shape only (a few flags or words), never on a
// value. Values go in as parameters; what would change the text (an `in` list, a branch on a
// value) belongs in the shape, or the statement is not one to prepare.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared-statement.js';

/**
 * The user's own markers of these kinds for this supplier, one row per kind that has one. Every
 * badge count runs it, so it is built once per list of kinds (db/prepared-statement.ts).
 */
const kindsForUser = preparedStatement((db, values: { userId: number; supplierNo: string; itemId: string }, shape: { kinds: readonly string[] }) =>
  db
    .selectFrom('read_marker')
    .select(['kind', 'read_at'])
    .where('user_id', '=', values.userId)
    .where('supplier_no', '=', values.supplierNo)
    .where('kind', 'in', shape.kinds)
    .where('item_id', '=', values.itemId),
);

export function findKindsForUser(db: Db, userId: number, supplierNo: string, kinds: readonly string[], itemId: string) {
  return kindsForUser.run(db, { userId, supplierNo, itemId }, { kinds });
}

/** Per kind, the latest marker any user set for this supplier (what the farmer themself has seen). */
export function findLatestKindsForSupplier(db: Db, supplierNo: string, kinds: readonly string[], itemId: string) {
  return db
    .selectFrom('read_marker')
    .select(['kind', sql<Date>`max(read_at)`.as('read_at')])
    .where('supplier_no', '=', supplierNo)
    .where('kind', 'in', kinds)
    .where('item_id', '=', itemId)
    .groupBy('kind')
    .execute();
}

/** Every marker of one kind the user set for this supplier. */
export function listForUser(db: Db, userId: number, supplierNo: string, kind: string) {
  return db
    .selectFrom('read_marker')
    .select(['item_id', 'read_at'])
    .where('user_id', '=', userId)
    .where('supplier_no', '=', supplierNo)
    .where('kind', '=', kind)
    .orderBy('item_id')
    .execute();
}

/** Per item of one kind, the latest marker any user set for this supplier. */
export function listLatestForSupplier(db: Db, supplierNo: string, kind: string) {
  return db
    .selectFrom('read_marker')
    .select(['item_id', sql<Date>`max(read_at)`.as('read_at')])
    .where('supplier_no', '=', supplierNo)
    .where('kind', '=', kind)
    .groupBy('item_id')
    .orderBy('item_id')
    .execute();
}

export function upsert(db: Db, marker: { userId: number; supplierNo: string; kind: string; itemId: string; readAt: Date }) {
  return db
    .insertInto('read_marker')
    .values({ user_id: marker.userId, supplier_no: marker.supplierNo, kind: marker.kind, item_id: marker.itemId, read_at: marker.readAt })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'item_id']).doUpdateSet({ supplier_no: marker.supplierNo, read_at: marker.readAt }))
    .execute();
}

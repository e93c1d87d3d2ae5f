import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * A person's grants (farm_access) as the guard reads them. A grant is live while it has not been
 * ended and its last day (`until`, inclusive, an Oslo date) is not before `today`. Read on every
 * request, never cached: an ended or expired grant stops working on the person's next request, in
 * any server process.
 */

function live(today: string) {
  return sql<boolean>`farm_access.ended_at is null and (farm_access.until is null or farm_access.until >= ${today}::date)`;
}

/** The person's live grant for the farm, with the farm's own login; undefined without one. */
export function findLiveGrant(db: Db, personId: number, supplierNo: string, today: string) {
  return db
    .selectFrom('farm_access')
    .innerJoin('app_user as farm_user', (j) =>
      j.onRef('farm_user.supplier_no', '=', 'farm_access.supplier_no').on('farm_user.is_person', '=', false).on('farm_user.is_superuser', '=', false),
    )
    .select(['farm_access.id', 'farm_access.role', 'farm_access.supplier_no', 'farm_user.id as farm_user_id', 'farm_user.username as farm_username'])
    .where('farm_access.person_id', '=', personId)
    .where('farm_access.supplier_no', '=', supplierNo)
    .where(live(today))
    .executeTakeFirst();
}

/** The farms the person may act for today, by the farm's name. */
export function listLiveFarms(db: Db, personId: number, today: string) {
  return db
    .selectFrom('farm_access')
    .innerJoin('supplier', 'supplier.supplier_no', 'farm_access.supplier_no')
    .select(['farm_access.supplier_no', 'supplier.fullname', 'farm_access.role'])
    .where('farm_access.person_id', '=', personId)
    .where(live(today))
    .orderBy('supplier.fullname')
    .orderBy('farm_access.supplier_no')
    .execute();
}

/** How many farms the person may act for today (0: their login no longer works). */
export async function countLiveGrants(db: Db, personId: number, today: string): Promise<number> {
  const row = await db
    .selectFrom('farm_access')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('person_id', '=', personId)
    .where(live(today))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The farm a session acts for (null: none chosen yet). */
export function setSessionActingFor(db: Db, idHash: string, supplierNo: string | null) {
  return db.updateTable('session').set({ acting_for: supplierNo }).where('id_hash', '=', idHash).execute();
}

/** The grant was used now ('Sist brukt' in the farmer's list). */
export function touchGrant(db: Db, grantId: number, at: Date) {
  return db.updateTable('farm_access').set({ last_used_at: at }).where('id', '=', grantId).execute();
}

/** The farm's name, as 'Du handler for' shows it. */
export async function findFarmName(db: Db, supplierNo: string): Promise<string> {
  const row = await db.selectFrom('supplier').select('fullname').where('supplier_no', '=', supplierNo).executeTakeFirst();
  return row?.fullname ?? '';
}

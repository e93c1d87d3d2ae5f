import type { ExternalRegister } from '@slakteweb/core';
import type { Db } from '../../db/database.js';

/** Keeps a register's status as reported; the last report wins. */
export async function saveRegisterStatus(db: Db, status: { register: ExternalRegister; available: boolean; reported_at: Date }): Promise<void> {
  await db
    .insertInto('register_status')
    .values(status)
    .onConflict((oc) => oc.column('register').doUpdateSet({ available: status.available, reported_at: status.reported_at }))
    .execute();
}

/** The registers reported unavailable (one never reported is available). */
export async function unavailableRegisters(db: Db): Promise<ExternalRegister[]> {
  const rows = await db.selectFrom('register_status').select('register').where('available', '=', false).execute();
  return rows.map((r) => r.register);
}

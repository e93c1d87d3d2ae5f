import type { Db } from '../../db/database.js';

export function findSecondFactor(db: Db, userId: number) {
  return db.selectFrom('staff_second_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A new, not yet confirmed secret; an existing unconfirmed one is kept (a reload shows the same QR code). */
export async function insertUnconfirmedSecret(db: Db, userId: number, secret: string): Promise<string> {
  await db.insertInto('staff_second_factor').values({ user_id: userId, secret }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  const row = await findSecondFactor(db, userId);
  return row!.secret;
}

/**
 * Records that the code of `timeStep` was used, only if no later or equal step was used before:
 * in one statement, so one code is accepted once even when sent twice at the same moment. At
 * enrolment it also confirms the secret. False when the step was used already.
 */
export async function useTimeStep(db: Db, userId: number, timeStep: number, confirmAt?: Date): Promise<boolean> {
  const row = await db
    .updateTable('staff_second_factor')
    .set({ last_time_step: timeStep, ...(confirmAt ? { confirmed_at: confirmAt } : {}) })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_recovery_code').where('user_id', '=', userId).execute();
    await trx
      .insertInto('staff_recovery_code')
      .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
      .execute();
  });
}

/** Uses a recovery code, once: false when it is not the user's or was used already. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

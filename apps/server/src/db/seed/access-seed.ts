import { ACCESS_INVITATION_VALID_DAYS } from '@slakteweb/core';
import type { Db } from '../database.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demo-accounts.js';

/** The demo's accountant: a person with access to two farms (README, demo accounts). */
export const DEMO_ACCOUNTANT = { email: 'regnskap@example.no', name: 'Rita Berg' } as const;
/** The demo's invitation 10001 has sent and nobody has accepted yet. */
export const DEMO_PENDING_INVITATION = { email: 'radgiver@example.no', role: 'advisor' } as const;

/**
 * The people around the demo farms (DESIGN.md §10): 10001's and 10003's accountant, who logs in
 * with the e-mail address and the demo password and, holding two farms, gives the second factor
 * (the demo's known TOTP secret, as 90001); and an invitation 10001 has sent to an adviser. Seeded
 * once: a demo whose farmer ended the access or withdrew the invitation keeps it so.
 */
export async function seedDemoAccess(db: Db): Promise<void> {
  const existing = await db.selectFrom('app_user').select('id').where('username', '=', DEMO_ACCOUNTANT.email).executeTakeFirst();
  if (existing) return;
  const farmers = await db.selectFrom('app_user').select(['id', 'supplier_no']).where('username', 'in', ['10001', '10003']).where('is_person', '=', false).execute();
  const farmerOf = new Map(farmers.map((f) => [f.supplier_no, f.id]));
  const farmer10001 = farmerOf.get('10001');
  if (farmer10001 === undefined || !farmerOf.has('10003')) return;

  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const person = await trx
      .insertInto('app_user')
      .values({
        username: DEMO_ACCOUNTANT.email,
        email: DEMO_ACCOUNTANT.email,
        display_name: DEMO_ACCOUNTANT.name,
        password_hash: await hashPassword(DEMO_PASSWORD),
        is_person: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('staff_second_factor').values({ user_id: person.id, secret: DEMO_TOTP_SECRET, confirmed_at: now }).execute();
    await trx
      .insertInto('farm_access')
      .values(['10001', '10003'].map((supplierNo) => ({ supplier_no: supplierNo, person_id: person.id, role: 'accountant' as const, granted_at: now })))
      .execute();
    // Its link was never mailed: the demo shows it as waiting, for the farmer to withdraw.
    await trx
      .insertInto('access_invitation')
      .values({
        supplier_no: '10001',
        email: DEMO_PENDING_INVITATION.email,
        role: DEMO_PENDING_INVITATION.role,
        token_hash: hashToken(newToken()),
        invited_by_user_id: farmer10001,
        sent_at: now,
        expires_at: new Date(now.getTime() + ACCESS_INVITATION_VALID_DAYS * 24 * 3_600_000),
      })
      .execute();
  });
}

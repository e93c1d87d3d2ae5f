import { type Clock, EMAIL_PATTERN, PROFILE_FIELD_MAX, supplierNoSchema } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import * as repo from './staff-accounts.repository.js';

/**
 * The cooperative's staff accounts (superusers: impersonation and reset links), kept from a
 * terminal with `npm run admin -- staff …` (admin-cli.ts). Nothing in the portal makes a
 * superuser, and the demo's are never in a production database (config.ts, seedDemoData).
 *
 * A staff account gets no password here: its first login (or "Glemt passord?") mails a
 * set-password link to the address given, as for a farmer new to the portal, and the second factor
 * is set up at the first login with the password (second-factor.service.ts). So no secret passes
 * through the terminal, and the address is shown to be theirs.
 */


export class StaffAccountError extends Error {}

export interface StaffAccount {
  username: string;
  name: string;
  email: string;
  hasPassword: boolean;
  secondFactorSetUp: boolean;
  /** Removed by `staff remove`: no way in is left (isRemoved). */
  removed: boolean;
  createdAt: Date;
}

/**
 * A removed staff account: no password to log in with and no address for a reset link, so no way
 * in (a superuser cannot make a reset link for another, auth.service.ts). The account row stays a
 * superuser's (the table allows only farmers and superusers), so the audits keep naming it.
 */
function isRemoved(user: { password_hash: string | null; email: string }): boolean {
  return user.password_hash === null && user.email === '';
}

/**
 * Adds a staff account, or gives a removed one back its rights. Refuses a number that is a
 * supplier's (in the supplier register or the old system's list): a farmer's first login or
 * forgotten password would otherwise find the staff account.
 */
export async function addStaff(db: Db, input: { username: string; email: string; name: string }): Promise<'added' | 'restored'> {
  const { username, email, name } = input;
  // Staff log in with a number shaped as a supplier's: the forgot-password form (a staff member's
  // way to a first or a new password) takes no other login id, in both variants.
  if (!supplierNoSchema.safeParse(username).success) throw new StaffAccountError(`--username must be digits (at most 20), as the forgot-password form takes them; got "${username}"`);
  if (email.length > PROFILE_FIELD_MAX || !EMAIL_PATTERN.test(email)) throw new StaffAccountError(`--email must be an e-mail address; got "${email}"`);
  if (name.length > PROFILE_FIELD_MAX) throw new StaffAccountError(`--name may be at most ${PROFILE_FIELD_MAX} characters`);
  return db.transaction().execute(async (trx) => {
    await repo.lockSupplierNumbers(trx);
    const farm = await repo.findSupplierName(trx, username);
    if (farm !== undefined) throw new StaffAccountError(`${username} is the supplier number of ${farm}; staff need a number no supplier has`);
    const existing = await repo.findLogin(trx, username);
    if (existing && !existing.is_superuser) throw new StaffAccountError(`${username} is a farmer's login`);
    if (existing && !isRemoved(existing)) throw new StaffAccountError(`${username} is a staff account already`);
    if (existing) {
      await repo.setAddressAndName(trx, existing.id, email, name);
      return 'restored';
    }
    await repo.insertStaff(trx, { username, email, name });
    return 'added';
  });
}

/** Every staff account, by username. */
export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const rows = await repo.listStaffRows(db);
  return rows.map((r) => ({
    username: r.username,
    name: r.display_name,
    email: r.email,
    hasPassword: r.password_hash !== null,
    secondFactorSetUp: r.confirmed_at !== null,
    removed: isRemoved(r),
    createdAt: new Date(r.created_at),
  }));
}

/**
 * Takes a staff member's access away at once: their sessions end (every request reads its session
 * from the database), their password, address, second factor and unused reset links go. The
 * account itself stays, so the audit of whom they impersonated and for whom they made reset links
 * still names them; `staff add` can give it back with an address.
 */
export async function removeStaff(db: Db, clock: Clock, username: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const userId = await findStaff(trx, username);
    await repo.endAccess(trx, userId, clock());
    await repo.clearCredentials(trx, userId);
  });
}

/**
 * For a staff member who lost the phone with their authenticator and their recovery codes: the
 * second factor and the sessions go, and the next login sets up a new one, as the first did.
 * Only after making sure it is them asking: the password alone then opens the setup.
 */
export async function resetStaffSecondFactor(db: Db, clock: Clock, username: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.endAccess(trx, await findStaff(trx, username), clock());
  });
}

async function findStaff(db: Db, username: string): Promise<number> {
  const user = await repo.findStaffId(db, username);
  if (!user) throw new StaffAccountError(`${username} is not a staff account`);
  return user.id;
}

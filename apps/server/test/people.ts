import type { AccessRole } from '@slakteweb/core';
import { hashPassword } from '../src/lib/passwords.js';
import { DEMO_PASSWORD, sessionCookie, type TestContext } from './harness.js';

/**
 * People around a farm for the server tests: a person (an e-mail login) with grants to farms, made
 * straight in the database, and their login through the real login routes, second factor included.
 */

export interface PersonGrant {
  supplierNo: string;
  role: AccessRole;
  /** The last day the access holds (yyyy-MM-dd); none by default. */
  until?: string;
}

export interface TestPerson {
  id: number;
  email: string;
  name: string;
  /** The grants' ids, in the order given. */
  grantIds: number[];
}

/** The authenticator secret each person set up at their first login, by e-mail address. */
const secrets = new Map<string, string>();

/** Creates a person with the demo password and live grants to the farms named. */
export async function createPersonWithGrants(ctx: TestContext, person: { email: string; name: string; grants: PersonGrant[] }): Promise<TestPerson> {
  secrets.delete(person.email);
  const user = await ctx.db
    .insertInto('app_user')
    .values({ username: person.email, display_name: person.name, email: person.email, is_person: true, password_hash: await hashPassword(DEMO_PASSWORD) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const grantIds: number[] = [];
  for (const grant of person.grants) {
    const row = await ctx.db
      .insertInto('farm_access')
      .values({ supplier_no: grant.supplierNo, person_id: user.id, role: grant.role, granted_at: ctx.now(), until: grant.until ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    grantIds.push(row.id);
  }
  return { id: user.id, email: person.email, name: person.name, grantIds };
}

/**
 * Logs a person in by e-mail and returns the session cookie. A person with several farms gives the
 * second factor: the first time they set up the authenticator (its secret is kept for their next
 * login), then a code of a later 30-second step each time.
 */
export async function loginPerson(ctx: TestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  const step = res.json().second_factor as 'enrol' | 'verify' | undefined;
  if (!step) return sessionCookie(res);
  const pending = sessionCookie(res);
  const headers = { cookie: pending, origin: 'http://portal.test' };
  if (step === 'enrol') {
    const setup = await ctx.app.inject({ method: 'POST', url: '/api/login/second_factor/setup', headers });
    secrets.set(email, setup.json().secret);
  }
  const secret = secrets.get(email);
  if (!secret) throw new Error(`no authenticator set up for ${email}`);
  ctx.advanceWall(30_000);
  const code = await ctx.totpCode(secret);
  const second = await ctx.app.inject({ method: 'POST', url: `/api/login/second_factor${step === 'enrol' ? '/enrol' : ''}`, headers, payload: { code } });
  if (second.statusCode !== 200) throw new Error(`second factor of ${email} failed: ${second.statusCode} ${second.body}`);
  return sessionCookie(second);
}

/** Ends a grant now, as the farmer's 'Fjern tilgang' does. */
export async function endGrant(ctx: TestContext, grantId: number): Promise<void> {
  await ctx.db.updateTable('farm_access').set({ ended_at: ctx.now() }).where('id', '=', grantId).execute();
}

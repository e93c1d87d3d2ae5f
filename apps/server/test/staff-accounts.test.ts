import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffCommand } from '../src/admin-cli.js';
import { StaffAccountError } from '../src/modules/auth/staff-accounts.service.js';
import { beginImport } from '../src/modules/integration/import-batch.repository.js';
import { createTestContext, DEMO_PASSWORD, linkIn, readMail, sessionCookie, type TestContext, tokenOf } from './harness.js';

// `npm run admin -- staff …`: the only way a production database gets staff accounts (the demo's
// are seeded only on request, config.ts). Each command is checked through the portal itself: the
// login, the forgot-password mail and the second factor's setup, as the staff member meets them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const ORIGIN = { origin: 'http://portal.test' };
const staff = async (...args: string[]) => {
  const lines: string[] = [];
  await staffCommand(ctx.db, ctx.now, args, (line) => lines.push(line));
  return lines;
};
const login = (username: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
const isSuperuser = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/profile/is_superuser', headers: { cookie } });

/** Sets the password with the link of the newest mail; answers the mail's recipient and text. */
async function setPasswordFromNewestMail(password: string): Promise<{ to: string; text: string }> {
  const mail = ctx.outbox().at(-1)!;
  const set = await ctx.app.inject({ method: 'POST', url: '/api/set_new_password', payload: { new_password: password, t: tokenOf(linkIn(mail)) } });
  expect(set.statusCode).toBe(200);
  return readMail(mail);
}

describe('npm run admin -- staff add', () => {
  it('makes a staff account whose first login mails a set-password link, and whose first login with the password sets up the second factor', async () => {
    expect(await staff('add', '--username', '90010', '--email', 'kari@coop.example', '--name', 'Kari Nordmann')).toEqual([
      'Staff account 90010 added. Their first login with 90010 mails a set-password link to kari@coop.example (so does "Glemt passord?"); then they set up the second factor.',
    ]);
    expect(await staff('list')).toContainEqual(expect.stringMatching(/^90010\tKari Nordmann\tkari@coop\.example\tpassword not set\tsecond factor not set up\tcreated \d{4}-\d\d-\d\dT/));
    // No password yet: the first login mails a set-password link, as for a farmer new to the portal.
    const none = await login('90010', DEMO_PASSWORD);
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('USER_IN_OLD_NOT_NEW_SYSTEM');
    expect(ctx.outbox()).toHaveLength(1);
    const welcome = await setPasswordFromNewestMail('Kari-passord-2027');
    expect(welcome.to).toBe('kari@coop.example');
    // Staff are told what they are and what comes next, not that they are a supplier.
    expect(welcome.text).toContain('Du er registrert som ansatt med superbrukertilgang');
    expect(welcome.text).not.toContain('leverandør hos oss');
    const first = await login('90010', 'Kari-passord-2027');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ username: '90010', need_to_confirm: false, second_factor: 'enrol' });
    const setup = await ctx.app.inject({ method: 'POST', url: '/api/login/second_factor/setup', headers: { ...ORIGIN, cookie: sessionCookie(first) } });
    const { secret } = setup.json();
    const enrolled = await ctx.app.inject({ method: 'POST', url: '/api/login/second_factor/enrol', headers: { ...ORIGIN, cookie: sessionCookie(first) }, payload: { code: await ctx.totpCode(secret) } });
    expect(enrolled.statusCode).toBe(200);
    expect((await isSuperuser(sessionCookie(enrolled))).json()).toEqual({ is_superuser: { is_superuser: true } });
    expect(await staff('list')).toContainEqual(expect.stringMatching(/^90010\tKari Nordmann\tkari@coop\.example\tpassword set\tsecond factor set up\t/));
  });

  it.each([
    [['--username', '10001', '--email', 'a@coop.example'], /10001 is the supplier number of /],
    [['--username', '10004', '--email', 'a@coop.example'], /10004 is the supplier number of /],
    [['--username', '90001', '--email', 'a@coop.example'], /90001 is a staff account already/],
    [['--username', 'kari', '--email', 'a@coop.example'], /--username must be digits/],
    [['--username', '9'.repeat(21), '--email', 'a@coop.example'], /--username must be digits/],
    [['--username', '90010', '--email', 'not an address'], /--email must be an e-mail address/],
    [['--username', '90010', '--email', 'a@coop.example', '--name', 'x'.repeat(101)], /--name may be at most 100/],
  ])('refuses %j and stores nothing', async (args, message) => {
    const before = await ctx.db.selectFrom('app_user').select(['username', 'is_superuser', 'email']).orderBy('username').execute();
    await expect(staff('add', ...args)).rejects.toThrow(StaffAccountError);
    await expect(staff('add', ...args)).rejects.toThrow(message);
    expect(await ctx.db.selectFrom('app_user').select(['username', 'is_superuser', 'email']).orderBy('username').execute()).toEqual(before);
  });
});

describe('npm run admin -- staff, usage', () => {
  it('names an unknown command, and a missing username', async () => {
    await expect(staff('frob', '--username', '90010')).rejects.toThrow('Unknown staff command "frob"');
    await expect(staff()).rejects.toThrow('Unknown staff command ""');
    await expect(staff('remove')).rejects.toThrow('staff remove needs --username');
    await expect(staff('add', '--username', '90010')).rejects.toThrow('staff add needs --email');
  });
});

describe('npm run admin -- staff add beside a supplier import', () => {
  // The import refuses a staff member's number, and staff add a supplier's: each checks the other's
  // table, so one waits for the other, or both could pass their check at once.
  it('waits for a supplier import under way, then refuses the number it brought', async () => {
    let added: Promise<string[]> | undefined;
    let settled = false;
    await ctx.db.transaction().execute(async (trx) => {
      await beginImport(trx, 'suppliers');
      await trx.insertInto('supplier').values({ supplier_no: '90010', fullname: 'Ny Leverandør', balance_this_year_ore: 0, debit_amount_total_ore: 0 }).execute();
      added = staff('add', '--username', '90010', '--email', 'kari@coop.example');
      added.then(
        () => (settled = true),
        () => (settled = true),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
    });
    await expect(added!).rejects.toThrow('90010 is the supplier number of Ny Leverandør');
    expect(await ctx.db.selectFrom('app_user').select('username').where('username', '=', '90010').execute()).toEqual([]);
  });
});

describe('npm run admin -- staff remove', () => {
  it('ends a staff member’s sessions and rights at once; the audit still names them; add gives the account back', async () => {
    const cookie = await ctx.login('90001');
    expect((await isSuperuser(cookie)).json()).toEqual({ is_superuser: { is_superuser: true } });
    // Something to audit: a reset link made for a farmer.
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/forgot_password_superuser', headers: { ...ORIGIN, cookie }, payload: { username: '10001' } });
    expect(reset.statusCode).toBe(200);

    expect(await staff('remove', '--username', '90001')).toEqual(['Staff account 90001 removed: its sessions have ended and it can no longer log in.']);
    expect((await isSuperuser(cookie)).statusCode).toBe(401);
    expect((await login('90001', DEMO_PASSWORD)).statusCode).toBe(401);
    // No address left: a forgotten-password request mails nothing.
    const outboxBefore = ctx.outbox().length;
    await ctx.app.inject({ method: 'POST', url: '/api/forgot_password', payload: { username: '90001' } });
    await ctx.app.settleBackgroundWork();
    expect(ctx.outbox()).toHaveLength(outboxBefore);
    expect(await staff('list')).toContainEqual(expect.stringMatching(/^90001\tKundeservice\t-\tremoved\tcreated /));
    const audit = await ctx.db.selectFrom('reset_link_audit as a').innerJoin('app_user as u', 'u.id', 'a.superuser_id').select('u.username').execute();
    expect(audit).toEqual([{ username: '90001' }]);

    expect(await staff('add', '--username', '90001', '--email', 'tilbake@coop.example')).toEqual([
      'Staff account 90001 given back its rights. Their first login with 90001 mails a set-password link to tilbake@coop.example (so does "Glemt passord?"); then they set up the second factor.',
    ]);
    const forgot = await ctx.app.inject({ method: 'POST', url: '/api/forgot_password', payload: { username: '90001' } });
    expect(forgot.statusCode).toBe(200);
    await ctx.app.settleBackgroundWork();
    expect(ctx.outbox()).toHaveLength(outboxBefore + 1);
    expect((await setPasswordFromNewestMail('Tilbake-passord-2027')).to).toBe('tilbake@coop.example');
    expect((await login('90001', 'Tilbake-passord-2027')).json().second_factor).toBe('enrol');
  });

  it('refuses a farmer and an unknown number', async () => {
    await expect(staff('remove', '--username', '10001')).rejects.toThrow('10001 is not a staff account');
    await expect(staff('remove', '--username', '77777')).rejects.toThrow('77777 is not a staff account');
    expect((await login('10001', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('npm run admin -- staff reset-second-factor', () => {
  it('ends the sessions; the password still holds and the next login sets up a new second factor', async () => {
    const cookie = await ctx.login('90001');
    expect((await login('90001', DEMO_PASSWORD)).json().second_factor).toBe('verify');
    await staff('reset-second-factor', '--username', '90001');
    expect((await isSuperuser(cookie)).statusCode).toBe(401);
    expect((await login('90001', DEMO_PASSWORD)).json()).toEqual({ username: '90001', need_to_confirm: false, second_factor: 'enrol' });
  });
});

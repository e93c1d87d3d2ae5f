import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_ROLE_NAMES, INVITATION_MESSAGES, MSG } from '@slakteweb/core';
import { insertAccessLog } from '../src/modules/access/access-log.repository.js';
import { seedDemoData } from '../src/db/seed/demo-seed.js';
import { verifyPassword } from '../src/lib/passwords.js';
import { createTestContext, DEMO_PASSWORD, DEMO_TOTP_SECRET, readMail, sessionCookie, type TestContext } from './harness.js';
import { tokenHeader } from './integration-helpers.js';
import { createPersonWithGrants, loginPerson } from './people.js';

// The farmer's access list: invitations by mail, accepting them, ending an access, and the log of
// what others did for the farm (DESIGN.md §10).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const json = (cookie?: string) => ({ headers: { origin: 'http://portal.test', ...(cookie ? { cookie } : {}) } });
const form = (fields: Record<string, string>, cookie?: string) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  payload: new URLSearchParams(fields).toString(),
});

function invite(cookie: string, body: Record<string, string>, query = '') {
  return ctx.app.inject({ method: 'POST', url: `/api/access/invitations${query}`, ...json(cookie), payload: body });
}

function accept(body: Record<string, string>, cookie?: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/access/accept', ...json(cookie), payload: body });
}

/** The token of the invitation link in the newest mail. */
function lastInvitationToken(): string {
  const { text } = readMail(ctx.outbox().at(-1)!);
  const link = /http:\/\/portal\.test\/tilgang\/godta\?t=(\S+)/.exec(text);
  if (!link) throw new Error(`no invitation link in:\n${text}`);
  return decodeURIComponent(link[1]!);
}

interface Listed {
  grants: { id: number; email: string }[];
  invitations: { id: number; email: string }[];
}

/** The farm's access list as `cookie` sees it (10001 unless impersonating). */
async function listOf(cookie: string, query = ''): Promise<Listed> {
  return (await ctx.app.inject({ method: 'GET', url: `/api/access${query}`, ...json(cookie) })).json<Listed>();
}

/** The grant of the person with `email` in a list. */
const grantOf = (list: Listed, email: string) => list.grants.find((g) => g.email === email);

/** Invites `email` to 10001 and accepts as a new person; returns the person's session cookie. */
async function newPerson(email: string, role = 'accountant', farmer?: string): Promise<string> {
  const cookie = farmer ?? (await ctx.login('10001'));
  expect((await invite(cookie, { email, role })).statusCode).toBe(201);
  const res = await accept({ t: lastInvitationToken(), fullname: 'Rita Regnskap', password: 'Sommer-2027-x' });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

describe('inviting a person', () => {
  it('answers 201 with the invitation and mails the link, saying who invited, with which role, until when and how to ignore it', async () => {
    const farmer = await ctx.login('10001');
    const res = await invite(farmer, { email: ' Hanne@Example.no ', role: 'accountant', until: '2027-12-31' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ invitation: { id: expect.any(Number), email: 'hanne@example.no', role: 'accountant', until: '2027-12-31', sent: '2026-11-22T10:00:00.000+01:00' } });

    const mails = ctx.outbox();
    expect(mails).toHaveLength(1);
    const mail = readMail(mails[0]!);
    expect(mail.to).toBe('hanne@example.no');
    expect(mail.subject).toContain('Ola Nordmann');
    expect(mail.text).toContain('Ola Nordmann (leverandørnummer 10001) har invitert deg');
    expect(mail.text).toContain(`som ${ACCESS_ROLE_NAMES.accountant}`);
    expect(mail.text).toContain('Tilgangen gjelder til og med 31.12.2027.');
    expect(mail.text).toContain('gjelder til 29. november 2026 10:00');
    expect(mail.text).toContain('kan du se bort fra e-posten');
    // The token: 256 random bits, only its hash stored.
    const token = lastInvitationToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await ctx.db.selectFrom('access_invitation').select('token_hash').executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    const list = await listOf(farmer);
    expect(list.invitations).toContainEqual(res.json().invitation);
    expect(grantOf(list, 'hanne@example.no')).toBeUndefined();
  });

  it('takes a form too, and says in the mail when the access has no end date', async () => {
    const farmer = await ctx.login('10001');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/access/invitations', ...form({ email: 'vet@example.no', role: 'vet', until: '' }, farmer) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invitation).toMatchObject({ email: 'vet@example.no', role: 'vet', until: null });
    expect(readMail(ctx.outbox()[0]!).text).toContain(`som ${ACCESS_ROLE_NAMES.vet}.\nTilgangen gjelder til bonden avslutter den.`);
  });

  it('answers 422 with a message per field, and sends nothing', async () => {
    const farmer = await ctx.login('10001');
    const bad = await invite(farmer, { email: 'ikke-en-adresse', role: 'owner', until: '2026-11-21' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'INVALID_INPUT',
      fields: { email: INVITATION_MESSAGES.email, role: INVITATION_MESSAGES.role, until: INVITATION_MESSAGES.untilPast },
    });
    const own = await invite(farmer, { email: 'Ola.Nordmann@example.no', role: 'family' });
    expect(own.statusCode).toBe(422);
    expect(own.json().fields).toEqual({ email: INVITATION_MESSAGES.ownAddress });
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/access/invitations', ...form({}, farmer) });
    expect(missing.statusCode).toBe(422);
    // Half a character (a lone surrogate, valid JSON) is no address: the database would store it as another one.
    const halfCharacter = await ctx.app.inject({
      method: 'POST',
      url: '/api/access/invitations',
      headers: { ...json(farmer).headers, 'content-type': 'application/json' },
      payload: '{"email":"a\\ud800@example.no","role":"vet"}',
    });
    expect(halfCharacter.statusCode).toBe(422);
    expect(halfCharacter.json().fields).toEqual({ email: INVITATION_MESSAGES.email });
    expect(ctx.outbox()).toHaveLength(0);
  });

  it('refuses an address already invited, or that already has access', async () => {
    const farmer = await ctx.login('10001');
    await newPerson('hanne@example.no', 'accountant', farmer);
    const has = await invite(farmer, { email: 'HANNE@example.no', role: 'vet' });
    expect(has.statusCode).toBe(422);
    expect(has.json().fields).toEqual({ email: INVITATION_MESSAGES.alreadyHasAccess });
    expect((await invite(farmer, { email: 'vet@example.no', role: 'vet' })).statusCode).toBe(201);
    const again = await invite(farmer, { email: 'vet@example.no', role: 'advisor' });
    expect(again.statusCode).toBe(422);
    expect(again.json().fields).toEqual({ email: INVITATION_MESSAGES.alreadyInvited });
  });

  it('limits the invitations an address gets a day to 3, and a farm sends to 20', async () => {
    const farmer = await ctx.login('10001');
    for (let n = 0; n < 3; n++) {
      const res = await invite(farmer, { email: 'vet@example.no', role: 'vet' });
      expect(res.statusCode).toBe(201);
      await ctx.app.inject({ method: 'DELETE', url: `/api/access/invitations/${res.json().invitation.id}`, ...json(farmer) });
    }
    const fourth = await invite(farmer, { email: 'vet@example.no', role: 'vet' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('TOO_MANY_REQUESTS');
    // Another farm may still invite others; the address is used up for the day everywhere.
    const other = await ctx.login('10003');
    expect((await invite(other, { email: 'vet@example.no', role: 'vet' })).statusCode).toBe(429);
    // Only invitations sent count: the refused one did not use up the farm's.
    expect((await invite(other, { email: 'ny@example.no', role: 'vet' })).statusCode).toBe(201);

    for (let n = 1; n < 20; n++) expect((await invite(other, { email: `p${n}@example.no`, role: 'vet' })).statusCode).toBe(201);
    expect((await invite(other, { email: 'p20@example.no', role: 'vet' })).statusCode).toBe(429);
    expect(ctx.outbox()).toHaveLength(3 + 20);
    // The next day counts anew.
    ctx.advance(24 * 3_600_000);
    expect((await invite(other, { email: 'p20@example.no', role: 'vet' })).statusCode).toBe(201);
  });

  it('keeps the day’s count through the housekeeping of the short limits', async () => {
    const farmer = await ctx.login('10001');
    for (let n = 0; n < 3; n++) {
      const res = await invite(farmer, { email: 'vet@example.no', role: 'vet' });
      await ctx.app.inject({ method: 'DELETE', url: `/api/access/invitations/${res.json().invitation.id}`, ...json(farmer) });
    }
    ctx.advance(60 * 60_000);
    const { RateLimiter } = await import('../src/modules/auth/rate-limit.service.js');
    await new RateLimiter(ctx.db, ctx.config.rateLimitWindowMinutes * 60_000).deleteEndedWindows(ctx.now());
    expect((await invite(farmer, { email: 'vet@example.no', role: 'vet' })).statusCode).toBe(429);
  });

  it('is the farmer’s: staff acting for the farm may not invite, a person never', async () => {
    const staff = await ctx.login('90001');
    const res = await invite(staff, { email: 'vet@example.no', role: 'vet' }, '?impersonateUsername=10001');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const person = await newPerson('familie@example.no', 'family');
    expect((await invite(person, { email: 'vet@example.no', role: 'vet' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/access', ...json(person) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/access/log', ...json(person) })).statusCode).toBe(403);
  });

  it('answers 401 without a login', async () => {
    for (const [method, url] of [
      ['GET', '/api/access'],
      ['POST', '/api/access/invitations'],
      ['DELETE', '/api/access/invitations/1'],
      ['DELETE', '/api/access/grants/1'],
      ['GET', '/api/access/log'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, ...json() })).statusCode, url).toBe(401);
    }
  });
});

describe('withdrawing an invitation', () => {
  it('answers 204, the link stops working, and another farm’s id or a second withdrawal is 404', async () => {
    const farmer = await ctx.login('10001');
    const { id } = (await invite(farmer, { email: 'vet@example.no', role: 'vet' })).json().invitation;
    const token = lastInvitationToken();
    const other = await ctx.login('10003');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/access/invitations/${id}`, ...json(other) })).statusCode).toBe(404);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/access/invitations/${id}`, ...json(farmer) });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/access/invitations/${id}`, ...json(farmer) })).statusCode).toBe(404);
    expect((await listOf(farmer)).invitations.map((i) => i.id)).not.toContain(id);
    const used = await accept({ t: token, fullname: 'Vera Veterinær', password: 'Sommer-2027-x' });
    expect(used.statusCode).toBe(422);
    expect(used.json().code).toBe('INVALID_TOKEN');
  });

  it('answers 4xx to an id that is no number', async () => {
    const farmer = await ctx.login('10001');
    for (const id of ['abc', '0', '99999999999', '1.5']) {
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/access/invitations/${id}`, ...json(farmer) });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });
});

describe('accepting an invitation', () => {
  it('a new address gives a name and a password (422 with the messages), and is then logged in acting for the farm', async () => {
    const farmer = await ctx.login('10001');
    await invite(farmer, { email: 'Hanne@example.no', role: 'accountant', until: '2027-06-30' });
    const t = lastInvitationToken();
    const missing = await accept({ t });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { fullname: 'Skriv navnet ditt.', password: MSG.passwordRequirementsNotMet } });
    const weak = await accept({ t, fullname: 'Rita Regnskap', password: 'kort' });
    expect(weak.json().fields).toEqual({ password: MSG.passwordRequirementsNotMet });

    const res = await accept({ t, fullname: ' Rita Regnskap ', password: 'Sommer-2027-x' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ farm: { supplier_no: '10001', fullname: 'Ola Nordmann', role: 'accountant' } });
    const cookie = sessionCookie(res);
    const person = await ctx.db.selectFrom('app_user').selectAll().where('username', '=', 'hanne@example.no').executeTakeFirstOrThrow();
    expect(person).toMatchObject({ is_person: true, display_name: 'Rita Regnskap', email: 'hanne@example.no', supplier_no: null, is_superuser: false });
    const session = await ctx.db.selectFrom('session').select('acting_for').where('user_id', '=', person.id).execute();
    expect(session).toEqual([{ acting_for: '10001' }]);
    expect(cookie).toMatch(/^slakteweb_session=/);

    const list = await listOf(farmer);
    expect(list.invitations.map((i) => i.email)).not.toContain('hanne@example.no');
    expect(grantOf(list, 'hanne@example.no')).toEqual({
      id: expect.any(Number),
      name: 'Rita Regnskap',
      email: 'hanne@example.no',
      role: 'accountant',
      since: '2026-11-22T10:00:00.000+01:00',
      until: '2027-06-30',
      last_used: null,
    });
  });

  it('works once: the same link again, an expired one or an unknown one is INVALID_TOKEN', async () => {
    const farmer = await ctx.login('10001');
    await invite(farmer, { email: 'a@example.no', role: 'vet' });
    const used = lastInvitationToken();
    expect((await accept({ t: used, fullname: 'A', password: 'Sommer-2027-x' })).statusCode).toBe(200);
    const again = await accept({ t: used, fullname: 'B', password: 'Sommer-2027-x' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Lenken er ikke lenger gyldig. Be bonden sende en ny invitasjon.',
      fields: { t: 'Lenken er ikke lenger gyldig. Be bonden sende en ny invitasjon.' },
    });

    await invite(farmer, { email: 'b@example.no', role: 'vet' });
    const late = lastInvitationToken();
    ctx.advance(7 * 24 * 3_600_000 - 1000);
    expect((await invite(await ctx.login('10001'), { email: 'c@example.no', role: 'vet' })).statusCode).toBe(201);
    const inTime = lastInvitationToken();
    ctx.advance(2000);
    expect((await accept({ t: late, fullname: 'B', password: 'Sommer-2027-x' })).json().code).toBe('INVALID_TOKEN');
    expect((await accept({ t: inTime, fullname: 'C', password: 'Sommer-2027-x' })).statusCode).toBe(200);
    expect((await accept({ t: 'x'.repeat(43), fullname: 'D', password: 'Sommer-2027-x' })).json().code).toBe('INVALID_TOKEN');
  });

  it('a person logged in adds the farm with the link alone; one with a login who is not logged in must log in first', async () => {
    const person = await newPerson('hanne@example.no');
    const other = await ctx.login('10003');
    await invite(other, { email: 'hanne@example.no', role: 'enrolment' });
    const t = lastInvitationToken();
    const notLoggedIn = await accept({ t, fullname: 'Rita', password: 'Sommer-2027-x' });
    expect(notLoggedIn.statusCode).toBe(401);
    expect(notLoggedIn.json().message).toBe('Du har allerede en bruker. Logg inn først, og åpne lenken igjen.');
    const res = await accept({ t }, person);
    expect(res.statusCode, res.body).toBe(200);
    // The person held one farm, so their login gave no second factor: it ends (see below).
    expect(res.json()).toEqual({ farm: { supplier_no: '10003', fullname: 'Per Haugen', role: 'enrolment' }, log_in_again: true });
    const grants = await ctx.db
      .selectFrom('farm_access')
      .innerJoin('app_user', 'app_user.id', 'farm_access.person_id')
      .select(['farm_access.supplier_no', 'farm_access.role'])
      .where('app_user.username', '=', 'hanne@example.no')
      .where('farm_access.ended_at', 'is', null)
      .orderBy('farm_access.supplier_no')
      .execute();
    expect(grants).toEqual([
      { supplier_no: '10001', role: 'accountant' },
      { supplier_no: '10003', role: 'enrolment' },
    ]);
  });

  it('a person logged in with one farm who accepts a second logs in again, with the second factor that several farms need', async () => {
    const person = await newPerson('hanne@example.no');
    // The same person in another browser: that login gave no second factor either.
    const otherBrowser = sessionCookie(await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'hanne@example.no', password: 'Sommer-2027-x' } }));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', ...json(otherBrowser) })).statusCode).toBe(200);
    await invite(await ctx.login('10003'), { email: 'hanne@example.no', role: 'vet' });

    const res = await accept({ t: lastInvitationToken() }, person);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ log_in_again: true });
    // The answer ends the browser's session cookie, and no session of the person works any more.
    expect(res.cookies.find((c) => c.name === 'slakteweb_session')?.value).toBe('');
    for (const cookie of [person, otherBrowser]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/me', ...json(cookie) })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/posted_slaughters_list', ...json(cookie) })).statusCode).toBe(401);
    }
    // Both farms are theirs, behind the second factor.
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'hanne@example.no', password: 'Sommer-2027-x' } });
    expect(login.json()).toMatchObject({ second_factor: 'enrol' });
  });

  it('a person who already gave the second factor for several farms keeps the session when a further farm is added', async () => {
    await createPersonWithGrants(ctx, {
      email: 'revisor@example.no',
      name: 'Regn Skap',
      grants: [
        { supplierNo: '10003', role: 'accountant' },
        { supplierNo: '10002', role: 'accountant' },
      ],
    });
    const cookie = await loginPerson(ctx, 'revisor@example.no');
    await invite(await ctx.login('10001'), { email: 'revisor@example.no', role: 'vet' });
    const res = await accept({ t: lastInvitationToken() }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ farm: { supplier_no: '10001', fullname: 'Ola Nordmann', role: 'vet' } });
    const farms = await ctx.app.inject({ method: 'GET', url: '/api/me/farms', ...json(cookie) });
    expect(farms.statusCode).toBe(200);
    expect(farms.json().farms).toHaveLength(3);
  });

  it('never makes a farm’s or staff’s login a person', async () => {
    const farmer = await ctx.login('10001');
    await invite(farmer, { email: 'vet@example.no', role: 'vet' });
    const t = lastInvitationToken();
    const asFarmer = await accept({ t }, await ctx.login('10003'));
    expect(asFarmer.statusCode).toBe(403);
    const asStaff = await accept({ t }, await ctx.login('90001'));
    expect(asStaff.statusCode).toBe(403);
    // A login whose username is the address (not a person's) is not taken over either.
    await ctx.db.updateTable('app_user').set({ username: 'vet@example.no' }).where('username', '=', '90002').execute();
    const taken = await accept({ t, fullname: 'Vera', password: 'Sommer-2027-x' });
    expect(taken.statusCode).toBe(403);
    expect(await ctx.db.selectFrom('farm_access').selectAll().where('invitation_id', 'is not', null).execute()).toEqual([]);
  });

  it('counts wrong links against the address’s limit', async () => {
    let last = 0;
    for (let n = 0; n <= ctx.config.forgotLimitPerIp; n++) last = (await accept({ t: `nope-${n}` })).statusCode;
    expect(last).toBe(429);
  });
});

describe('ending an access', () => {
  it('answers 204, the person’s sessions stop acting for the farm at once, and it leaves the list', async () => {
    const farmer = await ctx.login('10001');
    await newPerson('hanne@example.no', 'accountant', farmer);
    const grant = grantOf(await listOf(farmer), 'hanne@example.no')!;
    const other = await ctx.login('10003');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/access/grants/${grant.id}`, ...json(other) })).statusCode).toBe(404);

    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/access/grants/${grant.id}`, ...json(farmer) });
    expect(res.statusCode).toBe(204);
    const row = await ctx.db.selectFrom('farm_access').selectAll().where('id', '=', grant.id).executeTakeFirstOrThrow();
    const farmerId = (await ctx.db.selectFrom('app_user').select('id').where('username', '=', '10001').executeTakeFirstOrThrow()).id;
    expect(row).toMatchObject({ ended_by_user_id: farmerId });
    expect(row.ended_at).toEqual(ctx.now());
    expect(await ctx.db.selectFrom('session').select('acting_for').where('user_id', '=', row.person_id).execute()).toEqual([{ acting_for: null }]);
    expect(grantOf(await listOf(farmer), 'hanne@example.no')).toBeUndefined();
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/access/grants/${grant.id}`, ...json(farmer) })).statusCode).toBe(404);
  });

  it('staff acting for the farm see the list and may end an access, in their own name', async () => {
    await newPerson('hanne@example.no');
    const staff = await ctx.login('90001');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/access?impersonateUsername=10001', ...json(staff) });
    expect(list.statusCode).toBe(200);
    const grant = grantOf(list.json<Listed>(), 'hanne@example.no')!;
    expect(grant).toBeDefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/access', ...json(staff) })).json().code).toBe('NO_FARM_SELECTED');
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/access/grants/${grant.id}?impersonateUsername=10001`, ...json(staff) });
    expect(res.statusCode).toBe(204);
    const staffId = (await ctx.db.selectFrom('app_user').select('id').where('username', '=', '90001').executeTakeFirstOrThrow()).id;
    expect((await ctx.db.selectFrom('farm_access').select('ended_by_user_id').where('id', '=', grant.id).executeTakeFirstOrThrow()).ended_by_user_id).toBe(staffId);
    const audit = await ctx.db.selectFrom('impersonation_audit').select(['method', 'path']).where('method', '=', 'DELETE').execute();
    expect(audit).toEqual([{ method: 'DELETE', path: '/api/access/grants/:id' }]);
  });
});

describe('the log of what others did', () => {
  it('pages newest first by instant and id, with nothing skipped or repeated, and only the farm’s own lines', async () => {
    await newPerson('hanne@example.no');
    const person = await ctx.db.selectFrom('app_user').select('id').where('username', '=', 'hanne@example.no').executeTakeFirstOrThrow();
    const at = (minutes: number) => new Date(Date.parse('2026-11-20T08:00:00.000Z') + minutes * 60_000);
    const line = (supplierNo: string, minutes: number, target: string) =>
      insertAccessLog(ctx.db, { supplierNo, at: at(minutes), personId: person.id, personName: 'Rita Regnskap', role: 'accountant', action: 'settlement.viewed', target });
    // Two lines at the same instant straddle a page boundary.
    for (const [minutes, target] of [[0, 'a'], [1, 'b'], [1, 'c'], [2, 'd'], [3, 'e']] as const) await line('10001', minutes, target);
    await line('10003', 5, 'other');
    // Three years back is still there.
    await line('10001', -3 * 366 * 24 * 60, 'old');

    const farmer = await ctx.login('10001');
    const seen: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const res: LightMyRequestResponse = await ctx.app.inject({ method: 'GET', url: `/api/access/log?limit=2${next ? `&before=${encodeURIComponent(next)}` : ''}`, ...json(farmer) });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ log: { target: string }[]; next: string | null }>();
      seen.push(...body.log.map((l) => l.target));
      next = body.next;
      pages++;
    } while (next && pages < 10);
    expect(seen).toEqual(['e', 'd', 'c', 'b', 'a', 'old']);
    expect(pages).toBe(3);

    const first = (await ctx.app.inject({ method: 'GET', url: '/api/access/log', ...json(farmer) })).json();
    expect(first.next).toBeNull();
    expect(first.log[0]).toEqual({ at: '2026-11-20T09:03:00.000+01:00', name: 'Rita Regnskap', role: 'accountant', action: 'settlement.viewed', target: 'e' });
  });

  it('answers 422 to a cursor or a limit it does not know', async () => {
    const farmer = await ctx.login('10001');
    // A cursor of the right shape naming no real instant, too: the database must never see one.
    const impossible = ['9999-99-99T99:99:99.999999Z', '2026-02-30T12:00:00.000000Z', '2026-11-20T25:00:00.000000Z', '2026-11-20T12:60:00.000000Z', '0000-01-01T00:00:00.000000Z'];
    for (const query of ['before=2026-11-20', 'before=%27%3B', 'limit=0', 'limit=201', 'limit=x', ...impossible.map((at) => `before=${at}_1`)]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/access/log?${query}`, ...json(farmer) });
      expect(res.statusCode, query).toBe(422);
    }
  });
});

describe('the grants feed for the cooperative’s records', () => {
  it('hands out each grant given and ended, once, from a cursor, as JSON or CSV, to a token with export:grants', async () => {
    const reader = await tokenHeader(ctx, 'records', ['export:grants']);
    const feed = (since?: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url: `/api/integration/grants${since ? `?since=${since}` : ''}`, headers: { ...reader, ...headers } });
    // From the end of what is there already (the demo's grants).
    let start = (await feed()).json();
    while (start.events.length > 0) start = (await feed(start.next)).json();

    const farmer = await ctx.login('10001');
    await newPerson('hanne@example.no', 'accountant', farmer);
    const given = grantOf(await listOf(farmer), 'hanne@example.no')!;
    ctx.advance(60_000);
    await ctx.app.inject({ method: 'DELETE', url: `/api/access/grants/${given.id}`, ...json(farmer) });

    const page = (await feed(start.next)).json();
    const grant = { id: given.id, person_name: 'Rita Regnskap', email: 'hanne@example.no', role: 'accountant', granted_at: '2026-11-22T10:00:00.000+01:00', until: null, ended_at: '2026-11-22T10:01:00.000+01:00' };
    expect(page.events).toEqual([
      { cursor: expect.any(String), event: 'granted', at: expect.any(String), supplier_no: '10001', grant },
      { cursor: expect.any(String), event: 'ended', at: expect.any(String), supplier_no: '10001', grant },
    ]);
    expect((await feed(page.next)).json().events).toEqual([]);

    const csv = await feed(start.next, { accept: 'text/csv' });
    expect(csv.headers['x-next-cursor']).toBe(page.next);
    expect(csv.body.split('\r\n')[0]).toBe('cursor,event,at,supplier_no,grant_id,person_name,email,role,granted_at,until,ended_at');
    expect(csv.body).toContain(',ended,');

    const other = await tokenHeader(ctx, 'profiles-only', ['export:profiles']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/integration/grants', headers: other })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/integration/grants', headers: { cookie: farmer } })).statusCode).toBe(401);
  });
});

describe('the demo data', () => {
  it('has an accountant with access to 10001 and 10003, with the demo password and second factor, and an invitation 10001 has sent', async () => {
    const accountant = { name: 'Rita Berg', email: 'regnskap@example.no', role: 'accountant', until: null, last_used: null };
    const list = await listOf(await ctx.login('10001'));
    expect(list.grants).toEqual([expect.objectContaining(accountant)]);
    expect(list.invitations).toEqual([expect.objectContaining({ email: 'radgiver@example.no', role: 'advisor', until: null })]);
    expect((await listOf(await ctx.login('10003'))).grants).toEqual([expect.objectContaining(accountant)]);
    const person = await ctx.db.selectFrom('app_user').selectAll().where('username', '=', 'regnskap@example.no').executeTakeFirstOrThrow();
    expect(person.is_person).toBe(true);
    expect(await verifyPassword(person.password_hash!, DEMO_PASSWORD)).toBe(true);
    const secondFactor = await ctx.db.selectFrom('staff_second_factor').select('secret').where('user_id', '=', person.id).executeTakeFirstOrThrow();
    expect(secondFactor.secret).toBe(DEMO_TOTP_SECRET);
    // Seeding again changes nothing.
    await seedDemoData(ctx.db, ctx.config.company);
    expect(await ctx.db.selectFrom('farm_access').select('id').execute()).toHaveLength(2);
    expect(await ctx.db.selectFrom('access_invitation').select('id').execute()).toHaveLength(1);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_ROLE_NAMES, INVITATION_MESSAGES, MSG } from '@slakteweb/core';
import { accessCalls } from './access-calls.js';
import { createTestContext, readMail, sessionCookie, type TestContext } from './harness.js';
import { createPersonWithGrants, loginPerson } from './people.js';

// The farmer's access list, its invitations: sending one by mail, withdrawing it, and accepting
// it as a new person or one with a login (DESIGN.md §10). Ending an access and the log of what
// others did: access-grants.test.ts.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { json, form, invite, accept, lastInvitationToken, listOf, grantOf, newPerson } = accessCalls(() => ctx);

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

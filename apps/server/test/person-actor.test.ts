import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FARM_PERMISSIONS, ROLE_PERMISSIONS } from '@slakteweb/core';
import { buildApp } from '../src/app.js';
import { createTestContext, DEMO_PASSWORD, type TestContext } from './harness.js';
import { createPersonWithGrants, endGrant, loginPerson } from './people.js';

// A person acting for a farm (DESIGN.md §10): login by e-mail, the farm chosen per session, the
// grant read on every request, so an ended or expired access stops at the next request.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: { cookie, origin: 'http://portal.test' }, payload });
const FARM_ROUTE = '/api/posted_slaughters_list';

describe('login by e-mail', () => {
  it('a person with one farm logs in with their address in any case and acts for that farm at once', async () => {
    await createPersonWithGrants(ctx, { email: 'kari@example.no', name: 'Kari Hansen', grants: [{ supplierNo: '10001', role: 'accountant' }] });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: ' Kari@Example.NO ', password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: 'kari@example.no', need_to_confirm: false });
    const cookie = await loginPerson(ctx, 'kari@example.no');
    const me = await get('/api/me', cookie);
    expect(me.json()).toEqual({
      kind: 'person',
      name: 'Kari Hansen',
      acting_for: { supplier_no: '10001', fullname: 'Ola Nordmann', role: 'accountant' },
      permissions: [...ROLE_PERMISSIONS.accountant],
    });
    expect((await get(FARM_ROUTE, cookie)).statusCode).toBe(200);
  });

  it('a wrong password for an address answers as for a supplier number', async () => {
    await createPersonWithGrants(ctx, { email: 'kari@example.no', name: 'Kari Hansen', grants: [{ supplierNo: '10001', role: 'vet' }] });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'kari@example.no', password: 'Feil-passord-1' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Feil leverandørnummer/passord' });
  });

  it('a person with live access to two farms gives the second factor, then chooses the farm', async () => {
    await createPersonWithGrants(ctx, {
      email: 'regnskap@example.no',
      name: 'Regn Skap',
      grants: [
        { supplierNo: '10001', role: 'accountant' },
        { supplierNo: '10003', role: 'advisor' },
      ],
    });
    const first = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'regnskap@example.no', password: DEMO_PASSWORD } });
    expect(first.json()).toMatchObject({ second_factor: 'enrol' });
    // Not logged in until the second factor is given.
    const pending = `slakteweb_session=${first.cookies.find((c) => c.name === 'slakteweb_session')!.value}`;
    expect((await get('/api/me', pending)).statusCode).toBe(401);

    const cookie = await loginPerson(ctx, 'regnskap@example.no');
    expect((await get('/api/me', cookie)).json()).toEqual({ kind: 'person', name: 'Regn Skap', acting_for: null, permissions: [] });
    const refused = await get(FARM_ROUTE, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'NO_FARM_SELECTED', message: 'Velg gården du skal handle for.' });
    // By the farm's name, as 'Velg gård' lists them.
    const other = await ctx.db.selectFrom('supplier').select('fullname').where('supplier_no', '=', '10003').executeTakeFirstOrThrow();
    expect((await get('/api/me/farms', cookie)).json()).toEqual({
      farms: [
        { supplier_no: '10003', fullname: other.fullname, role: 'advisor' },
        { supplier_no: '10001', fullname: 'Ola Nordmann', role: 'accountant' },
      ].sort((a, b) => (a.fullname < b.fullname ? -1 : 1)),
      acting_for: null,
    });

    const chosen = await post('/api/me/acting-for', cookie, { supplier_no: '10003' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().acting_for).toBe('10003');
    expect((await get('/api/me', cookie)).json()).toMatchObject({ acting_for: { supplier_no: '10003', role: 'advisor' }, permissions: [...ROLE_PERMISSIONS.advisor] });
    expect((await get(FARM_ROUTE, cookie)).statusCode).toBe(200);

    // Once set up, the next login asks for a code.
    const again = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'regnskap@example.no', password: DEMO_PASSWORD } });
    expect(again.json()).toMatchObject({ second_factor: 'verify' });
  });

  it('a farm the person has no access to cannot be chosen', async () => {
    await createPersonWithGrants(ctx, { email: 'kari@example.no', name: 'Kari Hansen', grants: [{ supplierNo: '10001', role: 'family' }] });
    const cookie = await loginPerson(ctx, 'kari@example.no');
    const res = await post('/api/me/acting-for', cookie, { supplier_no: '10003' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Du har ikke tilgang til denne gården.' });
    expect((await get('/api/me', cookie)).json().acting_for.supplier_no).toBe('10001');
  });

  it('a person cannot act through impersonateUsername, and the farmer cannot choose farms', async () => {
    await createPersonWithGrants(ctx, { email: 'kari@example.no', name: 'Kari Hansen', grants: [{ supplierNo: '10001', role: 'family' }] });
    const cookie = await loginPerson(ctx, 'kari@example.no');
    expect((await get(`${FARM_ROUTE}?impersonateUsername=10003`, cookie)).statusCode).toBe(403);
    const farmer = await ctx.login('10001');
    expect((await get('/api/me/farms', farmer)).statusCode).toBe(403);
    expect((await post('/api/me/acting-for', farmer, { supplier_no: '10001' })).statusCode).toBe(403);
  });
});

describe('GET /api/me for the farm’s own login and staff', () => {
  it('the farmer holds every permission; staff acting for nobody none, acting for the farm all', async () => {
    const farmer = await ctx.login('10001');
    expect((await get('/api/me', farmer)).json()).toEqual({
      kind: 'farmer',
      name: 'Ola Nordmann',
      acting_for: { supplier_no: '10001', fullname: 'Ola Nordmann', role: 'farmer' },
      permissions: [...FARM_PERMISSIONS],
    });
    const staff = await ctx.login('90001');
    expect((await get('/api/me', staff)).json()).toMatchObject({ kind: 'staff', acting_for: null, permissions: [] });
    expect((await get('/api/me?impersonateUsername=10001', staff)).json()).toMatchObject({
      kind: 'staff',
      acting_for: { supplier_no: '10001', role: 'farmer' },
      permissions: [...FARM_PERMISSIONS],
    });
  });
});

describe('an access that ends', () => {
  it('is refused at the next request once the farmer ends it, and the login stops working', async () => {
    const kari = await createPersonWithGrants(ctx, { email: 'kari@example.no', name: 'Kari Hansen', grants: [{ supplierNo: '10001', role: 'accountant' }] });
    const cookie = await loginPerson(ctx, 'kari@example.no');
    expect((await get(FARM_ROUTE, cookie)).statusCode).toBe(200);
    await endGrant(ctx, kari.grantIds[0]!);
    const next = await get(FARM_ROUTE, cookie);
    expect(next.statusCode).toBe(401);
    expect((await get('/api/me', cookie)).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'kari@example.no', password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Feil leverandørnummer/passord' });
  });

  it('with another farm left, the person acts for nobody until they choose again', async () => {
    const kari = await createPersonWithGrants(ctx, {
      email: 'kari@example.no',
      name: 'Kari Hansen',
      grants: [
        { supplierNo: '10001', role: 'enrolment' },
        { supplierNo: '10003', role: 'enrolment' },
      ],
    });
    const cookie = await loginPerson(ctx, 'kari@example.no');
    await post('/api/me/acting-for', cookie, { supplier_no: '10001' });
    expect((await get('/api/my_cattle', cookie)).statusCode).toBe(200);
    await endGrant(ctx, kari.grantIds[0]!);
    const refused = await get('/api/my_cattle', cookie);
    expect(refused.json()).toEqual({ code: 'NO_FARM_SELECTED', message: 'Velg gården du skal handle for.' });
    expect((await get('/api/me/farms', cookie)).json()).toEqual({ farms: [{ supplier_no: '10003', fullname: expect.any(String), role: 'enrolment' }], acting_for: null });
    expect((await post('/api/me/acting-for', cookie, { supplier_no: '10001' })).statusCode).toBe(403);
  });

  it('ends after its last day (until, in Oslo)', async () => {
    // The clock starts at 2026-11-22 10:00 in Oslo.
    await createPersonWithGrants(ctx, { email: 'kari@example.no', name: 'Kari Hansen', grants: [{ supplierNo: '10001', role: 'vet', until: '2026-11-22' }] });
    const cookie = await loginPerson(ctx, 'kari@example.no');
    ctx.setNow(new Date('2026-11-22T22:59:00Z'));
    expect((await get(FARM_ROUTE, cookie)).statusCode).toBe(200);
    ctx.setNow(new Date('2026-11-22T23:00:00Z'));
    expect((await get(FARM_ROUTE, cookie)).statusCode).toBe(401);
  });

  it('is refused at once by another server process on the same database', async () => {
    const other = await buildApp({ config: ctx.config, db: ctx.db, clock: ctx.now, wallClock: ctx.wallNow });
    await other.ready();
    try {
      const kari = await createPersonWithGrants(ctx, { email: 'kari@example.no', name: 'Kari Hansen', grants: [{ supplierNo: '10001', role: 'accountant' }] });
      const cookie = await loginPerson(ctx, 'kari@example.no');
      expect((await other.inject({ method: 'GET', url: FARM_ROUTE, headers: { cookie } })).statusCode).toBe(200);
      await ctx.app.inject({ method: 'GET', url: FARM_ROUTE, headers: { cookie } });
      await endGrant(ctx, kari.grantIds[0]!);
      expect((await other.inject({ method: 'GET', url: FARM_ROUTE, headers: { cookie } })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

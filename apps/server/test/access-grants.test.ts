import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAccessLog } from '../src/modules/access/access-log.repository.js';
import { seedDemoData } from '../src/db/seed/demo-seed.js';
import { verifyPassword } from '../src/lib/passwords.js';
import { accessCalls, type Listed } from './access-calls.js';
import { createTestContext, DEMO_PASSWORD, DEMO_TOTP_SECRET, type TestContext } from './harness.js';
import { tokenHeader } from './integration-helpers.js';

// The farmer's access list, the accesses given: ending one, the log of what others did for the
// farm, the grants feed for the cooperative's records, and the demo's accountant (DESIGN.md §10).
// Invitations and accepting them: access-invitations.test.ts.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { json, listOf, grantOf, newPerson } = accessCalls(() => ctx);

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

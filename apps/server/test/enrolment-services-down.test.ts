import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { osloIso } from '@slakteweb/core';
import { DEMO_HERD } from '../src/db/seed/enrolment-seed.js';
import { enrolmentHelpers, pigs } from './enrolment-helpers.js';
import { createTestContext, type TestContext } from './harness.js';
import { tokenHeader } from './integration-helpers.js';

// SERVICES_DOWN (spec/enrolment.md §7, §8): the cooperative's system reports when the herd or the
// medicine register is down (PUT /api/integration/register-status); while one is, an enrolment
// whose check reads it (core registers.ts) is answered 503 and nothing is stored; others go
// through. The clock stands on Sunday 22 November 2026 (week 47); the demo farm 10001 has five
// enrolments.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { post, enrolmentCount } = enrolmentHelpers(() => ctx);

const SERVICES_DOWN = { code: 'SERVICES_DOWN', message: 'En eller flere av tjenestene brukt til registrering er nede. Vennligst prøv igjen senere.' };

async function report(payload: unknown, headers?: Record<string, string>) {
  return ctx.app.inject({ method: 'PUT', url: '/api/integration/register-status', headers: headers ?? (await tokenHeader(ctx, `registry-${Math.random().toString(36).slice(2, 8)}`, ['import:herd'])), payload: payload as object });
}

const cattleSlaughter = () => pigs({ animal_category: 'cattle', animal_rows: [{ mark_no: DEMO_HERD[2]!.mark_no, individual_no: DEMO_HERD[2]!.individual_no }] });
const cattleSell = () => ({
  wanted_pickup_week: 49,
  wanted_pickup_year: 2026,
  agreement: true,
  animal_rows: [{ mark_no: DEMO_HERD[2]!.mark_no, individual_no: DEMO_HERD[2]!.individual_no, subcategory_name: DEMO_HERD[2]!.subcategory_name }],
});
const pigSell = () => ({ wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, animal_rows: [{ subcategory_name: 'Smågris', amount: 8 }] });
const cattleBuy = () => ({
  wanted_pickup_week: 50,
  wanted_pickup_year: 2026,
  animal_rows: [{ live_animal_type: 'breeding_animal', cattle_category: 'milk_animal', cattle_breeding_fertility_status: 'fertile_she_cattle', amount: 2 }],
});

describe('PUT /api/integration/register-status', () => {
  it('keeps the reported status and answers it with the time of the report', async () => {
    const res = await report({ register: 'medicine', available: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ register: 'medicine', available: false, reported_at: osloIso(ctx.now()) });
    const rows = await ctx.db.selectFrom('register_status').select(['register', 'available']).execute();
    expect(rows).toEqual([{ register: 'medicine', available: false }]);

    expect((await report({ register: 'medicine', available: true })).json()).toMatchObject({ register: 'medicine', available: true });
    expect(await ctx.db.selectFrom('register_status').select(['register', 'available']).execute()).toEqual([{ register: 'medicine', available: true }]);
  });

  it('takes only a service token with import:herd: none 401, a farmer’s cookie 401, another scope 403', async () => {
    const body = { register: 'herd', available: false };
    expect((await report(body, {})).statusCode).toBe(401);
    expect((await report(body, { cookie: await ctx.login('10001'), origin: 'http://portal.test' })).statusCode).toBe(401);
    const other = await report(body, await tokenHeader(ctx, 'accounting', ['import:settlements', 'import:documents']));
    expect(other.statusCode).toBe(403);
    expect(await ctx.db.selectFrom('register_status').selectAll().execute()).toEqual([]);
  });

  it.each([
    ['an unknown register', { register: 'vaccines', available: false }, 'register'],
    ['no register', { available: false }, 'register'],
    ['no availability', { register: 'herd' }, 'available'],
    ['availability as text', { register: 'herd', available: 'false' }, 'available'],
    ['a field of its own', { register: 'herd', available: false, until: '2026-11-23' }, '_'],
    ['a batch', { records: [{ register: 'herd', available: false }] }, 'register'],
  ])('answers %s 422 INVALID_INPUT naming the field, and keeps nothing', async (_name, payload, field) => {
    const res = await report(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { [field]: expect.any(String) } });
    expect(await ctx.db.selectFrom('register_status').selectAll().execute()).toEqual([]);
  });
});

describe('an enrolment while a register is down', () => {
  it('the medicine register down: slaughter is answered 503 SERVICES_DOWN with Retry-After and stores nothing, its key unclaimed', async () => {
    await report({ register: 'medicine', available: false });
    const cookie = await ctx.login('10001');
    for (const payload of [pigs(), cattleSlaughter()]) {
      const res = await post('/api/register_enrolment', cookie, payload, { 'idempotency-key': 'down-0001' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.json()).toEqual(SERVICES_DOWN);
    }
    expect(await enrolmentCount()).toBe(5);
    expect(await ctx.db.selectFrom('enrolment_idempotency').selectAll().execute()).toEqual([]);

    // Back: the same submission, with the same key, is checked and stored.
    await report({ register: 'medicine', available: true });
    const res = await post('/api/register_enrolment', cookie, pigs(), { 'idempotency-key': 'down-0001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().register_enrolment).toMatchObject({ registered: true });
    expect(await enrolmentCount()).toBe(6);
  });

  it('the herd register down: cattle slaughter and sale are refused; pig slaughter (medicine only) goes through', async () => {
    await report({ register: 'herd', available: false });
    const cookie = await ctx.login('10001');
    const slaughter = await post('/api/register_enrolment', cookie, cattleSlaughter());
    expect(slaughter.statusCode).toBe(503);
    expect(slaughter.json()).toEqual(SERVICES_DOWN);
    const sell = await post('/api/register_buy_sell/cattle/sell', cookie, cattleSell());
    expect(sell.statusCode).toBe(503);
    expect(sell.json()).toEqual(SERVICES_DOWN);
    expect(await enrolmentCount()).toBe(5);

    const pigSlaughter = await post('/api/register_enrolment', cookie, pigs());
    expect(pigSlaughter.statusCode).toBe(200);
    expect(pigSlaughter.json().register_enrolment).toMatchObject({ registered: true });
    expect(await enrolmentCount()).toBe(6);

    await report({ register: 'herd', available: true });
    const after = await post('/api/register_enrolment', cookie, cattleSlaughter());
    expect(after.statusCode).toBe(200);
    expect(after.json().register_enrolment).toMatchObject({ registered: true });
    expect(await enrolmentCount()).toBe(7);
  });

  it('both down: enrolments that need neither register (pig sale, cattle purchase) go through', async () => {
    await report({ register: 'herd', available: false });
    await report({ register: 'medicine', available: false });
    const cookie = await ctx.login('10001');
    const sell = await post('/api/register_buy_sell/pigs/sell', cookie, pigSell());
    expect(sell.statusCode).toBe(200);
    expect(sell.json().register_enrolment).toMatchObject({ registered: true });
    const buy = await post('/api/register_buy_sell/cattle/buy', cookie, cattleBuy());
    expect(buy.statusCode).toBe(200);
    expect(buy.json().register_enrolment).toMatchObject({ registered: true });
    expect(await enrolmentCount()).toBe(7);
  });
});

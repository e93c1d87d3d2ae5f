import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyFarm } from '../src/db/seed/farm-copy.js';
import { createTestContext, type TestContext } from './harness.js';
import { prognosisCalls } from './prognosis-calls.js';

// The prognosis survey's tenancy (a farm reads and writes only its own) and midtnorge, which has
// no prognosis at all. The survey itself: prognosis.test.ts.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true, otherSuppliers: 2 });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { ORIGIN, storedConfig, configJson, get, submitted, register } = prognosisCalls(() => ctx);

describe('tenancy', () => {
  it("each farm sees only its own submission; staff see a farm's as the farm while acting for it", async () => {
    const ola = await ctx.login('10001');
    expect((await register(ola, { pigs_slaughter: '12' })).statusCode).toBe(200);
    const per = await ctx.login('10003');
    expect((await submitted(per)).pigs.slaughter).toBeNull();
    expect((await register(per, { sheep_slaughter: '250' })).statusCode).toBe(200);
    expect((await submitted(ola)).sheep.slaughter).toBeNull();
    expect((await submitted(per)).sheep.slaughter).toBe(250);

    const staff = await ctx.login('90001');
    expect((await submitted(staff, '&impersonateUsername=10001')).pigs.slaughter).toBe(12);
    const asFarm = await ctx.app.inject({
      method: 'POST',
      url: '/api/register_prognosis?impersonateUsername=10003',
      headers: { ...ORIGIN, cookie: staff },
      payload: { data: { sheep_slaughter: '260' }, prognosis_config: await storedConfig() },
    });
    expect(asFarm.statusCode).toBe(200);
    expect((await submitted(per)).sheep.slaughter).toBe(260);
    const staffId = (await ctx.db.selectFrom('app_user').select('id').where('username', '=', '90001').executeTakeFirstOrThrow()).id;
    const newest = await ctx.db.selectFrom('prognosis_submission').select('submitted_by_user_id').where('supplier_no', '=', '10003').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(newest.submitted_by_user_id).toBe(staffId);
  });

  it('staff acting for nobody: 403 NO_FARM_SELECTED for the farm routes, and nothing stored', async () => {
    const staff = await ctx.login('90001');
    const before = await ctx.db.selectFrom('prognosis_submission').select('id').execute();
    const data = await get(`/api/prognosis_data?action=get_submitted&prognosis_config_json=${configJson(await storedConfig())}`, staff);
    expect(data.statusCode).toBe(403);
    expect(data.json()).toEqual({ code: 'NO_FARM_SELECTED', message: 'Velg en leverandør først' });
    expect((await register(staff, { pigs_slaughter: '1' })).json().code).toBe('NO_FARM_SELECTED');
    expect(await ctx.db.selectFrom('prognosis_submission').select('id').execute()).toEqual(before);
  });

  it('a farm copy (the e2e farms) takes the submissions with it', async () => {
    const ola = await ctx.login('10001');
    expect((await register(ola, { pigs_slaughter: '12', cattle_sell: '2' })).statusCode).toBe(200);
    const count = async (supplier: string) => (await ctx.db.selectFrom('prognosis_submission').select('id').where('supplier_no', '=', supplier).execute()).length;
    await copyFarm(ctx.db, { from: '10001', to: '11991' });
    expect(await count('11991')).toBe(await count('10001'));
    expect(await submitted(await ctx.login('11991'))).toEqual(await submitted(ola));
  });
});

describe('midtnorge (no prognosisRegistration)', () => {
  let mn: TestContext;
  beforeAll(async () => {
    mn = await createTestContext({ COMPANY: 'midtnorge' });
  });
  afterAll(() => mn.close());

  it('answers 404 on every prognosis route, logged in or not', async () => {
    await mn.reset();
    const cookie = await mn.login('10001');
    for (const [method, url] of [
      ['GET', '/api/external/prognosis_registration_config'],
      ['GET', '/api/prognosis_data?action=get_submitted&prognosis_config_json=%7B%7D'],
      ['POST', '/api/register_prognosis'],
    ] as const) {
      for (const headers of [{ ...ORIGIN, cookie }, ORIGIN]) {
        const res = await mn.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: { data: { pigs_slaughter: '1' } } } : {}) });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Fant ikke det du ba om' });
      }
    }
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registeredEnrolmentByDateResponseSchema, registeredEnrolmentWeeksResponseSchema } from '@slakteweb/core';
import { copyFarm } from '../src/db/seed/farm-copy.js';
import { storeSubmission } from '../src/modules/enrolment/enrolment.repository.js';
import { enrolmentHelpers, pigSubmission } from './enrolment-helpers.js';
import { createTestContext, type TestContext } from './harness.js';
import { readAllSettled } from './integration-export-helpers.js';
import { tokenHeader } from './integration-helpers.js';

// The rows of submitted enrolments as stored (enrolment_row.data), read back by the submitted
// view, the integration export and the farm copy through core's stored-row schema: rows stored in
// an older shape read as today's, and a row that cannot be read never fails a read.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { get } = enrolmentHelpers(() => ctx);

/** The demo's sheep slaughter (9 November): the lambs, then the ewes with numbered sheep. */
async function sheepRows() {
  const enrolment = await ctx.db.selectFrom('enrolment').select('id').where('supplier_no', '=', '10001').where('created_date', '=', '2026-11-09').executeTakeFirstOrThrow();
  const rows = await ctx.db.selectFrom('enrolment_row').select(['id', 'position', 'data']).where('enrolment_id', '=', enrolment.id).orderBy('position').execute();
  return { enrolmentId: Number(enrolment.id), rows };
}

async function setData(rowId: number | string, data: string) {
  await ctx.db.updateTable('enrolment_row').set({ data }).where('id', '=', Number(rowId)).execute();
}

/** The ewes' row with its sheep list under an older name. */
async function storeEwesAs(name: 'return_sheep' | 'individual_sheep') {
  const { rows } = await sheepRows();
  const { return_skin_meat: sheep, ...ewes } = JSON.parse(rows[1]!.data) as { return_skin_meat: unknown[] };
  await setData(rows[1]!.id, JSON.stringify({ ...ewes, [name]: sheep }));
}

async function sheepView(cookie: string) {
  const res = await get('/api/registered_enrolment_by_date/slaughter/2026-11-09', cookie);
  expect(res.statusCode).toBe(200);
  return registeredEnrolmentByDateResponseSchema.parse(res.json()).registered_enrolment_by_date;
}

describe('stored rows of an older shape', () => {
  it.each(['return_sheep', 'individual_sheep'] as const)('a sheep row stored with %s shows its numbered sheep as today’s does', async (name) => {
    const cookie = await ctx.login('10001');
    const today = await sheepView(cookie);
    await storeEwesAs(name);
    const upgraded = await sheepView(cookie);
    expect(upgraded.animal_rows).toEqual(today.animal_rows);
    expect(upgraded.animal_rows[1]).toMatchObject({ animal_id: '12011, 12047', return_skin_count: 2 });
  });

  it('the integration export hands a row of an older shape out in today’s', async () => {
    await storeEwesAs('return_sheep');
    const { enrolmentId } = await sheepRows();
    const events = await readAllSettled(ctx, await tokenHeader(ctx, 'slaughter-planning', ['export:enrolments']), 50);
    const sheep = events.findLast((e) => e.enrolment_id === enrolmentId)!.enrolment!;
    expect(sheep.rows[1]!.data).toMatchObject({ return_skin_meat: [{ individual_no: '12011', return_skin: true }, { individual_no: '12047', return_skin: true }] });
    expect(sheep.rows[1]!.data).not.toHaveProperty('return_sheep');
  });

  it('a farm copy stores the rows in today’s shape', async () => {
    await storeEwesAs('individual_sheep');
    await copyFarm(ctx.db, { from: '10001', to: '10991' });
    const copied = await ctx.db
      .selectFrom('enrolment_row as r')
      .innerJoin('enrolment as e', 'e.id', 'r.enrolment_id')
      .select('r.data')
      .where('e.supplier_no', '=', '10991')
      .where('e.created_date', '=', '2026-11-09')
      .orderBy('r.position')
      .execute();
    expect(JSON.parse(copied[1]!.data)).toMatchObject({ subcategory_name: 'Sau', return_skin_meat: [{ individual_no: '12011' }, { individual_no: '12047' }] });
    expect(JSON.parse(copied[1]!.data)).not.toHaveProperty('individual_sheep');
  });
});

describe('a stored row that cannot be read', () => {
  it.each([
    ['text that is not JSON', '{"subcategory_name":'],
    ['an amount as text', JSON.stringify({ subcategory_name: 'Sau', amount: 'seks' })],
    ['a list', '[]'],
  ])('%s: the view leaves that row out, shows the rest and logs it; never a 500', async (_what, data) => {
    const cookie = await ctx.login('10001');
    const { rows } = await sheepRows();
    await setData(rows[1]!.id, data);
    const view = await sheepView(cookie);
    expect(view.animal_rows.map((r) => r.product_text)).toEqual(['Lam']);
    const weeks = await get('/api/registered_enrolment_weeks', cookie);
    expect(weeks.statusCode).toBe(200);
    const week47 = registeredEnrolmentWeeksResponseSchema.parse(weeks.json()).registered_enrolment_weeks.find((w) => w.week === 47)!;
    expect(week47.enrolments[0]!.animals).toEqual([{ product_text: 'Lam', amount: 35 }]);
    expect(ctx.logs.join('')).toContain('stored enrolment row left out of the view');
  });

  it('the integration export hands it out as it is stored', async () => {
    const { enrolmentId, rows } = await sheepRows();
    await setData(rows[1]!.id, JSON.stringify({ subcategory_name: 'Sau', amount: 'seks' }));
    const events = await readAllSettled(ctx, await tokenHeader(ctx, 'slaughter-planning', ['export:enrolments']), 50);
    const sheep = events.findLast((e) => e.enrolment_id === enrolmentId)!.enrolment!;
    expect(sheep.rows.map((r) => r.data)).toEqual([expect.objectContaining({ subcategory_name: 'Lam' }), { subcategory_name: 'Sau', amount: 'seks' }]);
  });
});

describe('storing a submission in one statement', () => {
  const submission = (rows: string[], key: string | null) => pigSubmission(ctx.now(), rows, key);
  const storedRowsOf = async (id: number | undefined) =>
    (await ctx.db.selectFrom('enrolment_row').select(['position', 'data', 'delivery_week']).where('enrolment_id', '=', id!).orderBy('position').execute()).map((r) => [r.position, r.data, r.delivery_week]);

  // The statement is built once per shape, and the number of rows is part of it (one select per row).
  it('stores each submission’s rows in order, whatever their number, one after another, with and without a key', async () => {
    const one = await storeSubmission(ctx.db, submission(['{"amount":1}'], null));
    const three = await storeSubmission(ctx.db, submission(['{"amount":1}', '{ "amount": 2 }', '{"amount":3,"comment":"\\u0000 som sendt"}'], 'tre-rader-1'));
    const oneAgain = await storeSubmission(ctx.db, submission(['{"amount":4}'], 'en-rad-2'));
    expect(await storedRowsOf(one)).toEqual([[0, '{"amount":1}', 49]]);
    expect(await storedRowsOf(three)).toEqual([
      [0, '{"amount":1}', 49],
      [1, '{ "amount": 2 }', 49],
      [2, '{"amount":3,"comment":"\\u0000 som sendt"}', 49],
    ]);
    expect(await storedRowsOf(oneAgain)).toEqual([[0, '{"amount":4}', 49]]);
    // Without a key nothing is claimed; with one, the claim names its enrolment.
    const claims = await ctx.db.selectFrom('enrolment_idempotency').select(['key', 'response']).where('supplier_no', '=', '10001').orderBy('key').execute();
    expect(claims.map((c) => [c.key, (JSON.parse(c.response) as { register_enrolment: { enrolment: { id: number } } }).register_enrolment.enrolment.id])).toEqual([
      ['en-rad-2', oneAgain],
      ['tre-rader-1', three],
    ]);
  });

  it('stores nothing of a submission without rows', async () => {
    await expect(storeSubmission(ctx.db, submission([], 'ingen-rader-1'))).rejects.toThrow();
    expect(await ctx.db.selectFrom('enrolment_idempotency').select('key').where('key', '=', 'ingen-rader-1').execute()).toEqual([]);
  });
});

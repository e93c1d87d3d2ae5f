import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { tokenHeader } from './integration-helpers.js';
import { insertEnrolment, readAll, readAllSettled } from './integration-export-helpers.js';

// PostgreSQL only (vitest.config.ts leaves it out of the PGlite run, whose one connection cannot
// hold a transaction open while another commits): the case a cursor by id alone gets wrong.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
});
afterAll(() => ctx.close());

describe('the enrolment export’s cursor and a transaction that commits late', () => {
  it('withholds what committed after a still-running transaction began, then hands out both in order, skipping none', async () => {
    const auth = await tokenHeader(ctx, 'planning', ['export:enrolments']);
    const start = (await readAllSettled(ctx, auth, 1000)).at(-1)!.cursor;

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let startedA!: () => void;
    const aInserted = new Promise<void>((resolve) => (startedA = resolve));
    // A: inserts first (the lower ids), commits last.
    const a = ctx.db.transaction().execute(async (trx) => {
      const at = new Date('2026-11-22T09:00:00Z');
      const { id } = await trx
        .insertInto('enrolment')
        .values({ supplier_no: '10003', kind: 'slaughter', animal_category: 'sheep', created_at: at, created_date: '2026-11-22', updated_at: at, pickup_week: 49, pickup_year: 2026 })
        .returning('id')
        .executeTakeFirstOrThrow();
      startedA();
      await held;
      return Number(id);
    });
    await aInserted;
    // B: inserted and committed while A is still open.
    const b = await insertEnrolment(ctx.db, '10003', 2);

    // Not readAllSettled: that would wait for A, which this test holds open.
    const whileOpen = await readAll(ctx.app, auth, 10, start);
    expect(whileOpen).toEqual([]);

    release();
    const aId = await a;
    expect(aId).toBeLessThan(b);
    const after = await readAllSettled(ctx, auth, 1, start);
    expect(after.map((e) => e.enrolment_id)).toEqual([aId, b]);
  });
});

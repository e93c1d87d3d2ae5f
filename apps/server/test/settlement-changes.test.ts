import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { animalAmountOre, caseCreatedResponseSchema, postedSlaughterByDateResponseSchema, type SlaughterAnimal } from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';
import { postedSettlement, tokenHeader } from './integration-helpers.js';

// A settlement imported again with other values for an animal (DESIGN.md §10): the import keeps
// what changed on that animal, the detail shows it, and nothing is recorded when nothing changed.

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  await ctx.reset();
  auth = await tokenHeader(ctx, 'erp', ['import:settlements']);
});
afterAll(() => ctx.close());

const put = (records: unknown[]) => ctx.app.inject({ method: 'PUT', url: '/api/integration/settlements', headers: auth, payload: { records } });

/** The settlement with the first lamb's class and price changed, the amounts still adding up. */
function regraded(original: ReturnType<typeof postedSettlement>) {
  const animals = original.animals.map((a, i) => (i === 0 ? { ...a, classification: 'O+', price_ore_per_kg: 7_410, amount_ore: animalAmountOre(a.weight_g, 7_410) } : a));
  return { ...original, animals, amount_ore: animals.reduce((sum, a) => sum + a.amount_ore, 0) };
}

async function animals(cookie: string): Promise<SlaughterAnimal[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/posted_slaughter_by_date/2026-11-16?settlement_no=100019001', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return postedSlaughterByDateResponseSchema.parse(res.json()).posted_slaughter_by_date.slaughter_animals_by_group.flatMap((g) => g.animals);
}

describe('changes to settled animals', () => {
  it('a re-import that changes a class and a price keeps both on that animal, and the next change adds to them', async () => {
    const original = postedSettlement('10001', '100019001', '2026-11-16');
    expect((await put([original])).json().summary.created).toBe(1);
    const farmer = await ctx.login('10001');
    expect((await animals(farmer)).map((a) => a.changes)).toEqual([[], [], []]);

    ctx.advance(24 * 60 * 60_000);
    const first = regraded(original);
    expect((await put([first])).json().summary.updated).toBe(1);
    const [lamb, other, ewe] = await animals(farmer);
    expect(lamb!.classification).toBe('O+');
    expect(lamb!.changes).toEqual([
      { at: expect.any(String), field: 'classification', from: 'R', to: 'O+' },
      { at: lamb!.changes[0]!.at, field: 'price_kr_per_kg', from: 75.2, to: 74.1 },
    ]);
    expect(other!.changes).toEqual([]);
    expect(ewe!.changes).toEqual([]);

    // A later correction of the weight: the history grows, the earlier change stays.
    ctx.advance(24 * 60 * 60_000);
    const second = { ...first, animals: first.animals.map((a, i) => (i === 0 ? { ...a, weight_g: 19_000, amount_ore: animalAmountOre(19_000, 7_410) } : a)) };
    second.amount_ore = second.animals.reduce((sum, a) => sum + a.amount_ore, 0);
    expect((await put([second])).json().summary.updated).toBe(1);
    const [again] = await animals(farmer);
    expect(again!.changes.map((c) => [c.field, c.from, c.to])).toEqual([
      ['classification', 'R', 'O+'],
      ['price_kr_per_kg', 75.2, 74.1],
      ['weight_g', 19_400, 19_000],
    ]);
    expect(again!.changes[2]!.at > again!.changes[0]!.at).toBe(true);
  });

  it('a re-import that changes no class, weight or price adds no history', async () => {
    const original = postedSettlement('10001', '100019001', '2026-11-16');
    await put([original]);
    // Another comment makes it a new record (updated), with the same animals.
    expect((await put([{ ...original, comment: 'Rettet merknad' }])).json().summary.updated).toBe(1);
    expect(await ctx.db.selectFrom('slaughter_animal_change').select('id').execute()).toEqual([]);
    const farmer = await ctx.login('10001');
    expect((await animals(farmer)).every((a) => a.changes.length === 0)).toBe(true);
  });

  it('a question about an animal stays open on it through a re-import', async () => {
    const original = postedSettlement('10001', '100019001', '2026-11-16');
    await put([original]);
    const farmer = await ctx.login('10001');
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie: farmer, origin: 'http://portal.test' },
      payload: { reason: 'classification', text: 'Klassen?', settlement_no: '100019001', date: '2026-11-16', individual_no: '10201' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = caseCreatedResponseSchema.parse(asked.json()).case;
    await put([regraded(original)]);
    expect((await animals(farmer))[0]!.open_case).toBe(id);
  });

  it('a re-import keeps each animal itself: its photos, its diseases, its question; an animal left out goes, one added comes', async () => {
    const original = postedSettlement('10001', '100019001', '2026-11-16');
    await put([original]);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const upload = (animal: number) =>
      ctx.app.inject({ method: 'PUT', url: `/api/integration/files/slaughter-photos/posted/100019001/${animal}/0`, headers: { ...auth, 'content-type': 'image/png' }, payload: png });
    expect((await upload(0)).statusCode).toBe(200);
    expect((await upload(2)).statusCode).toBe(200);
    const farmer = await ctx.login('10001');
    const before = await animals(farmer);
    const lambPhotos = before[0]!.slaughter_image_download_ids;
    expect(lambPhotos).toHaveLength(1);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie: farmer, origin: 'http://portal.test' },
      payload: { reason: 'photo', text: 'Bildet?', settlement_no: '100019001', date: '2026-11-16', individual_no: '10201' },
    });
    const { id: caseId } = caseCreatedResponseSchema.parse(asked.json()).case;
    const ids = await ctx.db.selectFrom('slaughter_animal').select(['id', 'individual_no']).where('supplier_no', '=', '10001').orderBy('position').execute();

    // The lamb regraded, the ewe (with a photo) left out, a new lamb first in the list.
    const regradedLamb = regraded(original).animals[0]!;
    const newcomer = { ...original.animals[1]!, individual_no: '10203' };
    const changed = [newcomer, regradedLamb, original.animals[1]!];
    expect((await put([{ ...original, animals: changed, amount_ore: changed.reduce((sum, a) => sum + a.amount_ore, 0) }])).json().summary.updated).toBe(1);

    const after = await animals(farmer);
    expect(after.map((a) => [a.individual_no, a.classification])).toEqual([
      ['10203', 'U-'],
      ['10201', 'O+'],
      ['10202', 'U-'],
    ]);
    const [added, lamb] = after;
    expect(lamb!.slaughter_image_download_ids).toEqual(lambPhotos);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/slaughter_photo/posted/${lambPhotos[0]}`, headers: { cookie: farmer } })).rawPayload.equals(png)).toBe(true);
    expect(lamb!.open_case).toBe(caseId);
    expect(lamb!.changes.map((c) => c.field)).toEqual(['classification', 'price_kr_per_kg']);
    expect(added!.slaughter_image_download_ids).toEqual([]);
    expect(added!.changes).toEqual([]);
    // The same rows, not copies: the kept animals keep their ids; the ewe's row and photo are gone.
    const stored = await ctx.db.selectFrom('slaughter_animal').select(['id', 'individual_no']).where('supplier_no', '=', '10001').orderBy('position').execute();
    expect(stored.slice(1)).toEqual(ids.slice(0, 2));
    expect(await ctx.db.selectFrom('slaughter_photo').select('animal_id').where('supplier_no', '=', '10001').execute()).toEqual([{ animal_id: ids[0]!.id }]);
    expect(await ctx.db.selectFrom('slaughter_animal_disease').select(['animal_id', 'name']).where('supplier_no', '=', '10001').execute()).toEqual([{ animal_id: ids[0]!.id, name: 'Parasitter i lever' }]);
  });
});

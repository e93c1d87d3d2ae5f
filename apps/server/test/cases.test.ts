import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASE_TEXT_MAX_LENGTH,
  caseCreatedResponseSchema,
  caseExportResponseSchema,
  caseResponseSchema,
  CASES_PER_DAY,
  CASES_PER_DAY_MESSAGE,
  casesResponseSchema,
  importResponseSchema,
  postedSlaughterByDateResponseSchema,
} from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';
import { tokenHeader } from './integration-helpers.js';

// A farmer's question about a carcass ('Spør om dette dyret'): asked from a settlement's animal,
// read by the cooperative from the export feed, answered through the import, seen by the farmer.
// One database for the file: the tests build on each other (the daily count, the feed's cursor).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true });
});
afterAll(() => ctx.close());

const origin = { origin: 'http://portal.test' };

async function ask(cookie: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/cases', headers: { cookie, ...origin }, payload });
}

/** A posted animal of a supplier with photos, with its settlement. */
async function animalOf(supplierNo: string) {
  return ctx.db
    .selectFrom('slaughter_animal as a')
    .innerJoin('settlement as s', 's.id', 'a.settlement_id')
    .select(['s.settlement_no', 's.settlement_date', 'a.individual_no', 'a.group_name', 'a.classification', 'a.fat_group', 'a.weight_g'])
    .where('s.supplier_no', '=', supplierNo)
    .where('s.kind', '=', 'posted')
    .where('a.animal_kind', '=', 'sheep')
    .where('a.individual_no', '<>', '')
    .where((eb) => eb.exists(eb.selectFrom('slaughter_photo as p').select('p.id').whereRef('p.animal_id', '=', 'a.id')))
    .orderBy('s.settlement_date', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

async function detailAnimal(cookie: string, animal: Awaited<ReturnType<typeof animalOf>>) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/posted_slaughter_by_date/${animal.settlement_date}?settlement_no=${animal.settlement_no}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const detail = postedSlaughterByDateResponseSchema.parse(res.json()).posted_slaughter_by_date;
  return detail.slaughter_animals_by_group.flatMap((g) => g.animals).find((a) => a.individual_no === animal.individual_no)!;
}

describe('questions about a carcass', () => {
  it('go from the farmer to the cooperative and back: asked, read from the feed, answered, seen', async () => {
    const cookie = await ctx.login('10001');
    const animal = await animalOf('10001');
    expect((await detailAnimal(cookie, animal)).open_case).toBeNull();

    const res = await ask(cookie, { reason: 'classification', text: 'Klassen virker for lav.', settlement_no: animal.settlement_no, date: animal.settlement_date, individual_no: animal.individual_no });
    expect(res.statusCode, res.body).toBe(201);
    const created = caseCreatedResponseSchema.parse(res.json()).case;
    expect(created).toMatchObject({ status: 'received', number: expect.stringMatching(/^H-\d{6}$/) });
    expect((await detailAnimal(cookie, animal)).open_case).toBe(created.id);

    // The cooperative reads it with the animal as the farmer saw it, as JSON and as CSV.
    const reader = await tokenHeader(ctx, 'cases-reader', ['export:cases']);
    // An event waits in the feed while an older transaction anywhere on the server still runs (on
    // PostgreSQL, other test files' too): read until it is handed out.
    const readFeed = async () => {
      const feed = await ctx.app.inject({ method: 'GET', url: '/api/integration/cases', headers: reader });
      expect(feed.statusCode, feed.body).toBe(200);
      return caseExportResponseSchema.parse(feed.json());
    };
    await expect.poll(async () => (await readFeed()).events.some((e) => e.case?.number === created.number), { timeout: 20_000 }).toBe(true);
    const page = await readFeed();
    const event = page.events.find((e) => e.case?.number === created.number)!;
    expect(event).toMatchObject({
      event: 'created',
      supplier_no: '10001',
      case: {
        reason: 'classification',
        text: 'Klassen virker for lav.',
        subject: {
          settlement_no: animal.settlement_no,
          settlement_date: animal.settlement_date,
          settlement_kind: 'posted',
          group_name: animal.group_name,
          animal: { individual_no: animal.individual_no, classification: animal.classification, fat_group: animal.fat_group, weight_g: animal.weight_g },
        },
      },
    });
    expect(event.case!.subject!.animal!.photos.length).toBeGreaterThan(0);
    const csvPage = await ctx.app.inject({ method: 'GET', url: '/api/integration/cases', headers: { ...reader, accept: 'text/csv' } });
    expect(csvPage.headers['content-type']).toContain('text/csv');
    expect(csvPage.body.split('\r\n')[0]).toBe('cursor,event,at,supplier_no,number,reason,text,created_at,settlement_no,settlement_date,group_name,individual_no,subject');
    expect(csvPage.body).toContain(created.number);
    const after = caseExportResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/integration/cases?since=${page.next}`, headers: reader })).json());
    expect(after.events).toEqual([]);

    // Status and answer come back; the same record twice changes nothing.
    const writer = await tokenHeader(ctx, 'cases-writer', ['import:cases']);
    const put = async (records: object[]) => {
      const r = await ctx.app.inject({ method: 'PUT', url: '/api/integration/cases', headers: writer, payload: { records } });
      expect(r.statusCode, r.body).toBe(200);
      return importResponseSchema.parse(r.json());
    };
    expect((await put([{ number: created.number, status: 'in_progress' }])).results[0]).toMatchObject({ status: 'updated' });
    expect((await put([{ number: created.number, status: 'in_progress' }])).results[0]).toMatchObject({ status: 'unchanged' });
    expect((await detailAnimal(cookie, animal)).open_case).toBe(created.id);
    ctx.advance(60 * 60 * 1000);
    const answer = 'Klassen er kontrollert mot bildene og står seg.';
    expect((await put([{ number: created.number, status: 'answered', answer }])).results[0]).toMatchObject({ status: 'updated' });
    expect((await put([{ number: created.number, status: 'answered', answer }])).results[0]).toMatchObject({ status: 'unchanged' });

    const seen = caseResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/cases/${created.id}`, headers: { cookie } })).json()).case;
    expect(seen).toMatchObject({ number: created.number, status: 'answered', answer, reason: 'classification' });
    expect(seen.answered_at).not.toBeNull();
    expect(seen.history.map((h) => h.status)).toEqual(['received', 'in_progress', 'answered']);
    expect((await detailAnimal(cookie, animal)).open_case).toBeNull();
    const list = casesResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/cases', headers: { cookie } })).json()).cases;
    expect(list.map((c) => c.id)).toContain(created.id);
  });

  it('take a question about a whole group, and one about nothing in particular', async () => {
    const cookie = await ctx.login('10001');
    const animal = await animalOf('10001');
    const group = await ask(cookie, { reason: 'weight', text: 'Lette lam denne gangen?', settlement_no: animal.settlement_no, group_name: animal.group_name });
    expect(group.statusCode, group.body).toBe(201);
    const general = await ask(cookie, { reason: 'other', text: 'Når kommer neste avregning?' });
    expect(general.statusCode, general.body).toBe(201);
    const list = casesResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/cases', headers: { cookie } })).json()).cases;
    const byId = new Map(list.map((c) => [c.id, c]));
    expect(byId.get(caseCreatedResponseSchema.parse(group.json()).case.id)!.subject).toMatchObject({ group_name: animal.group_name, animal: null });
    expect(byId.get(caseCreatedResponseSchema.parse(general.json()).case.id)!.subject).toBeNull();
  });

  it(`allow ${CASES_PER_DAY} a day per farm, then answer 429 with a clear message until the next day`, async () => {
    const cookie = await ctx.login('10003');
    for (let i = 0; i < CASES_PER_DAY; i++) expect((await ask(cookie, { reason: 'other', text: `Spørsmål ${i}` })).statusCode).toBe(201);
    const refused = await ask(cookie, { reason: 'other', text: 'Ett til' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: CASES_PER_DAY_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another farm is not held back by this one.
    expect((await ask(await ctx.login('10001'), { reason: 'other', text: 'Hei' })).statusCode).toBe(201);
    ctx.advance(Number(refused.headers['retry-after']) * 1000);
    expect((await ask(cookie, { reason: 'other', text: 'Ny dag' })).statusCode).toBe(201);
  });

  it('keep each farm to its own: another farm’s case is 404, its settlement cannot be asked about', async () => {
    const own = await ctx.login('10001');
    const other = await ctx.login('10003');
    const mine = casesResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/cases', headers: { cookie: own } })).json()).cases;
    expect(mine.length).toBeGreaterThan(0);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/cases/${mine[0]!.id}`, headers: { cookie: other } });
    expect(res.statusCode).toBe(404);
    const theirs = casesResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/cases', headers: { cookie: other } })).json()).cases;
    expect(theirs.some((c) => mine.some((m) => m.id === c.id))).toBe(false);
    const animal = await animalOf('10001');
    const foreign = await ask(other, { reason: 'weight', text: 'Hm', settlement_no: animal.settlement_no, individual_no: animal.individual_no });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body).not.toContain(animal.individual_no === '' ? '#' : `"${animal.weight_g}`);
  });

  it('answer hostile or wrong input with 4xx, never a 500', async () => {
    const cookie = await ctx.login('10001');
    const animal = await animalOf('10001');
    for (const payload of [
      { reason: 'complaint', text: 'x' },
      { reason: 'other', text: '' },
      { reason: 'other', text: 'x'.repeat(CASE_TEXT_MAX_LENGTH + 1) },
      { reason: 'other', text: 'x', settlement_no: "1'; drop table farm_case;--" },
      { reason: 'other', text: 'x', settlement_no: animal.settlement_no, individual_no: 'nope' },
      { reason: 'other', text: 'x', settlement_no: animal.settlement_no },
      { reason: 'other', text: 'x', individual_no: animal.individual_no },
      { reason: 'other', text: 'x', settlement_no: animal.settlement_no, date: '2026-02-30', individual_no: animal.individual_no },
      { reason: ['other'], text: { a: 1 } },
    ]) {
      const res = await ask(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await ask(cookie, { reason: 'other', text: 'x'.repeat(CASE_TEXT_MAX_LENGTH) })).statusCode).toBe(201);
    for (const id of ['abc', '0', '-1', '99999999999999999999', '1.5']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/cases/${id}`, headers: { cookie } })).statusCode, id).toBe(404);
    }
    const writer = await tokenHeader(ctx, 'cases-hostile', ['import:cases']);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/integration/cases',
      headers: writer,
      payload: { records: [{ number: 'H-999999', status: 'answered', answer: 'x' }, { number: 'nope', status: 'x' }, { number: 'H-000001', status: 'answered' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const results = importResponseSchema.parse(res.json()).results;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(results[0]!.errors).toEqual({ number: 'Ukjent henvendelse' });
    expect(results[2]!.errors).toEqual({ answer: 'Et besvart spørsmål må ha et svar' });
    // A batch that is not a list of records is refused whole.
    const notRecords = await ctx.app.inject({ method: 'PUT', url: '/api/integration/cases', headers: writer, payload: { records: ['text'] } });
    expect(notRecords.statusCode).toBe(422);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EnrolmentEvent } from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';
import { ORIGIN, pigs } from './enrolment-helpers.js';
import { tokenHeader } from './integration-helpers.js';
import { feedSettled, insertEnrolment, readAllSettled } from './integration-export-helpers.js';

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  await ctx.reset();
  auth = await tokenHeader(ctx, 'slaughter-planning', ['export:enrolments']);
});
afterAll(() => ctx.close());

// Each page is asked for once the writes before it may be in the feed (feedSettled).
const page = async (query: string, headers: Record<string, string> = {}) => {
  await feedSettled(ctx.db);
  return ctx.app.inject({ method: 'GET', url: `/api/integration/enrolments${query}`, headers: { ...auth, ...headers } });
};

describe('GET /api/integration/enrolments', () => {
  it('hands out the submitted enrolments with their rows, page by page, each once', async () => {
    const all = await readAllSettled(ctx, auth, 2);
    const demo = await ctx.db.selectFrom('enrolment').select('id').where('supplier_no', '=', '10001').orderBy('id').execute();
    expect(all.map((e) => e.enrolment_id)).toEqual(demo.map((d) => Number(d.id)));
    expect(all.every((e) => e.event === 'submitted' && e.supplier_no === '10001')).toBe(true);
    const first = all[0]!.enrolment!;
    expect(first.rows.length).toBeGreaterThan(0);
    expect(first.rows[0]!.data).toEqual(expect.any(Object));
    // The last page's cursor fetches nothing more, and says so with the same cursor.
    const last = all.at(-1)!.cursor;
    const after = await page(`?since=${last}`);
    expect(after.json()).toEqual({ events: [], next: last });
  });

  it('a farmer’s submission and its deletion follow, with what was deleted', async () => {
    const { next } = (await page('?limit=1000')).json();
    const cookie = await ctx.login('10001');
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/register_enrolment', headers: { ...ORIGIN, cookie }, payload: pigs() });
    expect(sent.statusCode).toBe(200);
    const submitted = (await page(`?since=${next}`)).json();
    expect(submitted.events).toHaveLength(1);
    const event: EnrolmentEvent = submitted.events[0];
    expect(event).toMatchObject({ event: 'submitted', supplier_no: '10001', enrolment: { kind: 'slaughter', animal_category: 'pigs', pickup_week: 49, comment: 'Hentes ved låven' } });
    expect(event.enrolment!.rows.map((r) => (r.data as { subcategory_name: string }).subcategory_name)).toEqual(['Gris', 'Purke']);

    const date = event.enrolment!.created_at.slice(0, 10);
    const deleted = await ctx.app.inject({ method: 'POST', url: `/api/delete_registered_enrolment_by_date/slaughter/${date}`, headers: { ...ORIGIN, cookie } });
    expect(deleted.statusCode).toBe(200);
    const after = (await page(`?since=${submitted.next}`)).json();
    expect(after.events).toEqual([
      expect.objectContaining({ event: 'deleted', enrolment_id: event.enrolment_id, enrolment: null, deleted: expect.objectContaining({ kind: 'slaughter', pickup_week: 49 }) }),
    ]);
    // Read from the start again, the submission shows as deleted since (null), in its place.
    const replay = await readAllSettled(ctx, auth, 50);
    const mine = replay.filter((e) => e.enrolment_id === event.enrolment_id);
    expect(mine.map((e) => [e.event, e.enrolment])).toEqual([
      ['submitted', null],
      ['deleted', null],
    ]);
  });

  it('a farmer’s deletion request (buy and sell) follows as deletion_requested, with the enrolment and when it was asked', async () => {
    const { next } = (await page('?limit=1000')).json();
    const cookie = await ctx.login('10001');
    const asked = await ctx.app.inject({ method: 'POST', url: '/api/delete_registered_enrolment_by_date/buy_cattle/2026-11-19', headers: { ...ORIGIN, cookie } });
    expect(asked.json()).toEqual({ ok: true, deletion_requested: true });
    const after = (await page(`?since=${next}`)).json();
    expect(after.events).toEqual([
      expect.objectContaining({ event: 'deletion_requested', supplier_no: '10001', enrolment: expect.objectContaining({ kind: 'buy_cattle', deletion_requested_at: expect.stringMatching(/^2026-11-22T/) }), deleted: null }),
    ]);
    expect(after.events[0].enrolment.rows.length).toBeGreaterThan(0);
    const csvPage = await page(`?since=${next}`, { accept: 'text/csv' });
    expect(csvPage.body.split('\r\n')[1]).toMatch(/^[\d.]+,deletion_requested,.*,10001,\d+,buy_cattle,/);
  });

  it('as CSV with Accept: text/csv, one line per row, the next cursor in a header', async () => {
    const res = await page('?limit=2', { accept: 'text/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('cursor,event,at,supplier_no,enrolment_id,kind,animal_category,pickup_week,pickup_year,row_position,delivery_week,delivery_year,row_data,comment,confirmations,medication_remarks,return_form_data,deletion_requested_at');
    const json = (await page('?limit=2')).json();
    expect(res.headers['x-next-cursor']).toBe(json.next);
    const rows = json.events.reduce((n: number, e: EnrolmentEvent) => n + Math.max(1, e.enrolment?.rows.length ?? 0), 0);
    expect(lines).toHaveLength(1 + rows);
    expect(lines[1]!.startsWith(`${json.events[0].cursor},submitted,`)).toBe(true);
  });

  it('as CSV, no text a farmer wrote starts a formula, wherever a spreadsheet splits the line (";" in a Norwegian Excel, or ",")', async () => {
    const start = (await page('?limit=1000')).json().next as string;
    const farmer = await ctx.login('10001');
    const rows = [{ subcategory_name: 'Gris', amount: 12, club_no: '4411', comment: 'Ring;@SUM(A1),-2+3;\t=x, =1' }];
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/register_enrolment', headers: { ...ORIGIN, cookie: farmer }, payload: pigs({ comment: 'Oslo;=1+1;+HYPERLINK("x")', animal_rows: rows }) });
    expect(sent.statusCode).toBe(200);
    const csv = (await page(`?since=${start}`, { accept: 'text/csv' })).body;
    const line = csv.trimEnd().split('\r\n')[1]!;
    expect(line).toContain('Oslo;');
    for (const separator of [';', ',']) {
      const starts = line.split(separator).slice(1).map((piece) => piece.replace(/^[" ]+/, ''));
      expect(starts.filter((piece) => /^[=+@\t\r-]/.test(piece))).toEqual([]);
    }
    // The JSON route keeps the texts as written.
    const json = (await page(`?since=${start}`)).json();
    expect(json.events[0].enrolment.comment).toBe('Oslo;=1+1;+HYPERLINK("x")');
  });

  it('never skips or repeats while writers keep inserting', async () => {
    const before = await readAllSettled(ctx, auth, 1000);
    const seen: EnrolmentEvent[] = [];
    let cursor = before.at(-1)!.cursor;
    let writing = true;
    const writers = Promise.all(
      Array.from({ length: 4 }, async (_, w) => {
        for (let i = 0; i < 15; i++) await insertEnrolment(ctx.db, '10003', w * 100 + i);
      }),
    ).finally(() => {
      writing = false;
    });
    while (writing) {
      const res = (await page(`?since=${cursor}&limit=7`)).json();
      seen.push(...res.events);
      cursor = res.next;
    }
    await writers;
    seen.push(...(await readAllSettled(ctx, auth, 7, cursor)));
    const ids = seen.map((e) => e.enrolment_id);
    expect(new Set(ids).size).toBe(ids.length);
    const inserted = await ctx.db.selectFrom('enrolment').select('id').where('supplier_no', '=', '10003').execute();
    expect(ids.sort((a, b) => a - b)).toEqual(inserted.map((r) => Number(r.id)).sort((a, b) => a - b));
  });

  it('pages in the order of the transaction numbers, not of their text: from 9 to 10 nothing is skipped', async () => {
    // Events of transactions 9, 10 and 11 (long finished): as text, '10' and '11' sort before '9'.
    await ctx.db.deleteFrom('integration_event').execute();
    const ids = (await ctx.db.selectFrom('enrolment').select('id').orderBy('id').limit(3).execute()).map((e) => Number(e.id));
    await sql`insert into integration_event (txid, stream, event, supplier_no, ref_id) values ('9', 'enrolments', 'submitted', '10001', ${ids[0]}), ('10', 'enrolments', 'submitted', '10001', ${ids[1]}), ('11', 'enrolments', 'submitted', '10001', ${ids[2]})`.execute(ctx.db);
    expect((await readAllSettled(ctx, auth, 1)).map((e) => e.cursor.split('.')[0])).toEqual(['9', '10', '11']);
  });

  it('refuses a cursor that is not one', async () => {
    for (const since of ['abc', '1', '01.2', '1.2.3', '99999999999999999999.1']) expect((await page(`?since=${since}`)).statusCode, since).toBe(422);
    expect((await page('?limit=1001')).statusCode).toBe(422);
  });
});

describe('GET /api/integration/prognoses and /profiles', () => {
  it('hand out a farm’s prognosis submission, and a farmer’s own profile change but not the cooperative’s import', async () => {
    const reader = await tokenHeader(ctx, 'planning-feeds', ['export:prognoses', 'export:profiles', 'import:suppliers']);
    const feed = async (what: string, since = '0.0', headers: Record<string, string> = {}) => {
      await feedSettled(ctx.db);
      return ctx.app.inject({ method: 'GET', url: `/api/integration/${what}?since=${since}`, headers: { ...reader, ...headers } });
    };
    const startPrognoses = (await feed('prognoses')).json().next;
    const startProfiles = (await feed('profiles')).json().next;

    const cookie = await ctx.login('10001');
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/external/prognosis_registration_config', headers: { cookie } })).json().prognosis_config;
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/register_prognosis', headers: { ...ORIGIN, cookie }, payload: { data: { pigs_slaughter: '12' }, prognosis_config: config } });
    expect(sent.statusCode).toBe(200);
    const prognoses = (await feed('prognoses', startPrognoses)).json();
    // One submission per kind of the survey, the pigs' with the farmer's figure.
    expect(prognoses.events.map((e: { prognosis: { animal_kind: string; slaughter: number | null } }) => [e.prognosis.animal_kind, e.prognosis.slaughter])).toEqual([
      ['pigs', 12],
      ['cattle', null],
      ['sheep', null],
    ]);
    expect(prognoses.events[0]).toMatchObject({ event: 'submitted', supplier_no: '10001' });
    const csvPage = await feed('prognoses', startPrognoses, { accept: 'text/csv' });
    expect(csvPage.body.split('\r\n')[1]).toMatch(/,submitted,.*,10001,pigs,/);

    const profile = { email_user: 'ola@example.no', email_accounting: 'regnskap@example.no', mobile: '12345678', street_address: 'Vegen 1', post_no: '7500', city: 'Stjørdal' };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: { ...ORIGIN, cookie }, payload: profile })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'PUT', url: '/api/integration/suppliers', headers: reader, payload: { records: [{ supplier_no: '10001', fullname: 'Ola Nordmann', mobile: '99999999' }] } });
    const profiles = (await feed('profiles', startProfiles)).json();
    expect(profiles.events).toEqual([expect.objectContaining({ event: 'changed', supplier_no: '10001', profile: expect.objectContaining({ email_user: 'ola@example.no' }) })]);
    // The profile as it is now: the cooperative's later mobile number too.
    expect(profiles.events[0].profile.mobile).toBe('99999999');
    const csvProfiles = await feed('profiles', startProfiles, { accept: 'text/csv' });
    expect(csvProfiles.headers['x-next-cursor']).toBe(profiles.next);
    expect(csvProfiles.body.split('\r\n').slice(0, 2)).toEqual([
      'cursor,event,at,supplier_no,email_user,email_accounting,mobile,street_address,post_no,city,recieve_accounting,recieve_newsletter,recieve_registered_slaughter',
      expect.stringMatching(/^[\d.]+,changed,.*,10001,ola@example\.no,regnskap@example\.no,99999999,Vegen 1,7500,Stjørdal,/),
    ]);
  });
});

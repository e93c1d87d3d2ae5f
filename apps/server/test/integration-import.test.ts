import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { animalAmountOre, countNewPosted, countNewSince, EUROP_CLASSES } from '@slakteweb/core';
import { rebuildStatisticsRollups } from '../src/db/statistics-rollup.js';
import { createTestContext, readMail, type TestContext } from './harness.js';
import { IMPORT_SCOPES, type ImportPath, postedSettlement, putImport, tokenHeader } from './integration-helpers.js';

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  await ctx.reset();
  auth = await tokenHeader(ctx, 'erp', IMPORT_SCOPES);
});
afterAll(() => ctx.close());

const put = (what: ImportPath, records: unknown[]) => putImport(ctx, auth, what, records);

/** The rollups as rows, to compare with a rebuild from the animals. */
async function rollups() {
  const tables = ['statistics_rollup', 'statistics_disease_rollup', 'statistics_cooperative_rollup', 'health_rollup', 'health_finding_rollup', 'health_price_rollup', 'grid_rollup', 'grid_deduction_rollup'];
  const out: Record<string, unknown[]> = {};
  for (const t of tables) out[t] = (await sql<Record<string, unknown>>`select * from ${sql.table(t)}`.execute(ctx.db)).rows.map((r) => JSON.stringify(r)).sort();
  return out;
}

describe('PUT /api/integration/suppliers', () => {
  const newFarm = { supplier_no: '30001', fullname: 'Siri Aune', email_user: 'siri.aune@example.no', post_no: '7600', city: 'Levanger', has_sheep: true, balance_this_year_ore: 1_250_00 };

  it('creates, updates, leaves unchanged and rejects per record; the same batch again changes nothing', async () => {
    const first = await put('suppliers', [newFarm, { supplier_no: '10003', fullname: 'Per Haugen', city: 'Sogndal' }, { supplier_no: '30002', fullname: '', email_user: 'ikke-epost' }, { supplier_no: '10001', fullname: 'Ola Nordmann' }]);
    expect(first.statusCode).toBe(200);
    expect(first.json().results).toEqual([
      { index: 0, key: '30001', status: 'created' },
      { index: 1, key: '10003', status: 'updated' },
      { index: 2, key: '30002', status: 'rejected', errors: { fullname: expect.any(String), email_user: expect.any(String) } },
      { index: 3, key: '10001', status: 'unchanged' },
    ]);
    expect(first.json().summary).toEqual({ created: 1, updated: 1, unchanged: 1, rejected: 1 });
    const again = await put('suppliers', [newFarm, { supplier_no: '10003', fullname: 'Per Haugen', city: 'Sogndal' }]);
    expect(again.json().summary).toEqual({ created: 0, updated: 0, unchanged: 2, rejected: 0 });
    const stored = await ctx.db.selectFrom('supplier').selectAll().where('supplier_no', 'in', ['30001', '10003']).orderBy('supplier_no').execute();
    expect(stored.map((s) => [s.supplier_no, s.city])).toEqual([
      ['10003', 'Sogndal'],
      ['30001', 'Levanger'],
    ]);
    expect(Number(stored[1]!.balance_this_year_ore)).toBe(125_000);
  });

  it('a new supplier can log in: the first login mails a set-password link to the imported address', async () => {
    await put('suppliers', [newFarm]);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '30001', password: 'Hva-som-helst-1' } });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('USER_IN_OLD_NOT_NEW_SYSTEM');
    await ctx.app.settleBackgroundWork();
    expect(readMail(ctx.outbox().at(-1)!).to).toContain('siri.aune@example.no');
  });

  it('an old-system entry is kept for the first login, and refused for a supplier already in the portal', async () => {
    const res = await put('suppliers', [
      { supplier_no: '40001', fullname: 'Gammel Kunde', email_user: 'gammel@example.no', old_system_only: true },
      { supplier_no: '10001', fullname: 'Ola Nordmann', old_system_only: true },
    ]);
    expect(res.json().results.map((r: { status: string }) => r.status)).toEqual(['created', 'rejected']);
    expect((await put('suppliers', [{ supplier_no: '40001', fullname: 'Gammel Kunde', email_user: 'gammel@example.no', old_system_only: true }])).json().summary.unchanged).toBe(1);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '40001', password: 'Hva-som-helst-1' } });
    expect(login.json().code).toBe('USER_IN_OLD_NOT_NEW_SYSTEM');
  });

  // Staff log in with a number too (npm run admin -- staff add): a supplier given that number
  // would have its first login and forgotten password land on the staff account.
  it('refuses a new supplier, or an old-system entry, with a staff account’s number, and leaves the staff account as it was', async () => {
    const staffBefore = await ctx.db.selectFrom('app_user').selectAll().where('username', '=', '90001').executeTakeFirstOrThrow();
    const res = await put('suppliers', [
      { ...newFarm, supplier_no: '90001' },
      { supplier_no: '90002', fullname: 'Gammel Kunde', email_user: 'gammel@example.no', old_system_only: true },
      newFarm,
    ]);
    expect(res.json().results).toEqual([
      { index: 0, key: '90001', status: 'rejected', errors: { supplier_no: 'Nummeret er innloggingen til en ansatt i portalen' } },
      { index: 1, key: '90002', status: 'rejected', errors: { supplier_no: 'Nummeret er innloggingen til en ansatt i portalen' } },
      { index: 2, key: '30001', status: 'created' },
    ]);
    expect(await ctx.db.selectFrom('supplier').select('supplier_no').where('supplier_no', 'in', ['90001', '90002']).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('old_system_supplier').select('supplier_no').where('supplier_no', 'in', ['90001', '90002']).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('app_user').selectAll().where('username', '=', '90001').executeTakeFirstOrThrow()).toEqual(staffBefore);
  });

  it('the cooperative’s own changes are not sent back as profile changes', async () => {
    await put('suppliers', [{ supplier_no: '10001', fullname: 'Ola Nordmann', mobile: '+47 900 00 000' }]);
    const events = await ctx.db.selectFrom('integration_event').selectAll().where('stream', '=', 'profiles').execute();
    expect(events).toEqual([]);
  });
});

describe('PUT /api/integration/settlements', () => {
  const temp = {
    supplier_no: '10001',
    kind: 'temp',
    settlement_no: 'M100019001',
    settlement_date: '2026-11-20',
    amount_ore: 380_000,
    animals: [{ group_name: 'Lam', animal_kind: 'sheep', description: 'Lam', classification: 'R', fat_group: '2', weight_g: 18_300 }],
  };

  it('a farmer sees an imported posted settlement, counted by the badge although it is dated before the last reading', async () => {
    const farmer = await ctx.login('10001');
    await ctx.app.inject({ method: 'POST', url: '/api/markread/accountings-posted/notification', headers: { cookie: farmer } });
    ctx.advance(60 * 60_000);
    const res = await put('settlements', [postedSettlement('10001', '100019001', '2026-11-16'), temp]);
    expect(res.json().results).toEqual([
      { index: 0, key: 'posted:100019001', status: 'created' },
      { index: 1, key: 'temp:M100019001', status: 'created' },
    ]);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/posted_slaughters_list', headers: { cookie: farmer } });
    const items = list.json().posted_slaughters_list;
    expect(items).toEqual([{ date: '2026-11-16', settlement_no: '100019001', amount: 4051.69, animal_kinds: ['sheep'], arrived_at: expect.stringMatching(/^2026-11-22T11:00:00/) }]);
    const lastRead = (await ctx.app.inject({ method: 'GET', url: '/api/hasread/accountings-posted/notification', headers: { cookie: farmer } })).json().timestamp;
    expect(countNewPosted(items, lastRead)).toBe(1);
    const detail = await ctx.app.inject({ method: 'GET', url: '/api/posted_slaughter_by_date/2026-11-16', headers: { cookie: farmer } });
    const body = detail.json().posted_slaughter_by_date;
    expect(body.comment).toBe('Takk for leveransen!');
    expect(body.slaughter_animals_by_group.map((g: { group_name: string; animals: unknown[] }) => [g.group_name, g.animals.length])).toEqual([
      ['Lam', 2],
      ['Sau', 1],
    ]);
    const tempList = await ctx.app.inject({ method: 'GET', url: '/api/temp_slaughters_list', headers: { cookie: farmer } });
    expect(tempList.json().temp_slaughters_list.map((t: { settlement_no: string }) => t.settlement_no)).toEqual(['M100019001']);
    // Another farm sees none of it.
    const other = await ctx.login('10003');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/posted_slaughters_list', headers: { cookie: other } })).json().posted_slaughters_list).toEqual([]);
  });

  it('the same batch again is unchanged; a corrected one replaces the animals, and the statistics follow exactly', async () => {
    const original = postedSettlement('10001', '100019001', '2026-11-16');
    await put('settlements', [original]);
    const again = await put('settlements', [original]);
    expect(again.json().summary).toEqual({ created: 0, updated: 0, unchanged: 1, rejected: 0 });
    const farmer = await ctx.login('10001');
    const stats = async () => (await ctx.app.inject({ method: 'GET', url: '/api/farmer_statistics/all-time/sheep/all', headers: { cookie: farmer } })).json();
    const before = await stats();

    const animals = original.animals.slice(0, 2);
    const corrected = { ...original, animals, amount_ore: 145_888 + 162_681 };
    const res = await put('settlements', [corrected]);
    expect(res.json().results).toEqual([{ index: 0, key: 'posted:100019001', status: 'updated' }]);
    expect(await ctx.db.selectFrom('slaughter_animal').select('id').where('supplier_no', '=', '10001').execute()).toHaveLength(2);
    expect(JSON.stringify(await stats())).not.toEqual(JSON.stringify(before));
    const incremental = await rollups();
    await rebuildStatisticsRollups(ctx.db);
    expect(await rollups()).toEqual(incremental);
  });

  it('a re-import that changes a class counts the animal once, with its new class, in every rollup and the last delivery', async () => {
    const original = postedSettlement('10001', '100019001', '2026-11-16');
    await put('settlements', [original]);
    const lastDelivery = () => ctx.db.selectFrom('last_delivery').select(['animal_kind', 'settlement_no']).where('supplier_no', '=', '10001').execute();
    const deliveredBefore = await lastDelivery();
    const sums = () =>
      sql<{ animals: number; classified: number; class_steps: string }>`
        select sum(animals)::int as animals, sum(classified)::int as classified, sum(class_steps)::text as class_steps
        from statistics_rollup where supplier_no = '10001' and year = 2026 and animal_kind = 'sheep'`.execute(ctx.db);
    const healthAnimals = async () =>
      (await sql<{ animals: number; with_findings: number }>`select animals, with_findings from health_rollup where supplier_no = '10001' and animal_kind = 'sheep' and quarter = '2026-10-01'`.execute(ctx.db)).rows;
    const healthBefore = await healthAnimals();
    const [before] = (await sums()).rows;
    const step = (c: string) => EUROP_CLASSES.indexOf(c as (typeof EUROP_CLASSES)[number]) + 1;

    // The first lamb from R to O+, its price with it.
    const animals = original.animals.map((a, i) => (i === 0 ? { ...a, classification: 'O+', price_ore_per_kg: 7_410, amount_ore: animalAmountOre(a.weight_g, 7_410) } : a));
    const res = await put('settlements', [{ ...original, animals, amount_ore: animals.reduce((sum, a) => sum + a.amount_ore, 0) }]);
    expect(res.json().summary.updated).toBe(1);
    const [after] = (await sums()).rows;
    expect(after!.animals).toBe(before!.animals);
    expect(after!.classified).toBe(before!.classified);
    expect(Number(after!.class_steps)).toBe(Number(before!.class_steps) - step('R') + step('O+'));
    expect(await healthAnimals()).toEqual(healthBefore);
    expect(await lastDelivery()).toEqual(deliveredBefore);
    const incremental = await rollups();
    await rebuildStatisticsRollups(ctx.db);
    expect(await rollups()).toEqual(incremental);
  });

  it('rejects what does not add up, per record, and writes the rest', async () => {
    const res = await put('settlements', [
      postedSettlement('10001', '100019002', '2026-11-16', { amount_ore: 1 }),
      postedSettlement('99999', '999999001', '2026-11-16'),
      { ...temp, animals: [{ ...temp.animals[0], price_ore_per_kg: 100, amount_ore: 1830 }] },
      { supplier_no: '10001', kind: 'posted', settlement_no: 'bad number!', settlement_date: '2026-02-30', amount_ore: 0, animals: [] },
      'not an object',
      postedSettlement('10001', '100019003', '2026-11-17'),
      postedSettlement('10001', '100019003', '2026-11-17'),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty('records.4');

    const sound = await put('settlements', [
      postedSettlement('10001', '100019002', '2026-11-16', { amount_ore: 1 }),
      postedSettlement('99999', '999999001', '2026-11-16'),
      { ...temp, animals: [{ ...temp.animals[0], price_ore_per_kg: 100, amount_ore: 1830 }] },
      { supplier_no: '10001', kind: 'posted', settlement_no: 'bad number!', settlement_date: '2026-02-30', amount_ore: 0, animals: [] },
      postedSettlement('10001', '100019003', '2026-11-17'),
      postedSettlement('10001', '100019003', '2026-11-17'),
    ]);
    const results = sound.json().results;
    expect(results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'created', 'rejected']);
    expect(results[0].errors).toHaveProperty('amount_ore');
    expect(results[1].errors).toEqual({ supplier_no: expect.stringContaining('Ukjent') });
    expect(results[2].errors).toHaveProperty('animals.0');
    expect(Object.keys(results[3].errors).sort()).toEqual(['settlement_date', 'settlement_no']);
    // Named by what was sent, as far as it is text.
    expect(results[3].key).toBe('posted:bad number!');
    expect(results[5].errors).toEqual({ _: expect.stringContaining('to ganger') });
    const stored = await ctx.db.selectFrom('settlement').select('settlement_no').execute();
    expect(stored.map((s) => s.settlement_no)).toEqual(['100019003']);
  });

  it('refuses weights, prices and amounts beyond what any animal or farm could have, per record', async () => {
    const base = postedSettlement('10001', '100019004', '2026-11-17');
    const animal = base.animals[0]!;
    const withAnimal = (no: string, over: Record<string, unknown>) => {
      const a = { ...animal, ...over };
      return { ...base, settlement_no: no, animals: [a], amount_ore: a.amount_ore };
    };
    const res = await put('settlements', [
      withAnimal('100019005', { weight_g: 1_000_001 }),
      withAnimal('100019006', { price_ore_per_kg: 100_001 }),
      withAnimal('100019007', { amount_ore: 2 ** 53 + 2 }),
      { ...base, settlement_no: '100019008', amount_ore: 1e13 },
      withAnimal('100019009', { weight_g: 1_000_000, price_ore_per_kg: 100_000, amount_ore: 100_000_000 }),
    ]);
    const results = res.json().results as { status: string; errors?: Record<string, string> }[];
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'created']);
    expect(Object.keys(results[0]!.errors!)).toEqual(['animals.0.weight_g']);
    expect(Object.keys(results[1]!.errors!)).toEqual(['animals.0.price_ore_per_kg']);
    expect(Object.keys(results[2]!.errors!)).toContain('animals.0.amount_ore');
    expect(Object.keys(results[3]!.errors!)).toEqual(['amount_ore']);
    const balance = await put('suppliers', [{ supplier_no: '10001', fullname: 'Ola Nordmann', balance_this_year_ore: 1e15 }]);
    expect(balance.json().results[0]).toMatchObject({ status: 'rejected', errors: { balance_this_year_ore: expect.any(String) } });
  });

  it('a posted settlement replaces the temporary ones it names', async () => {
    await put('settlements', [temp]);
    const res = await put('settlements', [postedSettlement('10001', '100019001', '2026-11-20', { replaces_temp: ['M100019001'] })]);
    expect(res.json().summary.created).toBe(1);
    expect((await ctx.db.selectFrom('settlement').select(['kind', 'settlement_no']).execute()).map((s) => `${s.kind}:${s.settlement_no}`)).toEqual(['posted:100019001']);
  });

  it('refuses a number that belongs to another supplier', async () => {
    await put('suppliers', [{ supplier_no: '30001', fullname: 'Siri Aune' }]);
    await put('settlements', [postedSettlement('10001', '100019001', '2026-11-16')]);
    const res = await put('settlements', [postedSettlement('30001', '100019001', '2026-11-16')]);
    expect(res.json().results[0]).toMatchObject({ status: 'rejected', errors: { settlement_no: expect.any(String) } });
  });
});

describe('PUT /api/integration/documents', () => {
  const invoice = { supplier_no: '10001', kind: 'invoice', document_no: 'F2026-10001-101', document_date: '2026-11-02', title: 'Faktura smågris', amount_ore: 1_234_500 };

  it('creates, updates, leaves unchanged and rejects; the farmer sees the new document counted by the badge; an accounting downloads its settlement’s PDF', async () => {
    const farmer = await ctx.login('10001');
    await ctx.app.inject({ method: 'POST', url: '/api/markread/documents/notification', headers: { cookie: farmer } });
    ctx.advance(60_000);
    await put('settlements', [postedSettlement('10001', '100019001', '2026-11-16')]);
    const accounting = { supplier_no: '10001', kind: 'accounting', document_no: '100019001', document_date: '2026-11-16', title: 'Avregning', amount_ore: 405_169, settlement_no: '100019001' };
    const first = await put('documents', [invoice, accounting, { ...invoice, document_no: 'F-2', kind: 'receipt' }, { ...accounting, document_no: 'A-9', settlement_no: 'NOPE1' }]);
    expect(first.json().results.map((r: { status: string }) => r.status)).toEqual(['created', 'created', 'rejected', 'rejected']);
    expect(first.json().results[3].errors).toHaveProperty('settlement_no');
    expect((await put('documents', [invoice, accounting])).json().summary).toMatchObject({ unchanged: 2 });
    expect((await put('documents', [{ ...invoice, amount_ore: 1_000_000 }])).json().results[0].status).toBe('updated');

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie: farmer } })).json();
    expect(list.invoices).toEqual([expect.objectContaining({ document_no: 'F2026-10001-101', amount: 10000, has_file: false, arrived_at: expect.any(String) })]);
    const lastRead = (await ctx.app.inject({ method: 'GET', url: '/api/hasread/documents/notification', headers: { cookie: farmer } })).json().timestamp;
    expect(countNewSince([...list.invoices, ...list.accountings], lastRead)).toBe(2);
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/documents/download/${list.accountings[0].download_id}`, headers: { cookie: farmer } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});

describe('PUT /api/integration/pickup-weeks and /content/help-texts', () => {
  it('a week the planning closes is closed for the farmer, with its reason; the same rules again are unchanged', async () => {
    const closed = { action: 'slaughter', animal_group: 'pigs', year: 2026, week: 50, allowed: false, allowed_cattle_deal: false, reason: 'Juleslakt: ingen henting' };
    // The demo's planning has a rule for every week 48/2026–5/2027 (open, here): week 50 is updated.
    // 2027 has 52 ISO weeks (2026 has 53).
    const res = await put('pickup-weeks', [closed, { ...closed, year: 2027, week: 53 }, { ...closed, year: 2027, week: 20, allowed: true, reason: '' }]);
    expect(res.json().results.map((r: { status: string; errors?: object }) => [r.status, r.errors])).toEqual([
      ['updated', undefined],
      ['rejected', { week: expect.any(String) }],
      ['created', undefined],
    ]);
    expect((await put('pickup-weeks', [closed])).json().summary.unchanged).toBe(1);
    const cookie = await ctx.login('10001');
    const weeks = await ctx.app.inject({ method: 'GET', url: '/api/external/weeks', headers: { cookie } });
    expect(weeks.body).toContain('Juleslakt: ingen henting');
  });

  it('a help text is created, then updated, then unchanged, and shown', async () => {
    expect((await put('content/help-texts', [{ name: 'integration_test', html: '<p>Hei</p>' }])).json().results[0].status).toBe('created');
    expect((await put('content/help-texts', [{ name: 'integration_test', html: '<p>Hallo</p>' }])).json().results[0].status).toBe('updated');
    expect((await put('content/help-texts', [{ name: 'integration_test', html: '<p>Hallo</p>' }, { name: 'Bad Name', html: '' }])).json().summary).toMatchObject({ unchanged: 1, rejected: 1 });
    const texts = await ctx.app.inject({ method: 'GET', url: '/api/external/texts' });
    expect(texts.body).toContain('<p>Hallo</p>');
  });
});

describe('PUT /api/integration/content/messages', () => {
  it('a message to one farm reaches that farm alone; one to all reaches everyone; each by the cooperative’s id', async () => {
    const toOla = { message_id: 'KS-2026-0042', title: 'Henting flyttet', body: '<p>Hentingen din flyttes til torsdag.</p>', published_at: '2026-11-22T08:00:00+01:00', supplier_no: '10001' };
    const toAll = { message_id: 'KS-2026-0043', title: 'Julestengt', body: '<p>Stengt romjulen.</p>', published_at: '2026-11-22T08:30:00+01:00' };
    const first = await put('content/messages', [toOla, toAll, { ...toAll, message_id: 'KS-2026-0044', supplier_no: '99999' }, { ...toAll, message_id: 'KS-2026-0045', published_at: '2026-11-22 08:30' }]);
    expect(first.json().results.map((r: { status: string }) => r.status)).toEqual(['created', 'created', 'rejected', 'rejected']);
    expect((await put('content/messages', [toOla, toAll])).json().summary.unchanged).toBe(2);
    expect((await put('content/messages', [{ ...toAll, title: 'Julestengt 2026' }])).json().results[0].status).toBe('updated');

    const titles = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: '/api/external/messages', headers: { cookie } })).json().messages.map((m: { title: string }) => m.title);
    const ola = await ctx.login('10001');
    const per = await ctx.login('10003');
    expect(await titles(ola)).toEqual(expect.arrayContaining(['Henting flyttet', 'Julestengt 2026']));
    expect(await titles(per)).toContain('Julestengt 2026');
    expect(await titles(per)).not.toContain('Henting flyttet');
    expect(await titles(await ctx.login('90001'))).not.toContain('Henting flyttet');
    // Another farm cannot mark it read either: to them it does not exist.
    const id = (await ctx.db.selectFrom('message').select('id').where('external_id', '=', 'KS-2026-0042').executeTakeFirstOrThrow()).id;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/markread/messages/${id}`, headers: { cookie: per, origin: 'http://portal.test' } })).statusCode).toBe(404);
  });
});

describe('PUT /api/integration/content/prognosis-config and /content/return-forms', () => {
  it('what the farmer’s screens show, sent back, is unchanged; a change shows at once', async () => {
    const cookie = await ctx.login('10001');
    const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).json();
    const config = (await get('/api/external/prognosis_registration_config')).prognosis_config;
    const kinds = Object.entries(config as Record<string, object>).map(([animal_kind, c]) => ({ animal_kind, ...c }));
    expect((await put('content/prognosis-config', kinds)).json().summary).toEqual({ created: 0, updated: 0, unchanged: 3, rejected: 0 });
    const changed = await put('content/prognosis-config', [{ ...kinds[0], info_txt_top: '<p>Ny periode</p>' }, { ...kinds[1], next_period: { from: '2027-02-01', to: '2027-01-01' } }]);
    expect(changed.json().results.map((r: { status: string }) => r.status)).toEqual(['updated', 'rejected']);
    expect((await get('/api/external/prognosis_registration_config')).prognosis_config[kinds[0]!.animal_kind].info_txt_top).toBe('<p>Ny periode</p>');

    const form = (await get('/api/external/return_form/sheep')).return_form;
    expect((await put('content/return-forms', [{ animal_kind: 'sheep', ...form }])).json().results[0].status).toBe('unchanged');
    expect((await put('content/return-forms', [{ animal_kind: 'sheep', ...form, description_meat: '<p>Kjøtt hentes på fredag</p>' }])).json().results[0].status).toBe('updated');
    expect((await get('/api/external/return_form/sheep')).return_form.description_meat).toBe('<p>Kjøtt hentes på fredag</p>');
  });

  it('a kind the portal has no survey or form for is created; a record that is not one is rejected, the others written', async () => {
    const cookie = await ctx.login('10001');
    const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).json();
    const survey = { animal_kind: 'sheep', ...(await get('/api/external/prognosis_registration_config')).prognosis_config.sheep };
    const form = { animal_kind: 'cattle', ...(await get('/api/external/return_form/cattle')).return_form };
    await ctx.db.deleteFrom('prognosis_config').where('animal_kind', '=', 'sheep').execute();
    await ctx.db.deleteFrom('return_form').where('animal_kind', '=', 'cattle').execute();

    const surveys = await put('content/prognosis-config', [survey, { ...survey, animal_kind: 'goats' }]);
    expect(surveys.json().results.map((r: { key: string; status: string; errors?: object }) => [r.key, r.status, r.errors])).toEqual([
      ['sheep', 'created', undefined],
      ['goats', 'rejected', { animal_kind: expect.any(String) }],
    ]);
    const forms = await put('content/return-forms', [form, { animal_kind: 'pigs', per_division: 'ikke en liste' }]);
    expect(forms.json().results.map((r: { key: string; status: string; errors?: object }) => [r.key, r.status, r.errors])).toEqual([
      ['cattle', 'created', undefined],
      ['pigs', 'rejected', expect.objectContaining({ per_division: expect.any(String) })],
    ]);
    expect((await put('content/prognosis-config', [survey])).json().summary.unchanged).toBe(1);
    expect((await put('content/return-forms', [form])).json().summary.unchanged).toBe(1);
    expect((await get('/api/external/return_form/cattle')).return_form).toEqual(expect.objectContaining({ description_meat: form.description_meat }));
  });
});

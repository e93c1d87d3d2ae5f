import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMPORT_KINDS, type ImportKind, importFile } from '../src/admin-cli.js';
import { openPglite } from '../src/db/database.js';
import { createIntegrationServices } from '../src/modules/integration/integration.services.js';
import { createTestContext, type TestContext } from './harness.js';
import { postedSettlement } from './integration-helpers.js';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-cli-'));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

describe('npm run admin -- import settlements <file.jsonl>', () => {
  it('imports a JSON Lines file through the import service and sums up what became of it, naming rejected lines', async () => {
    const file = path.join(dir, 'week.jsonl');
    const lines = [
      JSON.stringify(postedSettlement('10001', '100019001', '2026-11-16')),
      '',
      JSON.stringify(postedSettlement('10003', '100039001', '2026-11-17')),
      '{ not json',
      JSON.stringify(postedSettlement('99999', '999999001', '2026-11-17')),
    ];
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    const out: string[] = [];
    const services = createIntegrationServices(ctx.db, ctx.now, { filesDir: ctx.config.filesDir, publicUrl: ctx.config.publicUrl, companyId: ctx.config.company.id });
    const summary = await importFile(services, 'settlements', file, (line) => out.push(line));
    expect(summary).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 2 });
    expect(out[0]).toMatch(/^settlements: 2 created, 0 updated, 0 unchanged, 2 rejected \(4 records in/);
    expect(out.slice(1)).toEqual([expect.stringMatching(/^ {2}rejected line 4: not JSON$/), expect.stringMatching(/^ {2}rejected line 5 \(posted:999999001\): .*Ukjent/)]);
    // The same file again changes nothing.
    expect(await importFile(services, 'settlements', file, () => {})).toEqual({ created: 0, updated: 0, unchanged: 2, rejected: 2 });
    const farmer = await ctx.login('10001');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/posted_slaughters_list', headers: { cookie: farmer } });
    expect(list.json().posted_slaughters_list.map((s: { settlement_no: string }) => s.settlement_no)).toEqual(['100019001']);
  });
});

describe('npm run admin -- import <kind> <file.jsonl>, every kind', () => {
  it('takes every import route of the API but the files (bytes, not JSON lines)', () => {
    const routes = ctx.app.routeInventory
      // The register status is one status the cooperative's system reports as it changes, not an import.
      .filter((r) => r.method === 'PUT' && r.url.startsWith('/api/integration/') && !r.url.startsWith('/api/integration/files/') && r.url !== '/api/integration/register-status')
      .map((r) => r.url.split('/').at(-1));
    expect([...IMPORT_KINDS].sort()).toEqual(routes.sort());
  });

  it('imports each kind through its route’s service: created (or updated), then unchanged', async () => {
    const farmer = await ctx.login('10001');
    const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: { cookie: farmer } })).json();
    const [survey] = Object.entries((await get('/api/external/prognosis_registration_config')).prognosis_config as Record<string, object>);
    const form = (await get('/api/external/return_form/sheep')).return_form;
    // A question the farmer asked, for the cooperative's answer to come from a file.
    const asked = await ctx.app.inject({ method: 'POST', url: '/api/cases', headers: { cookie: farmer, origin: 'http://portal.test' }, payload: { reason: 'weight', text: 'Stemmer vekta?' } });
    const caseNumber = (asked.json() as { case: { number: string } }).case.number;
    // A submitted enrolment of the farm, for the cooperative's change of it to come from a file.
    const enrolmentId = Number((await ctx.db.selectFrom('enrolment').select('id').where('supplier_no', '=', '10001').orderBy('id').executeTakeFirstOrThrow()).id);
    const records: Record<ImportKind, object> = {
      suppliers: { supplier_no: '30001', fullname: 'Siri Aune' },
      settlements: postedSettlement('10003', '100039002', '2026-11-18'),
      documents: { supplier_no: '10001', kind: 'invoice', document_no: 'F2026-10001-900', document_date: '2026-11-02', title: 'Faktura', amount_ore: 100 },
      herd: { supplier_no: '10003', animals: [{ mark_no: '50013', individual_no: '00001', birthdate: '2021-04-02', subcategory_name: 'Ku' }] },
      'pickup-weeks': { action: 'slaughter', animal_group: 'pigs', year: 2027, week: 20, allowed: false, allowed_cattle_deal: false, reason: 'Stengt' },
      'help-texts': { name: 'cli_test', html: '<p>Hei</p>' },
      messages: { message_id: 'KS-CLI-1', title: 'Fra fil', body: '<p>Hei</p>', published_at: '2026-11-22T08:00:00+01:00' },
      'prognosis-config': { animal_kind: survey![0], ...survey![1], info_txt_top: '<p>Fra fil</p>' },
      'return-forms': { animal_kind: 'sheep', ...form, description_meat: '<p>Fra fil</p>' },
      'price-lists': { kind: 'sheep', category: 'Lam', year: 2027, week: 10, base_ore_per_kg: 7000, class_ore_per_kg: { R: 0, U: 300 } },
      cases: { number: caseNumber, status: 'answered', answer: 'Vekta er kontrollert og stemmer.' },
      'enrolment-status': { enrolment_id: enrolmentId, supplier_no: '10001', event: 'changed', at: '2026-11-24T09:00:00+01:00', fields: ['pickup_date'], rows: [{ position: 0, expected_pickup_date: '2026-12-01' }] },
    };
    const services = createIntegrationServices(ctx.db, ctx.now, { filesDir: ctx.config.filesDir, publicUrl: ctx.config.publicUrl, companyId: ctx.config.company.id });
    for (const kind of IMPORT_KINDS) {
      const file = path.join(dir, `${kind}.jsonl`);
      fs.writeFileSync(file, `${JSON.stringify(records[kind])}\n`);
      const first = await importFile(services, kind, file, () => {});
      // The survey, the return forms, the farmer's question and enrolment exist already: an import updates them.
      expect(first, kind).toEqual(['prognosis-config', 'return-forms', 'cases', 'enrolment-status'].includes(kind) ? { created: 0, updated: 1, unchanged: 0, rejected: 0 } : { created: 1, updated: 0, unchanged: 0, rejected: 0 });
      expect(await importFile(services, kind, file, () => {}), kind).toEqual({ created: 0, updated: 0, unchanged: 1, rejected: 0 });
    }
    expect((await get('/api/external/return_form/sheep')).return_form.description_meat).toBe('<p>Fra fil</p>');
  });
});

describe('npm run admin -- tokens', () => {
  it('creates a token, printed once; lists it without its value; revokes it; refuses an unknown scope with the list of scopes', async () => {
    const env = { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', INIT_CWD: dir };
    // Five commands, each a process of its own that opens the embedded database (about 4 s of CPU
    // each). The first would make a new cluster and migrate it (about 9 s): it finds the run's
    // migrated template in DATA_DIR instead. The test took over a minute on a busy machine.
    const template = inject('pgliteTemplate');
    if (template) await (await openPglite(path.join(env.DATA_DIR, 'pgdata'), new Blob([fs.readFileSync(template)]))).close();
    const admin = (...args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/admin-cli.ts'), ...args], { env, encoding: 'utf8' });
    const created = admin('tokens', 'create', '--name', 'erp', '--scope', 'import:settlements', '--scope', 'export:enrolments');
    const token = /^swt_[A-Za-z0-9_-]{43}$/m.exec(created)?.[0];
    expect(token).toBeDefined();
    const list = admin('tokens', 'list');
    expect(list).toMatch(/^erp\timport:settlements,export:enrolments\tcreated .*\tlast used never\tactive$/m);
    expect(list).not.toContain(token!);
    expect(admin('tokens', 'revoke', '--name', 'erp')).toContain('revoked');
    expect(admin('tokens', 'list')).toMatch(/\trevoked \d{4}-/);
    let failure = '';
    try {
      admin('tokens', 'create', '--name', 'x', '--scope', 'import:everything');
    } catch (error) {
      failure = String((error as { stderr: string }).stderr);
    }
    expect(failure).toContain('Unknown scope import:everything; scopes: import:settlements');
  }, 180_000);
});

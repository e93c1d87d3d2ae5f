import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { postedSettlement, tokenHeader } from './integration-helpers.js';
import { parseMail } from './mail-parts.js';

// The notifications' outbox: what an import through /api/integration/* queues (one per farm, kind
// and batch, to the farms that asked), what the sender makes of it, and the one-click unsubscribe.

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  await ctx.reset();
  auth = await tokenHeader(ctx, 'erp', ['import:settlements', 'import:documents', 'import:content']);
});
afterAll(() => ctx.close());

const put = async (what: string, records: unknown[]) => {
  const res = await ctx.app.inject({ method: 'PUT', url: `/api/integration/${what}`, headers: auth, payload: { records } });
  expect(res.statusCode).toBe(200);
  return res.json() as { summary: Record<string, number> };
};

async function queued() {
  return ctx.db.selectFrom('notification').select(['supplier_no', 'kind', 'channel', 'sent_at', 'attempts']).orderBy('id').execute();
}

/** Sends what is queued and answers the mails written to the outbox. */
async function sent() {
  await ctx.app.settleBackgroundWork();
  await ctx.app.sendNotifications();
  return ctx.outbox().map(parseMail);
}

describe('recieve_accounting', () => {
  it('a posted settlement: one mail to email_accounting, with the amount, the PDF and a link to the screen', async () => {
    await put('settlements', [postedSettlement('10001', '100010130', '2026-11-09', { has_document: true })]);
    expect(await queued()).toMatchObject([{ supplier_no: '10001', kind: 'accounting', channel: 'email' }]);
    const [mail, ...more] = await sent();
    expect(more).toEqual([]);
    expect(mail!.to).toContain('regnskap.nordmann@example.no');
    expect(mail!.subject).toBe('Ny avregning nr 100010130 fra 09.11.2026, 4 051,69 kr');
    expect(mail!.text).toContain('Se avregningene: http://portal.test/accountings');
    expect(mail!.text).toContain('Du får denne e-posten fordi profilen din sier at du vil ha avregninger og dokumenter på e-post.');
    expect(mail!.attachments).toEqual(['avregning-100010130.pdf']);
    expect((await queued())[0]!.sent_at).not.toBeNull();
  });

  it('one mail per farm for a batch of many settlements; the same batch again sends nothing more', async () => {
    const batch = [postedSettlement('10001', '100010130', '2026-11-09'), postedSettlement('10001', '100010131', '2026-11-10'), postedSettlement('10002', '100020130', '2026-11-09')];
    await put('settlements', batch);
    expect((await queued()).map((n) => [n.supplier_no, n.kind])).toEqual([
      ['10001', 'accounting'],
      ['10002', 'accounting'],
    ]);
    const mails = await sent();
    expect(mails.map((m) => m.subject).sort()).toEqual(['2 nye avregninger', 'Ny avregning nr 100020130 fra 09.11.2026, 4 051,69 kr']);
    expect(mails.find((m) => m.subject === '2 nye avregninger')!.text).toContain('Ny avregning nr 100010131 fra 10.11.2026');
    expect((await put('settlements', batch)).summary.unchanged).toBe(3);
    expect(await queued()).toHaveLength(2);
    expect(await sent()).toHaveLength(2);
  });

  it('a batch of three settlements with documents for one farm: one mail with the three PDFs, named by their numbers', async () => {
    const numbers = ['100010130', '100010131', '100010132'];
    await put(
      'settlements',
      numbers.map((no, i) => postedSettlement('10001', no, `2026-11-0${i + 7}`, { has_document: true })),
    );
    expect(await queued()).toHaveLength(1);
    const [mail, ...more] = await sent();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('3 nye avregninger');
    expect(mail!.attachments.sort()).toEqual(numbers.map((no) => `avregning-${no}.pdf`));
    // All three are attached: no line sending the farmer to the portal for the rest.
    expect(mail!.text).not.toContain('De andre finner du i portalen');
  });

  it('a PDF the portal no longer has when the mail is sent: the mail goes with the others; one queued as `attachment` still carries it', async () => {
    await put('settlements', [postedSettlement('10001', '100010131', '2026-11-08', { has_document: true })]);
    await sent();
    // Queued mails as the sender finds them: one naming a settlement gone since, one queued before `attachments`.
    const mail = (subject: string, refs: object) => ({ to: 'regnskap.nordmann@example.no', subject, text: 'Hei', link: 'http://portal.test/accountings', ...refs });
    // Due long ago, whatever the test clock says.
    const now = new Date('2026-01-01T00:00:00Z');
    await ctx.db
      .insertInto('notification')
      .values([
        { supplier_no: '10001', kind: 'accounting', channel: 'email', batch: 'gone', payload: JSON.stringify(mail('Borte', { attachments: [{ settlementNo: '100019999' }, { settlementNo: '100010131' }] })), next_attempt_at: now, created_at: now },
        { supplier_no: '10001', kind: 'accounting', channel: 'email', batch: 'old', payload: JSON.stringify(mail('Gammel', { attachment: { settlementNo: '100010131' } })), next_attempt_at: now, created_at: now },
      ])
      .execute();
    const mails = (await sent()).filter((m) => m.subject === 'Borte' || m.subject === 'Gammel');
    expect(mails.map((m) => [m.subject, m.attachments]).sort()).toEqual([
      ['Borte', ['avregning-100010131.pdf']],
      ['Gammel', ['avregning-100010131.pdf']],
    ]);
  });

  it('no mail to a farm that has not asked for it (10003), nor to one without the address', async () => {
    await ctx.db.updateTable('supplier').set({ email_accounting: ' ' }).where('supplier_no', '=', '10002').execute();
    await put('settlements', [postedSettlement('10003', '100030130', '2026-11-09'), postedSettlement('10002', '100020130', '2026-11-09')]);
    expect(await queued()).toEqual([]);
  });

  it('a document: "Nytt dokument: Faktura …", one mail per farm and batch', async () => {
    await put('documents', [
      { supplier_no: '10001', kind: 'invoice', document_no: 'F2026-10001-900', document_date: '2026-11-20', title: 'Faktura smågris', amount_ore: 125_000 },
      { supplier_no: '10002', kind: 'credit_note', document_no: 'K2026-10002-901', document_date: '2026-11-20' },
      { supplier_no: '10002', kind: 'invoice', document_no: 'F2026-10002-902', document_date: '2026-11-20' },
    ]);
    const mails = await sent();
    expect(mails.map((m) => [m.to.replace(/.*</, '').replace('>', ''), m.subject]).sort()).toEqual([
      ['kari.bakken@example.no', '2 nye dokumenter'],
      ['regnskap.nordmann@example.no', 'Nytt dokument: Faktura F2026-10001-900'],
    ]);
  });
});

describe('recieve_newsletter', () => {
  it('a message to all farms: one mail to email_user of each farm that asked, as sanitised HTML and text', async () => {
    await put('content/messages', [
      { message_id: 'm-1', title: 'Ny hentedag', body: '<p>Hei <b>alle</b></p><script>alert(1)</script>', published_at: '2026-11-22T08:00:00+01:00' },
      { message_id: 'm-2', title: 'Bare til Per', body: '<p>Hei Per</p>', published_at: '2026-11-22T08:00:00+01:00', supplier_no: '10003' },
    ]);
    const mails = await sent();
    expect(mails.map((m) => [m.to.replace(/.*</, '').replace('>', ''), m.subject]).sort()).toEqual([
      ['ola.nordmann@example.no', 'Ny hentedag'],
      ['per.haugen@example.no', 'Bare til Per'],
      ['per.haugen@example.no', 'Ny hentedag'],
    ]);
    const news = mails.find((m) => m.subject === 'Ny hentedag')!;
    expect(news.html).toContain('<p>Hei <b>alle</b></p>');
    expect(news.html).not.toContain('script');
    expect(news.text).toContain('Hei alle');
    expect(news.text).not.toContain('<p>');
  });

  it('a message published later is mailed when it shows, not before', async () => {
    await put('content/messages', [{ message_id: 'm-3', title: 'Senere', body: 'x', published_at: '2026-11-23T08:00:00+01:00', supplier_no: '10001' }]);
    expect(await sent()).toEqual([]);
    ctx.advance(24 * 3_600_000);
    expect((await sent()).map((m) => m.subject)).toEqual(['Senere']);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  async function unsubscribeLinkOfAccountingMail() {
    await put('settlements', [postedSettlement('10001', '100010130', '2026-11-09')]);
    const [mail] = await sent();
    expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /<(https?:\/\/[^>]+)>/.exec(mail!.header('List-Unsubscribe').replace(/\s+/g, ''))?.[1];
    expect(link).toMatch(/^http:\/\/portal\.test\/api\/notifications\/unsubscribe\?t=/);
    expect(mail!.text).toContain(link);
    return link!.replace('http://portal.test', '');
  }

  it('GET shows a page and changes nothing; POST turns off that kind of mail only, without login', async () => {
    const url = await unsubscribeLinkOfAccountingMail();
    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('avregninger og dokumenter på e-post');
    expect((await ctx.db.selectFrom('supplier').select('recieve_accounting').where('supplier_no', '=', '10001').executeTakeFirstOrThrow()).recieve_accounting).toBe(true);

    const res = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(200);
    const flags = await ctx.db.selectFrom('supplier').select(['recieve_accounting', 'recieve_newsletter']).where('supplier_no', '=', '10001').executeTakeFirstOrThrow();
    expect(flags).toEqual({ recieve_accounting: false, recieve_newsletter: true });
    await put('settlements', [postedSettlement('10001', '100010140', '2026-11-19')]);
    expect(await queued()).toHaveLength(1);
  });

  it('a token changed to another kind or farm is refused, and changes nothing', async () => {
    const url = await unsubscribeLinkOfAccountingMail();
    const token = decodeURIComponent(new URL(url, 'http://x').searchParams.get('t')!);
    for (const forged of [token.replace('.accounting.', '.newsletter.'), token.replace('10001.', '10002.'), 'nope', '']) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?t=${encodeURIComponent(forged)}` });
      expect(res.statusCode).toBe(404);
    }
    const flags = await ctx.db.selectFrom('supplier').select(['supplier_no', 'recieve_accounting', 'recieve_newsletter']).where('supplier_no', 'in', ['10001', '10002']).orderBy('supplier_no').execute();
    expect(flags).toEqual([
      { supplier_no: '10001', recieve_accounting: true, recieve_newsletter: true },
      { supplier_no: '10002', recieve_accounting: true, recieve_newsletter: false },
    ]);
  });
});

describe('Varsler: the farm’s switches', () => {
  const settings = (cookie: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
    ctx.app.inject({ method, url: '/api/profile/notifications', headers: { cookie }, ...(payload ? { payload } : {}) });

  it('every event and channel, off until the farmer turns it on; a change is kept', async () => {
    const cookie = await ctx.login('10001');
    const before = await settings(cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json().settings).toHaveLength(8);
    expect(before.json().settings.every((s: { on: boolean }) => !s.on)).toBe(true);
    const put = await settings(cookie, 'PUT', { settings: [{ event: 'results_ready', channel: 'email', on: true }] });
    expect(put.statusCode).toBe(200);
    expect(put.json().settings).toContainEqual({ event: 'results_ready', channel: 'email', on: true });
    expect((await settings(cookie)).json().settings.filter((s: { on: boolean }) => s.on)).toEqual([{ event: 'results_ready', channel: 'email', on: true }]);
  });

  it('refuses an event or channel that does not exist with 4xx', async () => {
    const cookie = await ctx.login('10001');
    for (const bad of [{ event: 'everything', channel: 'email', on: true }, { event: 'results_ready', channel: 'sms', on: true }, { event: 'results_ready', channel: 'email', on: 'ja' }]) {
      const res = await settings(cookie, 'PUT', { settings: [bad] });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    // The same switch twice in one request: which counts is not for the portal to guess.
    const twice = await settings(cookie, 'PUT', { settings: [{ event: 'results_ready', channel: 'email', on: true }, { event: 'results_ready', channel: 'email', on: false }] });
    expect(twice.statusCode).toBe(422);
    expect((await settings(cookie)).json().settings.every((s: { on: boolean }) => !s.on)).toBe(true);
  });

  it('results ready: a temporary settlement mails "Slakteresultat klart: …" to a farm that turned it on, once per batch', async () => {
    await settings(await ctx.login('10001'), 'PUT', { settings: [{ event: 'results_ready', channel: 'email', on: true }] });
    const temp = (supplierNo: string, no: string) => {
      const posted = postedSettlement(supplierNo, no, '2026-11-19');
      return { ...posted, kind: 'temp', amount_ore: 0, animals: posted.animals.map((a) => ({ ...a, price_ore_per_kg: null, amount_ore: null })) };
    };
    await put('settlements', [temp('10001', '100017001'), temp('10001', '100017002'), temp('10003', '100037001')]);
    expect((await queued()).map((n) => [n.supplier_no, n.kind, n.channel])).toEqual([['10001', 'results_ready', 'email']]);
    const [mail, ...more] = await sent();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Slakteresultat klart');
    expect(mail!.text).toContain('Slakteresultat klart: 2 lam, 1 sau slaktet 19.11');
    expect(mail!.text).toContain('http://portal.test/accountings/temp');
    expect(mail!.text).toContain('under Varsler på profilen');
  });

  it('unsubscribing from results-ready turns its e-mail switch off, and nothing else', async () => {
    await settings(await ctx.login('10001'), 'PUT', { settings: [{ event: 'results_ready', channel: 'email', on: true }, { event: 'enrolment_changed', channel: 'email', on: true }] });
    const posted = postedSettlement('10001', '100017001', '2026-11-19');
    await put('settlements', [{ ...posted, kind: 'temp', amount_ore: 0, animals: posted.animals.map((a) => ({ ...a, price_ore_per_kg: null, amount_ore: null })) }]);
    const [mail] = await sent();
    const link = /<(https?:\/\/[^>]+)>/.exec(mail!.header('List-Unsubscribe').replace(/\s+/g, ''))![1]!;
    expect((await ctx.app.inject({ method: 'POST', url: link.replace('http://portal.test', '') })).statusCode).toBe(200);
    const on = (await settings(await ctx.login('10001'))).json().settings.filter((s: { on: boolean }) => s.on);
    expect(on).toEqual([{ event: 'enrolment_changed', channel: 'email', on: true }]);
  });

  it('staff acting for the farm see its switches; the farm’s mails never go to them', async () => {
    await settings(await ctx.login('10001'), 'PUT', { settings: [{ event: 'results_ready', channel: 'email', on: true }] });
    const staff = await ctx.login('90001');
    const seen = await ctx.app.inject({ method: 'GET', url: '/api/profile/notifications?impersonateUsername=10001', headers: { cookie: staff } });
    expect(seen.json().settings).toContainEqual({ event: 'results_ready', channel: 'email', on: true });
    await put('settlements', [postedSettlement('10001', '100010130', '2026-11-09')]);
    // The import while staff look at the farm: its mail goes to the farm's address alone.
    expect((await sent()).map((m) => m.to)).toEqual([expect.stringContaining('regnskap.nordmann@example.no')]);
  });
});

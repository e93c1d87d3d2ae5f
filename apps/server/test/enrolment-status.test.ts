import { registeredEnrolmentByDateResponseSchema, registeredEnrolmentWeeksResponseSchema } from '@slakteweb/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN } from './enrolment-helpers.js';
import { createTestContext, type TestContext } from './harness.js';
import { tokenHeader } from './integration-helpers.js';
import { parseMail } from './mail-parts.js';

// PUT /api/integration/enrolment-status: the cooperative changed or deleted a submitted enrolment,
// or handled the farmer's deletion request. The farmer's submitted enrolments show it, and a farm
// that turned the switch on is told, once per batch.

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  await ctx.reset();
  auth = await tokenHeader(ctx, 'slaughter-planning', ['import:enrolment-status']);
});
afterAll(() => ctx.close());

const AT = '2026-11-24T09:00:00+01:00';

const put = async (records: unknown[]) => {
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/integration/enrolment-status', headers: auth, payload: { records } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: { key: string; status: string; errors?: Record<string, string> }[]; summary: Record<string, number> };
};

/** The demo farm's enrolment of a kind sent on a day (10001's demo enrolments). */
async function enrolmentId(kind: string, date: string, supplierNo = '10001'): Promise<number> {
  const row = await ctx.db.selectFrom('enrolment').select('id').where('supplier_no', '=', supplierNo).where('kind', '=', kind as 'slaughter').where('created_date', '=', date).executeTakeFirstOrThrow();
  return Number(row.id);
}

async function byDate(cookie: string, kind: string, date: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/registered_enrolment_by_date/${kind}/${date}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return registeredEnrolmentByDateResponseSchema.parse(res.json()).registered_enrolment_by_date;
}

async function weekItem(cookie: string, id: number) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/registered_enrolment_weeks', headers: { cookie } });
  return registeredEnrolmentWeeksResponseSchema
    .parse(res.json())
    .registered_enrolment_weeks.flatMap((w) => w.enrolments)
    .find((e) => e.id === id);
}

const turnOn = async (supplierNo: string, channels: ('email' | 'push')[] = ['email']) => {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/profile/notifications',
    headers: { cookie: await ctx.login(supplierNo) },
    payload: { settings: channels.map((channel) => ({ event: 'enrolment_changed', channel, on: true })) },
  });
  expect(res.statusCode).toBe(200);
};

const queued = () => ctx.db.selectFrom('notification').select(['supplier_no', 'kind', 'channel', 'payload']).orderBy('id').execute();

async function sent() {
  await ctx.app.settleBackgroundWork();
  await ctx.app.sendNotifications();
  return ctx.outbox().map(parseMail);
}

describe('a change', () => {
  it('is stored with the rows’ new values, shown to the farmer, and the same record again changes nothing', async () => {
    const sheep = await enrolmentId('slaughter', '2026-11-09');
    const record = { enrolment_id: sheep, supplier_no: '10001', event: 'changed', at: AT, fields: ['pickup_date'], rows: [{ position: 1, expected_pickup_date: '2026-11-26', expected_pickup_time: '08:00' }] };
    expect((await put([record])).summary).toMatchObject({ updated: 1, rejected: 0 });

    const cookie = await ctx.login('10001');
    const view = await byDate(cookie, 'slaughter', '2026-11-09');
    expect(view.enrolments[0]!.cooperative).toEqual({ event: 'changed', at: '2026-11-24T09:00:00.000+01:00', fields: ['pickup_date'] });
    expect(view.animal_rows[1]).toMatchObject({ expected_pickup_date: '2026-11-26', expected_pickup_time: '08:00' });
    // The row not named keeps what it had.
    expect(view.animal_rows[0]).toMatchObject({ expected_pickup_date: '2026-11-17', expected_pickup_time: '09:00' });
    expect((await weekItem(cookie, sheep))?.cooperative?.event).toBe('changed');

    expect((await put([record])).summary).toMatchObject({ unchanged: 1, updated: 0 });
  });

  it('is news to the farmer: the unread badge counts it', async () => {
    const cookie = await ctx.login('10001');
    await ctx.app.inject({ method: 'POST', url: '/api/markread/enrolment/notification', headers: { cookie, ...ORIGIN } });
    const unread = async () => (await ctx.app.inject({ method: 'GET', url: '/api/registered_enrolment_unread', headers: { cookie } })).json().count as number;
    const before = await unread();
    ctx.advance(60_000);
    await put([{ enrolment_id: await enrolmentId('slaughter', '2026-11-09'), supplier_no: '10001', event: 'changed', at: AT, fields: ['amount'] }]);
    expect(await unread()).toBe(before + 1);
  });

  it('tells a farm that turned the switch on, once per farm for the batch: "Innmeldingen din for uke 47 er endret av slakteriet"', async () => {
    await turnOn('10001', ['email', 'push']);
    const sheep = await enrolmentId('slaughter', '2026-11-09');
    await put([{ enrolment_id: sheep, supplier_no: '10001', event: 'changed', at: AT, fields: ['haulier'], rows: [{ position: 0, haulier_name: 'Nord Transport' }] }]);
    expect((await queued()).map((n) => [n.supplier_no, n.kind, n.channel])).toEqual([
      ['10001', 'enrolment_changed', 'email'],
      ['10001', 'enrolment_changed', 'push'],
    ]);
    // The push names the event and links to the screen, nothing more.
    expect((await queued())[1]!.payload).toEqual({ title: 'Innmelding endret', body: 'Innmeldingen din for uke 47 er endret av slakteriet', url: 'http://portal.test/registered-enrolments' });
    const mails = (await sent()).filter((m) => m.subject.includes('slakteriet'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Innmeldingen din for uke 47 er endret av slakteriet');
    expect(mails[0]!.text).toContain('http://portal.test/registered-enrolments');
    expect(mails[0]!.text).toContain('under Varsler på profilen');
    expect(mails[0]!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('several enrolments of a farm in one batch are one mail; a farm with the switch off gets none', async () => {
    await turnOn('10001');
    const records = [
      { enrolment_id: await enrolmentId('slaughter', '2026-11-09'), supplier_no: '10001', event: 'changed', at: AT, fields: ['amount'] },
      { enrolment_id: await enrolmentId('slaughter', '2026-11-18'), supplier_no: '10001', event: 'deleted', at: AT },
    ];
    await put(records);
    const mine = (await queued()).filter((n) => n.kind === 'enrolment_changed');
    expect(mine.map((n) => [n.supplier_no, n.channel])).toEqual([['10001', 'email']]);
    const mail = (await sent()).find((m) => m.subject === 'Slakteriet har endret 2 av innmeldingene dine')!;
    expect(mail.text).toContain('Innmeldingen din for uke 47 er endret av slakteriet');
    expect(mail.text).toContain('Innmeldingen din for uke 49 er slettet av slakteriet');

    await ctx.db.deleteFrom('notification').execute();
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/notifications',
      headers: { cookie: await ctx.login('10001') },
      payload: { settings: [{ event: 'enrolment_changed', channel: 'email', on: false }] },
    });
    await put([{ enrolment_id: await enrolmentId('slaughter', '2026-11-02'), supplier_no: '10001', event: 'changed', at: AT, fields: ['comment'] }]);
    expect(await queued()).toEqual([]);
  });
});

describe('a deletion', () => {
  it('keeps the enrolment as deleted: the farmer sees it, can no longer delete it, and a later change is refused', async () => {
    const cattle = await enrolmentId('slaughter', '2026-11-18');
    expect((await put([{ enrolment_id: cattle, supplier_no: '10001', event: 'deleted', at: AT }])).summary.updated).toBe(1);
    const cookie = await ctx.login('10001');
    const view = await byDate(cookie, 'slaughter', '2026-11-18');
    expect(view.enrolments[0]!.cooperative?.event).toBe('deleted');
    expect(view.can_delete).toBe(false);
    expect((await weekItem(cookie, cattle))?.status).toBe('deleted');

    const del = await ctx.app.inject({ method: 'POST', url: '/api/delete_registered_enrolment_by_date/slaughter/2026-11-18', headers: { cookie, ...ORIGIN } });
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe('Slakteriet har allerede behandlet denne innmeldingen, så den kan ikke slettes her.');
    expect(await enrolmentId('slaughter', '2026-11-18')).toBe(cattle);

    const later = await put([{ enrolment_id: cattle, supplier_no: '10001', event: 'changed', at: '2026-11-25T09:00:00+01:00', fields: ['amount'] }]);
    expect(later.results[0]).toMatchObject({ status: 'rejected', errors: { event: 'Innmeldingen er allerede slettet av slakteriet' } });
  });
});

describe('a deletion request handled', () => {
  // The farmer asked before the deadline (the demo's sell enrolment is past it at the tests' start).
  const askToDelete = (id: number) => ctx.db.updateTable('enrolment').set({ deletion_requested_at: new Date('2026-11-17T10:00:00+01:00') }).where('id', '=', id).execute();

  it('refused: the request no longer waits and cannot be made again; granted only where the farmer asked', async () => {
    const cookie = await ctx.login('10001');
    const sell = await enrolmentId('sell_sheep', '2026-11-16');
    const notAsked = await put([{ enrolment_id: sell, supplier_no: '10001', event: 'deletion_refused', at: AT }]);
    expect(notAsked.results[0]).toMatchObject({ status: 'rejected', errors: { event: expect.stringContaining('ikke bedt om sletting') } });

    await askToDelete(sell);
    expect((await weekItem(cookie, sell))?.status).toBe('deletion_requested');

    expect((await put([{ enrolment_id: sell, supplier_no: '10001', event: 'deletion_refused', at: AT }])).summary.updated).toBe(1);
    const view = await byDate(cookie, 'sell_sheep', '2026-11-16');
    expect(view.enrolments[0]).toMatchObject({ deletion_requested: false, can_delete: false, cooperative: { event: 'deletion_refused' } });
    expect((await weekItem(cookie, sell))?.status).toBe('registered');
  });

  it('granted: shown as deleted at the farmer’s request', async () => {
    const cookie = await ctx.login('10001');
    const sell = await enrolmentId('sell_sheep', '2026-11-16');
    await askToDelete(sell);
    expect((await put([{ enrolment_id: sell, supplier_no: '10001', event: 'deletion_granted', at: AT }])).summary.updated).toBe(1);
    expect((await weekItem(cookie, sell))?.status).toBe('deleted');
  });
});

describe('refusals', () => {
  it('answers each bad record rejected and takes the rest: unknown or another farm’s enrolment, a row it lacks, an older word', async () => {
    const sheep = await enrolmentId('slaughter', '2026-11-09');
    await put([{ enrolment_id: sheep, supplier_no: '10001', event: 'changed', at: AT, fields: ['amount'] }]);
    const res = await put([
      { enrolment_id: 999_999, supplier_no: '10001', event: 'deleted', at: AT },
      { enrolment_id: await enrolmentId('slaughter', '2026-11-02'), supplier_no: '10003', event: 'deleted', at: AT },
      { enrolment_id: await enrolmentId('slaughter', '2026-11-18'), supplier_no: '10001', event: 'changed', at: AT, rows: [{ position: 7, haulier_name: 'X' }] },
      { enrolment_id: sheep, supplier_no: '10001', event: 'changed', at: '2026-11-23T09:00:00+01:00', fields: ['comment'] },
      { enrolment_id: 'x', event: 'gone' },
      { enrolment_id: await enrolmentId('sell_sheep', '2026-11-16'), supplier_no: '10001', event: 'changed', at: AT, fields: ['animals'] },
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected', 'updated']);
    expect(res.results[0]!.errors).toEqual({ enrolment_id: 'Ukjent innmelding' });
    expect(res.results[1]!.errors).toEqual({ enrolment_id: 'Ukjent innmelding' });
    expect(res.results[2]!.errors).toEqual({ rows: 'Innmeldingen har ingen rad 7' });
    expect(res.results[3]!.errors).toEqual({ at: 'Slakteriet har sendt en nyere status for denne innmeldingen' });
    const untouched = await ctx.db.selectFrom('enrolment').select('cooperative_status').where('supplier_no', '=', '10001').where('created_date', '=', '2026-11-02').executeTakeFirstOrThrow();
    expect(untouched.cooperative_status).toBeNull();
  });

  it('hostile bodies get 4xx, never 500; no token 401', async () => {
    for (const payload of [{ records: 'x' }, { records: [null, 5, []] }, { records: [{ enrolment_id: 1e300, supplier_no: '10001', event: 'deleted', at: AT }] }]) {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/integration/enrolment-status', headers: auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
    const anonymous = await ctx.app.inject({ method: 'PUT', url: '/api/integration/enrolment-status', payload: { records: [] } });
    expect(anonymous.statusCode).toBe(401);
  });
});

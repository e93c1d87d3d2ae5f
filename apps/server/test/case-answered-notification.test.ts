import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { tokenHeader } from './integration-helpers.js';
import { parseMail } from './mail-parts.js';

// 'Svar på henvendelse': when the cooperative sets a farmer's question to answered through PUT
// /api/integration/cases, the farm that turned the switch on is told, once per case, queued in the
// import's transaction.

let ctx: TestContext;
let writer: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  await ctx.reset();
  writer = await tokenHeader(ctx, 'cases-writer', ['import:cases']);
});
afterAll(() => ctx.close());

/** The ids of the questions asked, by their number: the notices link to the question itself. */
const caseIds = new Map<string, number>();

async function askQuestion(cookie: string, text: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/cases', headers: { cookie, origin: 'http://portal.test' }, payload: { reason: 'other', text } });
  expect(res.statusCode, res.body).toBe(201);
  const { number, id } = (res.json() as { case: { number: string; id: number } }).case;
  caseIds.set(number, id);
  return number;
}

const put = async (records: object[]) => {
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/integration/cases', headers: writer, payload: { records } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { summary: Record<string, number> };
};

const switches = (cookie: string, channels: ('email' | 'push')[], on = true) =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile/notifications', headers: { cookie }, payload: { settings: channels.map((channel) => ({ event: 'case_answered', channel, on })) } });

const queued = () => ctx.db.selectFrom('notification').select(['supplier_no', 'kind', 'channel', 'payload']).where('kind', '=', 'case_answered').orderBy('id').execute();

async function sent() {
  await ctx.app.settleBackgroundWork();
  await ctx.app.sendNotifications();
  return ctx.outbox().map(parseMail);
}

describe('a question answered', () => {
  it('tells the farm, one notification per case and channel, with the answer in the mail and none in the push', async () => {
    const cookie = await ctx.login('10001');
    expect((await switches(cookie, ['email', 'push'])).statusCode).toBe(200);
    const first = await askQuestion(cookie, 'Når kommer neste avregning?');
    const second = await askQuestion(cookie, 'Stemmer vekta på lammene?');
    await put([
      { number: first, status: 'answered', answer: 'Avregningen kommer fredag.' },
      { number: second, status: 'answered', answer: 'Vekta er kontrollert og stemmer.' },
    ]);
    const rows = await queued();
    expect(rows.map((n) => [n.supplier_no, n.channel])).toEqual([
      ['10001', 'email'],
      ['10001', 'push'],
      ['10001', 'email'],
      ['10001', 'push'],
    ]);
    expect(rows.filter((n) => n.channel === 'push').map((n) => n.payload)).toEqual([
      { title: `Svar på henvendelse ${first}`, body: 'Slakteriet har svart på henvendelsen din.', url: `http://portal.test/henvendelser/${caseIds.get(first)}` },
      { title: `Svar på henvendelse ${second}`, body: 'Slakteriet har svart på henvendelsen din.', url: `http://portal.test/henvendelser/${caseIds.get(second)}` },
    ]);
    const mails = (await sent()).filter((m) => m.subject.startsWith('Svar på henvendelse'));
    expect(mails.map((m) => m.subject).sort()).toEqual([`Svar på henvendelse ${first}`, `Svar på henvendelse ${second}`].sort());
    const mail = mails.find((m) => m.subject === `Svar på henvendelse ${first}`)!;
    expect(mail.to).toContain('ola.nordmann@example.no');
    expect(mail.text).toContain('Når kommer neste avregning?');
    expect(mail.text).toContain('Avregningen kommer fredag.');
    expect(mail.text).toContain(`Portalen: http://portal.test/henvendelser/${caseIds.get(first)}`);
    expect(mail.text).toContain('varsel om svar på henvendelser under Varsler på profilen');
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('only when the case becomes answered: not for another status, not again for the same record', async () => {
    const cookie = await ctx.login('10001');
    await switches(cookie, ['email']);
    const number = await askQuestion(cookie, 'Hvorfor ble klassen lav?');
    await put([{ number, status: 'in_progress' }]);
    expect(await queued()).toEqual([]);
    await put([{ number, status: 'answered', answer: 'Fettgruppen trakk ned.' }]);
    expect((await put([{ number, status: 'answered', answer: 'Fettgruppen trakk ned.' }])).summary.unchanged).toBe(1);
    expect(await queued()).toHaveLength(1);
  });

  it('nothing to a farm with the switch off', async () => {
    const cookie = await ctx.login('10001');
    await switches(cookie, ['email', 'push'], false);
    const number = await askQuestion(cookie, 'Kan dere sjekke vekta?');
    await put([{ number, status: 'answered', answer: 'Sjekket.' }]);
    expect(await queued()).toEqual([]);
  });
});

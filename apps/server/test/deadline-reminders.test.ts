import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { parseMail } from './mail-parts.js';

// The deadline reminder: the evening before the slaughter deadline of the coming pickup week
// (standard: week 49's deadline is Wednesday 25.11.2026 07:30, the reminder from Tuesday 18:00),
// one per farm, animal group and channel to farms with the switch on that keep the group and have
// not enrolled it for the week. The clock is the test's (NOW); the tick is the scheduler's.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

const EVENING = new Date('2026-11-24T17:00:00Z'); // Tuesday 18:00 in Oslo

const turnOn = async (supplierNo: string, channels: ('email' | 'push')[] = ['email']) => {
  const cookie = await ctx.login(supplierNo);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/profile/notifications',
    headers: { cookie },
    payload: { settings: channels.map((channel) => ({ event: 'enrolment_deadline', channel, on: true })) },
  });
  expect(res.statusCode).toBe(200);
};

const queued = () => ctx.db.selectFrom('notification').select(['supplier_no', 'kind', 'channel', 'batch', 'payload']).where('kind', '=', 'enrolment_deadline').orderBy('id').execute();

async function sent() {
  await ctx.app.settleBackgroundWork();
  await ctx.app.sendNotifications();
  return ctx.outbox().map(parseMail);
}

describe('deadline reminders', () => {
  it('not due before 18:00 the evening before, nor from the deadline on', async () => {
    await turnOn('10001');
    ctx.setNow(new Date('2026-11-24T16:59:00Z'));
    expect(await ctx.app.remindDeadlines()).toBe(0);
    ctx.setNow(new Date('2026-11-25T06:30:00Z'));
    expect(await ctx.app.remindDeadlines()).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it('due: one per animal group the farm keeps and has not enrolled for the week; the enrolled group is left out', async () => {
    await turnOn('10001');
    ctx.setNow(EVENING);
    await ctx.app.remindDeadlines();
    // 10001 keeps pigs, sheep and cattle, and has enrolled cattle for slaughter in week 49.
    expect((await queued()).map((n) => [n.supplier_no, n.channel, n.batch])).toEqual([
      ['10001', 'email', 'deadline:2026-W49:pigs'],
      ['10001', 'email', 'deadline:2026-W49:sheep'],
    ]);
    const mails = await sent();
    expect(mails.map((m) => m.subject)).toEqual(['Frist for innmelding uke 49: i morgen kl. 07:30 (gris)', 'Frist for innmelding uke 49: i morgen kl. 07:30 (sau og lam)']);
    expect(mails[0]!.to).toContain('ola.nordmann@example.no');
    expect(mails[0]!.text).toContain('http://portal.test/register-enrolment');
    expect(mails[0]!.text).toContain('påminnelse om innmeldingsfrist');
    expect(mails[0]!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('an enrolment the cooperative deleted does not count as enrolled; a week closed for the group gets none', async () => {
    await turnOn('10001');
    await ctx.db.updateTable('enrolment').set({ cooperative_status: 'deleted', cooperative_status_at: EVENING }).where('supplier_no', '=', '10001').where('kind', '=', 'slaughter').where('pickup_week', '=', 49).execute();
    await ctx.db.insertInto('pickup_week_rule').values({ action: 'slaughter', animal_group: 'sheep', year: 2026, week: 49, allowed: false, allowed_cattle_deal: false, reason: 'Stengt' })
      .onConflict((oc) => oc.constraint('pickup_week_rule_pk').doUpdateSet({ allowed: false }))
      .execute();
    ctx.setNow(EVENING);
    await ctx.app.remindDeadlines();
    expect((await queued()).map((n) => n.batch)).toEqual(['deadline:2026-W49:pigs', 'deadline:2026-W49:cattle']);
  });

  it('only farms with the switch on, by the channels they chose; a push names the deadline only', async () => {
    await turnOn('10003', ['push']);
    ctx.setNow(EVENING);
    await ctx.app.remindDeadlines();
    // 10002 keeps pigs but has not turned the reminder on; 10003 keeps sheep and wants push.
    const rows = await queued();
    expect(rows.map((n) => [n.supplier_no, n.channel, n.batch])).toEqual([['10003', 'push', 'deadline:2026-W49:sheep']]);
    expect(rows[0]!.payload).toEqual({ title: 'Frist for innmelding', body: 'Frist for innmelding uke 49: i morgen kl. 07:30 (sau og lam)', url: 'http://portal.test/register-enrolment' });
  });

  it('sent once across ticks: again in the evening, after midnight, and after the first were sent', async () => {
    await turnOn('10001');
    ctx.setNow(EVENING);
    await ctx.app.remindDeadlines();
    expect(await sent()).toHaveLength(2);
    ctx.setNow(new Date('2026-11-24T17:05:00Z'));
    await ctx.app.remindDeadlines();
    ctx.setNow(new Date('2026-11-25T01:00:00Z'));
    await Promise.all([ctx.app.remindDeadlines(), ctx.app.remindDeadlines()]);
    expect(await queued()).toHaveLength(2);
    expect(await sent()).toHaveLength(2);
  });
});

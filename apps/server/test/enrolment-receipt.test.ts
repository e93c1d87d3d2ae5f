import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerEnrolmentResponseSchema } from '@slakteweb/core';
import { enrolmentHelpers, pigs } from './enrolment-helpers.js';
import { createTestContext, readMail, type TestContext } from './harness.js';
import { createPersonWithGrants, loginPerson } from './people.js';

// The e-mail receipt of a slaughter enrolment (issue: deadlines and receipts): sent when the
// farm's profile has recieve_registered_slaughter, listing what was stored, once per enrolment.
// The clock stands on Sunday 22 November 2026; week 49's deletion cutoff is Wednesday 25.11. 07:00.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { post } = enrolmentHelpers(() => ctx);

async function mails() {
  await ctx.app.settleBackgroundWork();
  return ctx.outbox().map(readMail);
}

describe('the receipt of a slaughter enrolment', () => {
  it('mails the farm what was registered: the week, the rows, the comment and until when it can be deleted', async () => {
    const cookie = await ctx.login('10001');
    const res = await post('/api/register_enrolment', cookie, pigs());
    const answer = registerEnrolmentResponseSchema.parse(res.json()).register_enrolment;
    expect(answer.enrolment).toMatchObject({ kind: 'slaughter', receipt_to: 'ola.nordmann@example.no' });

    const sent = await mails();
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe('ola.nordmann@example.no');
    expect(mail.subject).toBe('Slakteweb: kvittering for innmelding av slakt, gris uke 49');
    expect(mail.text).toContain('Hei Ola Nordmann,');
    expect(mail.text).toContain('Ønsket hentedato: uke 49 2026');
    expect(mail.text).toContain('  - 12 Gris, klubbnr. 4411');
    expect(mail.text).toContain('  - 2 Purke 101, 102');
    expect(mail.text).toContain('Kommentar: Hentes ved låven');
    expect(mail.text).toContain('Innmeldingen kan slettes til onsdag 25.11. kl. 07:00.');
    expect(mail.text).toContain('Se innmeldingen: http://portal.test/registered-enrolments');
  });

  it('goes to the farm when a person registers for it, naming the person and their role', async () => {
    await createPersonWithGrants(ctx, { email: 'kari@example.no', name: 'Kari Hansen', grants: [{ supplierNo: '10001', role: 'enrolment' }] });
    const cookie = await loginPerson(ctx, 'kari@example.no');
    const res = await post('/api/register_enrolment', cookie, pigs());
    expect(res.json().register_enrolment).toMatchObject({ registered: true, enrolment: { receipt_to: 'ola.nordmann@example.no' } });
    const sent = await mails();
    expect(sent.map((m) => m.to)).toEqual(['ola.nordmann@example.no']);
    expect(sent[0]!.text).toContain('Hei Ola Nordmann,');
    expect(sent[0]!.text).toContain('Registrert av Kari Hansen (Innmelder)');
  });

  it('names nobody when the farmer registers', async () => {
    const cookie = await ctx.login('10001');
    await post('/api/register_enrolment', cookie, pigs());
    expect((await mails())[0]!.text).not.toContain('Registrert av');
  });

  it('lists the confirmations given at sending and a cattle row by its number', async () => {
    const cookie = await ctx.login('10001');
    // Cow 50012-00004's withdrawal period ends Thursday 3 December, in week 49: confirmed at sending.
    const res = await post(
      '/api/register_enrolment',
      cookie,
      pigs({
        animal_category: 'cattle',
        comment: '',
        confirm_choosen_animal_medications_restrain_limit_within_week: true,
        animal_rows: [{ mark_no: '50012', individual_no: '00004' }],
      }),
    );
    expect(res.json().register_enrolment.registered).toBe(true);
    const [mail] = await mails();
    expect(mail!.subject).toBe('Slakteweb: kvittering for innmelding av slakt, storfe uke 49');
    expect(mail!.text).toContain('Ønsket basisuke: uke 49 2026');
    expect(mail!.text).toMatch(/ {2}- 1 Ku 50012-00004\n/);
    expect(mail!.text).toContain('Bekreftet ved innsending:');
    expect(mail!.text).not.toContain('Kommentar:');
  });

  it('sends one receipt for a retried send with the same Idempotency-Key', async () => {
    const cookie = await ctx.login('10001');
    const headers = { 'idempotency-key': 'b3f1c2d4-0000-4000-8000-000000000001' };
    const first = await post('/api/register_enrolment', cookie, pigs(), headers);
    const retry = await post('/api/register_enrolment', cookie, pigs(), headers);
    expect(retry.json()).toEqual(first.json());
    expect(await mails()).toHaveLength(1);
  });

  it('sends none when the profile does not ask for receipts, nor for buying and selling', async () => {
    const kari = await ctx.loginConfirmed('10002');
    const res = await post('/api/register_enrolment', kari, pigs({ animal_rows: [{ subcategory_name: 'Gris', amount: 5, club_no: '4411' }] }));
    expect(res.json().register_enrolment).toMatchObject({ registered: true, enrolment: { receipt_to: null } });

    const ola = await ctx.login('10001');
    const sell = await post('/api/register_buy_sell/sheep/sell', ola, {
      wanted_pickup_week: 49,
      wanted_pickup_year: 2026,
      agreement: true,
      animal_rows: [{ subcategory_name: 'Sau', sheep_individual_no: '12345', sheep_race: 'Rygja' }],
    });
    expect(sell.json().register_enrolment.enrolment.receipt_to).toBeNull();
    expect(await mails()).toEqual([]);
  });

  it('goes to the staff member who sent it while acting for the farm', async () => {
    const staff = await ctx.login('90001');
    const res = await post('/api/register_enrolment?impersonateUsername=10001', staff, pigs());
    expect(res.json().register_enrolment.enrolment.receipt_to).toBe('kundeservice@example.no');
    const sent = await mails();
    expect(sent.map((m) => m.to)).toEqual(['kundeservice@example.no']);
    expect(sent[0]!.text).toContain('Hei Ola Nordmann,');
  });

  it('a mail that cannot be written is logged and does not undo the enrolment', async () => {
    // A file where the outbox folder should be: the mailer cannot write there.
    fs.writeFileSync(path.join(ctx.config.dataDir, 'outbox'), '');
    const cookie = await ctx.login('10001');
    const res = await post('/api/register_enrolment', cookie, pigs());
    expect(res.statusCode).toBe(200);
    expect(res.json().register_enrolment.registered).toBe(true);
    await ctx.app.settleBackgroundWork();
    expect(ctx.logs.join('')).toContain('background work failed');
    const stored = await ctx.db.selectFrom('enrolment').select('id').where('supplier_no', '=', '10001').where('created_date', '=', '2026-11-22').execute();
    expect(stored).toHaveLength(1);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatAmount, formatKg, formatKr, PDF_NUMBER_STYLE, settlementSums, type SettlementDetail } from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';
import { pdfText } from './pdf-text.js';
import { createPersonWithGrants, loginPerson } from './people.js';
import { importLambSettlement, resetWithoutPriceLists } from './price-list-fixture.js';

// The settlement PDF shows the settlement as a whole, as the detail on the screen does: the sums
// per group, each kind of supplement and deduction, the VAT and the total. Every figure is read
// back from the PDF's text and checked against the API's detail of the same settlement.

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  auth = await resetWithoutPriceLists(ctx);
});
afterAll(() => ctx.close());

/** Imports the lambs' settlement, with its document; answers its amount in øre. */
const importSettlement = () => importLambSettlement(ctx, auth, { has_document: true });

const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const PDF_URL = '/api/documents/download/accounting/100039201';

describe('the settlement PDF summed up', () => {
  it('per group, each kind of supplement and deduction, VAT and the total, as the API’s detail has them', async () => {
    const totalOre = await importSettlement();
    const farmer = await ctx.login('10003');
    const res = await get('/api/posted_slaughter_by_date/2026-09-16?settlement_no=100039201', farmer);
    expect(res.statusCode).toBe(200);
    const sums = settlementSums(res.json().posted_slaughter_by_date as SettlementDetail);
    expect(sums.adjustments.length).toBeGreaterThanOrEqual(4);

    const pdf = await get(PDF_URL, farmer);
    expect(pdf.statusCode).toBe(200);
    if (process.env.KEEP_PDF) (await import('node:fs')).writeFileSync(process.env.KEEP_PDF, pdf.rawPayload);
    const text = await pdfText(pdf.rawPayload);
    // The standard PDF fonts have no U+2212: the PDF writes the screen's texts with '-'.
    const ascii = (t: string) => t.replaceAll('−', '-');
    expect(text).toContain('Oppsummering');
    for (const g of sums.groups) {
      expect(text).toContain(`${g.group_name} ${g.animals} ${formatKg(g.weight_g, 1, PDF_NUMBER_STYLE)} ${formatAmount(g.amount_kr!, PDF_NUMBER_STYLE)}`);
      // Each group's own supplements and deductions, under its table.
      for (const a of g.adjustments) expect(text).toContain(ascii(a.text));
    }
    expect(text).toContain(`Sum ${sums.animals} ${formatKg(sums.weight_g, 1, PDF_NUMBER_STYLE)} ${formatAmount(sums.amount_kr!, PDF_NUMBER_STYLE)}`);
    expect(text).toContain('Tillegg og trekk på avregningen');
    for (const a of sums.adjustments) expect(text).toContain(ascii(a.text));
    expect(text).toContain('Trekk for vekt: -127,50 kr for 2 lam under 13,5 kg');
    expect(text).toContain(`Herav mva (25 %): ${formatKr(sums.vat_kr!, PDF_NUMBER_STYLE)}`);
    // The total is the settlement's amount; nothing beyond the animals, so no such line.
    expect(sums.amount_kr).toBe(totalOre / 100);
    expect(text).toContain(`Sum avregning: ${formatKr(totalOre / 100, PDF_NUMBER_STYLE)}`);
    expect(text).not.toContain('Andre tillegg og trekk på avregningen');
    expect(text).not.toContain('−');
  });

  it('is money: a vet gets no PDF (403), an accountant gets it with the sums', async () => {
    await importSettlement();
    await createPersonWithGrants(ctx, { email: 'vet@example.no', name: 'Per Vet', grants: [{ supplierNo: '10003', role: 'vet' }] });
    expect((await get(PDF_URL, await loginPerson(ctx, 'vet@example.no'))).statusCode).toBe(403);
    await createPersonWithGrants(ctx, { email: 'acc@example.no', name: 'Per Regnskap', grants: [{ supplierNo: '10003', role: 'accountant' }] });
    const pdf = await get(PDF_URL, await loginPerson(ctx, 'acc@example.no'));
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Herav mva (25 %)');
  });
});

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { animalAmountOre, COMPANIES, formatKr, oreToKr } from '@slakteweb/core';
import {
  type AnnualSummaryDocument,
  generateDocuments,
  type InvoiceDocument,
  type StatementDocument,
} from '../src/db/seed/documents-generator.js';
import { renderDocumentPdf } from '../src/db/seed/documents-pdf.js';
import { DEMO_MESSAGES } from '../src/db/seed/messages-seed.js';
import { generateSettlements } from '../src/db/seed/settlements-generator.js';
import { DEMO_PLANS } from '../src/db/seed/settlements-seed.js';
import { pdfText } from './pdf-text.js';

// The demo-document generator and its PDFs without a database: deterministic, and every figure adds up.

const plan = DEMO_PLANS.find((p) => p.supplierNo === '10001')!;
const settlements = generateSettlements(plan);
const docs = generateDocuments(plan, settlements, { until: plan.to });
const ofKind = <K extends string>(kind: K) => docs.filter((d) => d.document.kind === kind);
const invoices = ofKind('invoice').map((d) => d.document as InvoiceDocument);
const credits = ofKind('credit_note').map((d) => d.document as InvoiceDocument);
const statements = ofKind('withdrawal').map((d) => d.document as StatementDocument);
const summaries = ofKind('open_post').map((d) => d.document).filter((d): d is AnnualSummaryDocument => 'variant' in d && d.variant === 'annual');
const ctx = {
  companyName: COMPANIES.standard.name,
  support: COMPANIES.standard.support,
  supplier: { supplier_no: '10001', fullname: 'Ola Nordmann', street_address: 'Nordigarden 12', post_no: '7500', city: 'Stjørdal' },
};


describe('generateDocuments', () => {
  it('is deterministic', () => {
    expect(generateDocuments(plan, generateSettlements(plan), { until: plan.to })).toEqual(docs);
  });

  it('gives 10001 several documents of every kind over several years, with unique numbers and files', () => {
    expect(invoices.length).toBeGreaterThanOrEqual(20);
    expect(credits.length).toBeGreaterThanOrEqual(3);
    expect(statements.length).toBe(12); // 4th quarter 2023 … 3rd quarter 2026
    expect(summaries.map((s) => s.year)).toEqual([2023, 2024, 2025]);
    expect(new Set(invoices.map((i) => i.date.slice(0, 4))).size).toBe(4);
    expect(new Set(docs.map((d) => d.document.document_no)).size).toBe(docs.length);
    expect(new Set(docs.map((d) => d.file_name)).size).toBe(docs.length);
    expect(docs.every((d) => /^documents\/10001\/[a-z-]+-[A-Za-z0-9-]+\.pdf$/.test(d.file_name))).toBe(true);
    expect(docs.every((d) => d.document.date >= plan.from && d.document.date <= plan.to)).toBe(true);
  });

  it('gives 10003 a smaller set, with at least one credit note', () => {
    const plan3 = DEMO_PLANS.find((p) => p.supplierNo === '10003')!;
    const docs3 = generateDocuments(plan3, generateSettlements(plan3), { until: plan3.to });
    expect(docs3.filter((d) => d.document.kind === 'invoice').length).toBeGreaterThanOrEqual(4);
    expect(docs3.filter((d) => d.document.kind === 'credit_note').length).toBeGreaterThanOrEqual(1);
    expect(docs3.every((d) => d.document.document_no.includes('10003'))).toBe(true);
  });

  it('makes every invoice add up: lines, VAT 15 % and 25 % rounded to the øre, total', () => {
    const rates = new Set<number>();
    for (const doc of [...invoices, ...credits]) {
      for (const l of doc.lines) {
        expect(l.netOre).toBe(l.unit === 'kg' ? animalAmountOre(l.quantity, l.unitPriceOre) : l.quantity * l.unitPriceOre);
        rates.add(l.vatRate);
      }
      for (const v of doc.vat) {
        expect(v.baseOre).toBe(doc.lines.filter((l) => l.vatRate === v.rate).reduce((s, l) => s + l.netOre, 0));
        expect(v.vatOre).toBe(Math.round((v.baseOre * v.rate) / 100));
      }
      expect(doc.netOre).toBe(doc.lines.reduce((s, l) => s + l.netOre, 0));
      expect(doc.totalOre).toBe(doc.netOre + doc.vat.reduce((s, v) => s + v.vatOre, 0));
      expect(doc.totalOre).toBeGreaterThan(0);
    }
    expect([...rates].sort()).toEqual([15, 25]);
    expect(docs.filter((d) => d.document.kind === 'invoice' || d.document.kind === 'credit_note').every((d) => d.amount_ore === (d.document as InvoiceDocument).totalOre)).toBe(true);
  });

  it('credits only invoices that exist, after them', () => {
    for (const c of credits) {
      const invoice = invoices.find((i) => i.document_no === c.reference)!;
      expect(invoice).toBeDefined();
      expect(c.date > invoice.date).toBe(true);
      expect(c.totalOre).toBeLessThan(invoice.totalOre);
    }
  });

  it('chains the quarterly statements: each opens where the last closed, and the movements add up', () => {
    expect(statements[0]!.openingOre).toBe(0);
    for (const [i, s] of statements.entries()) {
      expect(s.closingOre).toBe(s.openingOre + s.entries.reduce((sum, e) => sum + e.amountOre, 0));
      let balance = s.openingOre;
      for (const e of s.entries) {
        balance += e.amountOre;
        expect(e.balanceOre).toBe(balance);
        expect(e.date >= s.from && e.date <= s.to).toBe(true);
      }
      if (i > 0) expect(s.openingOre).toBe(statements[i - 1]!.closingOre);
    }
  });

  it('credits every posted settlement in full on the statements', () => {
    const credited = new Map(statements.flatMap((s) => s.entries).filter((e) => e.text.startsWith('Avregning nr ')).map((e) => [e.text.slice(13), e.amountOre]));
    const posted = settlements.filter((s) => s.kind === 'posted' && s.settlement_date <= '2026-09-30');
    expect(credited.size).toBe(posted.length);
    for (const s of posted) expect(credited.get(s.settlement_no)).toBe(s.amount_ore);
  });

  it('sums a year’s deliveries in the annual summary exactly as the settlements', () => {
    const y2025 = summaries.find((s) => s.year === 2025)!;
    const posted = settlements.filter((s) => s.kind === 'posted' && s.settlement_date.startsWith('2025'));
    const total = y2025.deliveries.reduce((s, k) => s + k.amountOre, 0);
    expect(total).toBe(posted.reduce((s, p) => s + p.amount_ore, 0));
    expect(y2025.deliveries.reduce((s, k) => s + k.animals, 0)).toBe(posted.reduce((s, p) => s + p.animals.length, 0));
    expect(y2025.invoices.totalOre).toBe(invoices.filter((i) => i.date.startsWith('2025')).reduce((s, i) => s + i.totalOre, 0));
    expect(y2025.closingOre).toBe(statements.find((s) => s.to === '2025-12-31')!.closingOre);
  });
});

describe('renderDocumentPdf', () => {
  it('renders the same bytes twice (the file store can be rebuilt)', async () => {
    for (const doc of [invoices[0]!, statements[0]!, summaries[0]!]) {
      const a = await renderDocumentPdf(doc, ctx);
      const b = await renderDocumentPdf(doc, ctx);
      expect(a.equals(b)).toBe(true);
      expect(a.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('writes an invoice readable by a PDF reader: number, supplier, lines, VAT and total', async () => {
    const invoice = invoices.find((i) => i.vat.length === 2) ?? invoices[0]!;
    const text = await pdfText(await renderDocumentPdf(invoice, ctx));
    expect(text).toContain('FAKTURA');
    expect(text).toContain(invoice.document_no);
    expect(text).toContain('Ola Nordmann');
    expect(text).toContain('7500 Stjørdal');
    for (const l of invoice.lines) expect(text).toContain(l.text);
    for (const v of invoice.vat) expect(text).toContain(`Mva ${v.rate} %`);
    expect(text).toContain(`Å betale ${formatKr(oreToKr(invoice.totalOre))}`);
  });

  it('writes a statement with opening and closing balance, and a negative balance with an ASCII minus', async () => {
    const withNegative = statements.find((s) => s.entries.some((e) => e.balanceOre < 0)) ?? statements[0]!;
    const text = await pdfText(await renderDocumentPdf(withNegative, ctx));
    expect(text).toContain('KONTOUTDRAG');
    expect(text).toContain('Inngående saldo');
    expect(text).toContain('Utgående saldo');
    expect(text).not.toContain('−');
    if (withNegative.entries.some((e) => e.amountOre < 0)) expect(text).toMatch(/ -\d/);
  });

  it('continues a long statement over several pages', async () => {
    const long: StatementDocument = {
      ...statements[0]!,
      entries: Array.from({ length: 120 }, (_, i) => ({ date: '2024-01-15', text: `Avregning nr ${i}`, amountOre: 100, balanceOre: 100 * (i + 1) })),
    };
    const doc = await getDocument({ data: new Uint8Array(await renderDocumentPdf(long, ctx)), verbosity: 0, isEvalSupported: false }).promise;
    expect(doc.numPages).toBeGreaterThan(1);
    const last = await (await doc.getPage(doc.numPages)).getTextContent();
    expect(last.items.map((i) => ('str' in i ? i.str : '')).join(' ')).toContain(`side ${doc.numPages} av ${doc.numPages}`);
  });
});

describe('demo messages', () => {
  it('has fourteen broadcasts, more than nine, and one for midtnorge only', () => {
    expect(DEMO_MESSAGES.filter((m) => m.company_id === undefined)).toHaveLength(13);
    expect(DEMO_MESSAGES.filter((m) => m.company_id === 'standard')).toHaveLength(1);
    expect(DEMO_MESSAGES.filter((m) => m.company_id === 'midtnorge')).toHaveLength(2);
    expect(DEMO_MESSAGES.every((m) => !Number.isNaN(Date.parse(m.published_at)) && m.published_at < '2026-11-20')).toBe(true);
  });
});

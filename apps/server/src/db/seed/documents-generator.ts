import { formatDate } from '@slakteweb/core';
import { addDays, toIso, toTime, weekday } from './documents-dates.js';
import { creditLines, type InvoiceLine, invoiceDrafts, totals, type VatSummary } from './documents-invoices.js';
import { createRng, int } from './random.js';
import type { GeneratedSettlement, SupplierPlan } from './settlements-generator.js';

/**
 * Deterministic documents for one supplier, as the cooperative's accounting would have sent them:
 * invoices (live animals, ear tags, return meat) and credit notes with VAT lines, quarterly account
 * statements and annual summaries built from one ledger of settlements, invoices, credit notes and
 * payouts, and a statement of open posts. Pure: no database, no files (documents-pdf.ts renders,
 * documents-seed.ts stores). Accountings come from the settlements themselves (documents-seed.ts).
 */

export type { InvoiceLine, VatRate, VatSummary } from './documents-invoices.js';

export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  document_no: string;
  date: string;
  /** Invoices: date + 30 days. Credit notes: the date itself. */
  due_date: string;
  title: string;
  /** Credit notes: the invoice credited. */
  reference: string | null;
  lines: InvoiceLine[];
  vat: VatSummary[];
  netOre: number;
  totalOre: number;
}

/** One line of the ledger: money to the farmer (positive) or from the farmer (negative). */
export interface LedgerEntry {
  date: string;
  text: string;
  amountOre: number;
  balanceOre: number;
}

export interface StatementDocument {
  kind: 'withdrawal';
  document_no: string;
  /** The period's last day. */
  date: string;
  title: string;
  from: string;
  to: string;
  openingOre: number;
  entries: LedgerEntry[];
  closingOre: number;
}

export interface OpenPost {
  document_no: string;
  date: string;
  due_date: string;
  text: string;
  amountOre: number;
}

export interface KindSummary {
  kind: 'pig' | 'sheep' | 'cattle';
  settlements: number;
  animals: number;
  weightG: number;
  amountOre: number;
}

export interface AnnualSummaryDocument {
  kind: 'open_post';
  variant: 'annual';
  document_no: string;
  date: string;
  title: string;
  year: number;
  deliveries: KindSummary[];
  invoices: { count: number; netOre: number; vat: VatSummary[]; totalOre: number };
  creditNotes: { count: number; totalOre: number };
  payoutsOre: number;
  closingOre: number;
  openPosts: OpenPost[];
}

export interface OpenPostsDocument {
  kind: 'open_post';
  variant: 'open';
  document_no: string;
  date: string;
  title: string;
  balanceOre: number;
  openPosts: OpenPost[];
}

export type GeneratedDocument = InvoiceDocument | StatementDocument | AnnualSummaryDocument | OpenPostsDocument;

export interface GeneratedDocumentFile {
  document: GeneratedDocument;
  /** Incl. VAT for invoices and credit notes; null for statements and open posts. */
  amount_ore: number | null;
  /** False for the few old documents the archive has no PDF of. */
  has_file: boolean;
  /** Relative to FILES_DIR. */
  file_name: string;
}

function quarterOf(date: string): { year: number; quarter: number } {
  return { year: Number(date.slice(0, 4)), quarter: Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1 };
}

function quarterBounds(year: number, quarter: number): { from: string; to: string } {
  const from = `${year}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}-01`;
  const next = quarter === 4 ? `${year + 1}-01-01` : `${year}-${String(quarter * 3 + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/** Days the cooperative pays out the farmer's positive balance: the 5th and 20th (next weekday). */
function payoutDays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = toTime(`${from.slice(0, 7)}-01`); toIso(t) <= to; ) {
    const month = toIso(t).slice(0, 7);
    for (const day of ['05', '20']) {
      const date = weekday(`${month}-${day}`);
      if (date >= from && date <= to) out.push(date);
    }
    const d = new Date(t);
    t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return out;
}

const PERIOD = ['1. kvartal', '2. kvartal', '3. kvartal', '4. kvartal'];
const KIND_PREFIX: Record<GeneratedDocument['kind'], string> = {
  invoice: 'faktura',
  credit_note: 'kreditnota',
  withdrawal: 'kontoutdrag',
  open_post: 'apne-poster',
};

export interface DocumentPlanOptions {
  /** The last day statements and summaries may cover: the newest statement is for the last whole quarter before it. */
  until: string;
}

/**
 * The documents of one supplier. `settlements` are the supplier's generated settlements (only
 * posted ones count), so statements and summaries add up with what the settlements pages show.
 */
export function generateDocuments(plan: SupplierPlan, settlements: GeneratedSettlement[], options: DocumentPlanOptions): GeneratedDocumentFile[] {
  const rng = createRng(`documents:${plan.supplierNo}`);
  const no = plan.supplierNo;
  const files: GeneratedDocumentFile[] = [];
  const fileName = (doc: GeneratedDocument) => `documents/${no}/${KIND_PREFIX[doc.kind]}-${doc.document_no}.pdf`;

  // Invoices and credit notes, numbered per year.
  const invoices: InvoiceDocument[] = [];
  const credits: InvoiceDocument[] = [];
  const seq = new Map<string, number>();
  const next = (prefix: string, year: string) => {
    const key = `${prefix}${year}`;
    const n = (seq.get(key) ?? 0) + 1;
    seq.set(key, n);
    return `${prefix}${year}-${no}-${String(n).padStart(3, '0')}`;
  };
  const drafts = invoiceDrafts(plan, rng);
  drafts.forEach((draft, i) => {
    const invoice: InvoiceDocument = {
      kind: 'invoice',
      document_no: next('F', draft.date.slice(0, 4)),
      date: draft.date,
      due_date: addDays(draft.date, 30),
      title: draft.title,
      reference: null,
      lines: draft.lines,
      ...totals(draft.lines),
    };
    invoices.push(invoice);
    // About one invoice in six is partly credited a week or three later; every supplier has at least one.
    const forced = i === drafts.length - 1 && credits.length === 0;
    if (rng() < 0.17 || forced) {
      const date = weekday(addDays(draft.date, int(rng, 5, 20)));
      if (date > plan.to) return;
      const lines = creditLines(draft, rng);
      credits.push({
        kind: 'credit_note',
        document_no: next('K', date.slice(0, 4)),
        date,
        due_date: date,
        title: `Kreditnota til faktura ${invoice.document_no}`,
        reference: invoice.document_no,
        lines,
        ...totals(lines),
      });
    }
  });
  // The archive holds no PDF of a few of the oldest invoices (scanned before the portal).
  for (const doc of [...invoices, ...credits]) {
    const old = doc.date < '2024-06-01';
    files.push({ document: doc, amount_ore: doc.totalOre, has_file: !(old && rng() < 0.15), file_name: fileName(doc) });
  }

  // One ledger: settlements credited on their date, invoices charged when due, credit notes at once,
  // and the positive balance paid out on the 5th and 20th.
  interface Movement {
    date: string;
    order: number;
    text: string;
    amountOre: number;
  }
  const posted = settlements.filter((s) => s.kind === 'posted');
  const movements: Movement[] = [
    ...posted.map((s) => ({ date: s.settlement_date, order: 0, text: `Avregning nr ${s.settlement_no}`, amountOre: s.amount_ore })),
    ...credits.map((c) => ({ date: c.date, order: 1, text: `Kreditnota nr ${c.document_no}`, amountOre: c.totalOre })),
    ...invoices.map((f) => ({ date: f.due_date, order: 2, text: `Faktura nr ${f.document_no} (forfall)`, amountOre: -f.totalOre })),
  ];
  const payouts = new Set(payoutDays(plan.from, options.until));
  for (const date of payouts) movements.push({ date, order: 3, text: 'Utbetaling til konto', amountOre: 0 });
  movements.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order || a.text.localeCompare(b.text));
  const ledger: LedgerEntry[] = [];
  let balance = 0;
  for (const m of movements) {
    if (m.date > options.until) break;
    let amount = m.amountOre;
    if (m.order === 3) {
      if (balance <= 0) continue;
      amount = -balance;
    }
    balance += amount;
    ledger.push({ date: m.date, text: m.text, amountOre: amount, balanceOre: balance });
  }
  const balanceAt = (date: string) => {
    let value = 0;
    for (const e of ledger) if (e.date <= date) value = e.balanceOre;
    return value;
  };
  const openAt = (date: string): OpenPost[] =>
    invoices
      .filter((f) => f.date <= date && f.due_date > date)
      .map((f) => ({ document_no: f.document_no, date: f.date, due_date: f.due_date, text: f.title, amountOre: f.totalOre }));

  // Quarterly account statements, from the first quarter with activity to the last whole quarter.
  const first = quarterOf(plan.from);
  const lastWhole = quarterOf(addDays(quarterBounds(quarterOf(options.until).year, quarterOf(options.until).quarter).from, -1));
  for (let { year, quarter } = first; year < lastWhole.year || (year === lastWhole.year && quarter <= lastWhole.quarter); ) {
    const { from, to } = quarterBounds(year, quarter);
    const doc: StatementDocument = {
      kind: 'withdrawal',
      document_no: `KU-${no}-${year}-${quarter}`,
      date: to,
      title: `Kontoutdrag ${PERIOD[quarter - 1]} ${year}`,
      from,
      to,
      openingOre: balanceAt(addDays(from, -1)),
      entries: ledger.filter((e) => e.date >= from && e.date <= to),
      closingOre: balanceAt(to),
    };
    files.push({ document: doc, amount_ore: null, has_file: true, file_name: fileName(doc) });
    quarter += 1;
    if (quarter > 4) {
      quarter = 1;
      year += 1;
    }
  }

  // Annual summaries for every year that has ended, and the open posts at the end of last month.
  const untilYear = Number(options.until.slice(0, 4));
  for (let year = Number(plan.from.slice(0, 4)); year < untilYear; year++) {
    const from = `${year}-01-01`;
    const to = `${year}-12-31`;
    const inYear = <T extends { date: string }>(items: T[]) => items.filter((i) => i.date >= from && i.date <= to);
    const yearInvoices = inYear(invoices);
    const deliveries: KindSummary[] = [];
    for (const kind of ['pig', 'sheep', 'cattle'] as const) {
      const ofKind = posted.filter((s) => s.settlement_date >= from && s.settlement_date <= to && s.animals.some((a) => a.animal_kind === kind));
      if (ofKind.length === 0) continue;
      const animals = ofKind.flatMap((s) => s.animals.filter((a) => a.animal_kind === kind));
      deliveries.push({
        kind,
        settlements: ofKind.length,
        animals: animals.length,
        weightG: animals.reduce((sum, a) => sum + a.weight_g, 0),
        amountOre: animals.reduce((sum, a) => sum + (a.amount_ore ?? 0), 0),
      });
    }
    const vat: VatSummary[] = [];
    for (const rate of [15, 25] as const) {
      const parts = yearInvoices.flatMap((f) => f.vat.filter((v) => v.rate === rate));
      if (parts.length > 0) vat.push({ rate, baseOre: parts.reduce((s, v) => s + v.baseOre, 0), vatOre: parts.reduce((s, v) => s + v.vatOre, 0) });
    }
    const doc: AnnualSummaryDocument = {
      kind: 'open_post',
      variant: 'annual',
      document_no: `AS-${no}-${year}`,
      date: to,
      title: `Årssammendrag ${year}`,
      year,
      deliveries,
      invoices: {
        count: yearInvoices.length,
        netOre: yearInvoices.reduce((s, f) => s + f.netOre, 0),
        vat,
        totalOre: yearInvoices.reduce((s, f) => s + f.totalOre, 0),
      },
      creditNotes: { count: inYear(credits).length, totalOre: inYear(credits).reduce((s, c) => s + c.totalOre, 0) },
      payoutsOre: -ledger.filter((e) => e.date >= from && e.date <= to && e.text === 'Utbetaling til konto').reduce((s, e) => s + e.amountOre, 0),
      closingOre: balanceAt(to),
      openPosts: openAt(to),
    };
    files.push({ document: doc, amount_ore: null, has_file: true, file_name: fileName(doc) });
  }
  const monthEnd = addDays(`${options.until.slice(0, 7)}-01`, -1);
  const open: OpenPostsDocument = {
    kind: 'open_post',
    variant: 'open',
    document_no: `AP-${no}-${monthEnd}`,
    date: monthEnd,
    title: `Åpne poster per ${formatDate(monthEnd)}`,
    balanceOre: balanceAt(monthEnd),
    openPosts: openAt(monthEnd),
  };
  files.push({ document: open, amount_ore: null, has_file: true, file_name: fileName(open) });

  return files.sort((a, b) => a.document.date.localeCompare(b.document.date) || a.document.document_no.localeCompare(b.document.document_no));
}

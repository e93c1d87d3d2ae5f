import { formatDate, formatKg, PDF_NUMBER_STYLE } from '@slakteweb/core';
import { openPdf, PDF_BOLD, PDF_FONT, PDF_MARGIN, pdfKr as kr, type PdfColumn, type PdfTableRow } from '../../lib/pdf-layout.js';
import type {
  AnnualSummaryDocument,
  GeneratedDocument,
  InvoiceDocument,
  InvoiceLine,
  OpenPost,
  OpenPostsDocument,
  StatementDocument,
} from './documents-generator.js';

/**
 * The demo documents as real PDFs (pdfkit, A4): invoice and credit note with lines, VAT per rate
 * and totals; quarterly account statement with opening balance, movements and closing balance;
 * annual summary; open posts; in the layout the server's PDFs share (lib/pdf-layout.ts).
 * Deterministic: the same document gives the same bytes (fixed creation date, standard fonts, no
 * random ids), so the file store can be rebuilt at any time.
 */

export interface DocumentPdfContext {
  companyName: string;
  support: { email: string; phone: string };
  supplier: { supplier_no: string; fullname: string; street_address: string; post_no: string; city: string };
}

const ROW = 15;

function krUnit(ore: number): string {
  return `${kr(ore)} kr`;
}

/** Grams as kilograms with one decimal: 19 400 → '19,4'. */
function kg(grams: number): string {
  return formatKg(grams, 1, PDF_NUMBER_STYLE);
}

function quantity(l: InvoiceLine): string {
  return l.unit === 'kg' ? kg(l.quantity) : String(l.quantity);
}

const HEADINGS: Record<GeneratedDocument['kind'], string> = {
  invoice: 'FAKTURA',
  credit_note: 'KREDITNOTA',
  withdrawal: 'KONTOUTDRAG',
  open_post: 'ÅPNE POSTER',
};

export async function renderDocumentPdf(doc: GeneratedDocument, ctx: DocumentPdfContext): Promise<Buffer> {
  const layout = await openPdf({
    title: `${doc.title} ${doc.document_no}`,
    author: ctx.companyName,
    creationDate: new Date(`${doc.date}T12:00:00Z`),
    rowHeight: ROW,
    cellFontSize: 9,
    cellPadding: 3,
    footerSpace: 30,
  });
  const { doc: pdf, left, width } = layout;
  const bottom = layout.bottom;
  /** A table that continues on the next page with its header repeated. */
  const table = (columns: PdfColumn[], rows: PdfTableRow[]) => layout.table(columns, rows);
  const heading = (text: string) => layout.heading(text, { size: 11 });

  /** Label: value lines, values right-aligned in a box at the right. */
  const keyValues = (pairs: [string, string][], x: number, boxWidth: number, startY: number) => {
    let y = startY;
    for (const [label, value] of pairs) {
      pdf.font(PDF_FONT).fontSize(9.5).text(label, x, y, { width: boxWidth / 2, lineBreak: false });
      pdf.font(PDF_BOLD).text(value, x + boxWidth / 2, y, { width: boxWidth / 2, align: 'right', lineBreak: false });
      y += ROW;
    }
    return y;
  };

  // Header: cooperative and document kind, supplier address, document facts.
  const kindHeading = doc.kind === 'open_post' && doc.variant === 'annual' ? 'ÅRSSAMMENDRAG' : HEADINGS[doc.kind];
  layout.masthead(ctx.companyName, kindHeading, 14);
  const top = PDF_MARGIN + 45;
  const s = ctx.supplier;
  pdf.font(PDF_FONT).fontSize(10);
  [s.fullname, s.street_address, `${s.post_no} ${s.city}`.trim()].forEach((text, i) => pdf.text(text, left, top + i * 13, { lineBreak: false }));
  pdf.text(`Leverandørnr: ${s.supplier_no}`, left, top + 3 * 13 + 6, { lineBreak: false });
  const facts: [string, string][] = [];
  switch (doc.kind) {
    case 'invoice':
      facts.push(['Fakturanr', doc.document_no], ['Fakturadato', formatDate(doc.date)], ['Forfallsdato', formatDate(doc.due_date)]);
      break;
    case 'credit_note':
      facts.push(['Kreditnotanr', doc.document_no], ['Dato', formatDate(doc.date)], ['Gjelder faktura', doc.reference ?? '']);
      break;
    case 'withdrawal':
      facts.push(['Dokumentnr', doc.document_no], ['Periode', `${formatDate(doc.from)}–${formatDate(doc.to)}`], ['Dato', formatDate(doc.date)]);
      break;
    case 'open_post':
      facts.push(['Dokumentnr', doc.document_no], ['Per dato', formatDate(doc.date)]);
      break;
  }
  const factsWidth = 230;
  const afterFacts = keyValues(facts, left + width - factsWidth, factsWidth, top);
  pdf.y = Math.max(afterFacts, top + 4 * 13 + 6) + 20;
  pdf.x = left;
  pdf.font(PDF_BOLD).fontSize(12).text(doc.title, left, pdf.y);
  pdf.moveDown(0.6);

  switch (doc.kind) {
    case 'invoice':
    case 'credit_note':
      invoiceBody(doc);
      break;
    case 'withdrawal':
      statementBody(doc);
      break;
    case 'open_post':
      if (doc.variant === 'annual') annualBody(doc);
      else openPostsBody(doc);
      break;
  }

  function invoiceBody(d: InvoiceDocument) {
    const columns: PdfColumn[] = [
      { title: 'Beskrivelse', width: 215, align: 'left' },
      { title: 'Antall', width: 60, align: 'right' },
      { title: 'Enhet', width: 40, align: 'left' },
      { title: 'Pris', width: 70, align: 'right' },
      { title: 'Mva', width: 45, align: 'right' },
      { title: 'Beløp', width: 85, align: 'right' },
    ];
    table(
      columns,
      d.lines.map((l) => ({ cells: [l.text, quantity(l), l.unit, kr(l.unitPriceOre), `${l.vatRate} %`, kr(l.netOre)] })),
    );
    pdf.moveDown(0.8);
    if (pdf.y + 6 * ROW > bottom()) pdf.addPage();
    const totalsWidth = 260;
    const pairs: [string, string][] = [['Sum eks. mva', kr(d.netOre)]];
    for (const v of d.vat) pairs.push([`Mva ${v.rate} % av ${kr(v.baseOre)}`, kr(v.vatOre)]);
    let y = keyValues(pairs, left + width - totalsWidth, totalsWidth, pdf.y);
    pdf.moveTo(left + width - totalsWidth, y + 2).lineTo(left + width, y + 2).lineWidth(0.5).stroke();
    y = keyValues([[d.kind === 'invoice' ? 'Å betale' : 'Til gode', krUnit(d.totalOre)]], left + width - totalsWidth, totalsWidth, y + 6);
    pdf.y = y + 14;
    pdf.x = left;
    const note =
      d.kind === 'invoice'
        ? `Beløpet trekkes i første utbetaling etter forfall ${formatDate(d.due_date)}. Alle beløp i norske kroner.`
        : `Beløpet godskrives i neste utbetaling og gjelder faktura nr ${d.reference ?? ''}.`;
    pdf.font(PDF_FONT).fontSize(9).text(note, left, pdf.y, { width });
  }

  function statementBody(d: StatementDocument) {
    const columns: PdfColumn[] = [
      { title: 'Dato', width: 70, align: 'left' },
      { title: 'Tekst', width: 255, align: 'left' },
      { title: 'Beløp', width: 95, align: 'right' },
      { title: 'Saldo', width: 95, align: 'right' },
    ];
    table(columns, [
      { cells: [formatDate(d.from), 'Inngående saldo', '', kr(d.openingOre)], bold: true },
      ...d.entries.map((e) => ({ cells: [formatDate(e.date), e.text, kr(e.amountOre), kr(e.balanceOre)] })),
      { cells: [formatDate(d.to), 'Utgående saldo', '', kr(d.closingOre)], bold: true },
    ]);
    pdf.moveDown(0.8);
    pdf.font(PDF_FONT).fontSize(9).text('Positive beløp er til deg, negative er trukket eller utbetalt. Saldo til gode utbetales den 5. og 20. i hver måned.', left, pdf.y, { width });
  }

  function openPostsTable(posts: OpenPost[]) {
    if (posts.length === 0) {
      pdf.font(PDF_FONT).fontSize(9.5).text('Ingen åpne poster.', left, pdf.y);
      return;
    }
    table(
      [
        { title: 'Fakturanr', width: 120, align: 'left' },
        { title: 'Dato', width: 70, align: 'left' },
        { title: 'Forfall', width: 70, align: 'left' },
        { title: 'Tekst', width: 155, align: 'left' },
        { title: 'Beløp', width: 100, align: 'right' },
      ],
      [
        ...posts.map((p) => ({ cells: [p.document_no, formatDate(p.date), formatDate(p.due_date), p.text, kr(p.amountOre)] })),
        { cells: ['Sum', '', '', '', kr(posts.reduce((sum, p) => sum + p.amountOre, 0))], bold: true },
      ],
    );
  }

  function annualBody(d: AnnualSummaryDocument) {
    const kindName = { pig: 'Gris', sheep: 'Sau og lam', cattle: 'Storfe' } as const;
    heading(`Leveranser ${d.year}`);
    if (d.deliveries.length === 0) pdf.font(PDF_FONT).fontSize(9.5).text('Ingen leveranser.', left, pdf.y);
    else
      table(
        [
          { title: 'Dyreslag', width: 135, align: 'left' },
          { title: 'Avregninger', width: 80, align: 'right' },
          { title: 'Dyr', width: 70, align: 'right' },
          { title: 'Slaktevekt kg', width: 110, align: 'right' },
          { title: 'Beløp', width: 120, align: 'right' },
        ],
        [
          ...d.deliveries.map((k) => ({ cells: [kindName[k.kind], String(k.settlements), String(k.animals), kg(k.weightG), kr(k.amountOre)] })),
          {
            cells: [
              'Sum',
              String(d.deliveries.reduce((s, k) => s + k.settlements, 0)),
              String(d.deliveries.reduce((s, k) => s + k.animals, 0)),
              kg(d.deliveries.reduce((s, k) => s + k.weightG, 0)),
              kr(d.deliveries.reduce((s, k) => s + k.amountOre, 0)),
            ],
            bold: true,
          },
        ],
      );
    heading('Kjøp og kreditnotaer');
    const pairs: [string, string][] = [
      ['Antall fakturaer', String(d.invoices.count)],
      ['Fakturert eks. mva', krUnit(d.invoices.netOre)],
      ...d.invoices.vat.map((v): [string, string] => [`Mva ${v.rate} %`, krUnit(v.vatOre)]),
      ['Fakturert inkl. mva', krUnit(d.invoices.totalOre)],
      ['Antall kreditnotaer', String(d.creditNotes.count)],
      ['Kreditert inkl. mva', krUnit(d.creditNotes.totalOre)],
    ];
    pdf.y = keyValues(pairs, left, 320, pdf.y);
    heading('Konto');
    pdf.y = keyValues(
      [
        [`Utbetalt i ${d.year}`, krUnit(d.payoutsOre)],
        [`Saldo per 31.12.${d.year}`, krUnit(d.closingOre)],
      ],
      left,
      320,
      pdf.y,
    );
    heading(`Åpne poster per 31.12.${d.year}`);
    openPostsTable(d.openPosts);
    pdf.moveDown(0.8);
    pdf.font(PDF_FONT).fontSize(9).text('Årssammendraget kan brukes som grunnlag for regnskap og skattemelding. Alle beløp i norske kroner.', left, pdf.y, { width });
  }

  function openPostsBody(d: OpenPostsDocument) {
    pdf.y = keyValues([[`Saldo per ${formatDate(d.date)}`, krUnit(d.balanceOre)]], left, 320, pdf.y);
    heading('Fakturaer som ikke er forfalt');
    openPostsTable(d.openPosts);
    pdf.moveDown(0.8);
    pdf.font(PDF_FONT).fontSize(9).text('Åpne poster trekkes i første utbetaling etter forfall.', left, pdf.y, { width });
  }

  return layout.finish((page, pages) => `${ctx.companyName} – ${ctx.support.email} – tlf. ${ctx.support.phone} – ${doc.document_no} – side ${page} av ${pages}`);
}

import {
  type AdjustmentSum,
  settlementKindsLabel,
  formatAmount,
  formatDate,
  formatKg,
  formatKgAsWeighed,
  formatKr,
  formatNumber,
  PDF_NUMBER_STYLE,
  SETTLEMENT_VAT_PERCENT,
  type SettlementSums,
  stripDollarText,
  usesMeatPercent,
} from '@slakteweb/core';
import { openPdf, PDF_BOLD, PDF_FONT, pdfKr as kr, type PdfColumn, type PdfLayout, pdfText } from '../../lib/pdf-layout.js';
import type { LoadedSettlement } from './settlements.types.js';

/**
 * The settlement document (avregning) as a PDF, generated from the stored settlement: header
 * with the cooperative, supplier, number and date; per group a table of its animals with a group
 * total and its supplements and deductions; the settlement as a whole ('Oppsummering', as the
 * screen): per group the count, kg and kroner, each kind of supplement and deduction, what the
 * amount has beyond the animals, the VAT it includes and the total, which is the settlement's
 * amount. Long settlements continue over as many pages as they need, with the table header
 * repeated and 'Side X av Y' at the foot of each page (lib/pdf-layout.ts).
 */

export interface SettlementPdfInput {
  companyName: string;
  supplierName: string;
  supplierNo: string;
  settlement: LoadedSettlement;
  /** The settlement summed up by core's settlementSums from the detail the API answers. */
  sums: SettlementSums;
}

const ROW = 14;

const COLUMNS: PdfColumn[] = [
  { title: 'Individnr', width: 52, align: 'left' },
  { title: 'Beskrivelse', width: 72, align: 'left' },
  { title: 'Klasse/kj.%', width: 60, align: 'right' },
  { title: 'Fettgr.', width: 42, align: 'right' },
  { title: 'Vekt kg', width: 58, align: 'right' },
  { title: 'Kr/kg', width: 52, align: 'right' },
  { title: 'Beløp kr', width: 74, align: 'right' },
  { title: 'Anmerkning', width: 105, align: 'left' },
];

// Numbers in the PDF's standard fonts, which have no U+2212: minus is the ASCII '-'.

/** Kilograms with as many decimals as the weight has (the scale weighs to 100 g): 84,3. */
function kg(grams: number): string {
  return formatKgAsWeighed(grams, PDF_NUMBER_STYLE);
}

const SUMS_COLUMNS: PdfColumn[] = [
  { title: 'Gruppe', width: 215, align: 'left' },
  { title: 'Antall', width: 70, align: 'right' },
  { title: 'Kg', width: 100, align: 'right' },
  { title: 'Beløp kr', width: 130, align: 'right' },
];

/** Kroner with the unit, ASCII minus: '-1 234,00 kr'. */
function krUnit(krValue: number): string {
  return formatKr(krValue, PDF_NUMBER_STYLE);
}

/** Each kind of supplement and deduction as a line of its own ('Trekk for vekt: -744,00 kr for 12 lam under 13,5 kg'). */
function adjustmentLines(pdf: PdfLayout, adjustments: readonly AdjustmentSum[]): void {
  for (const a of adjustments) {
    pdf.ensureRoom(ROW);
    pdf.doc.font(PDF_FONT).fontSize(9).text(pdfText(a.text), pdf.left, pdf.doc.y, { width: pdf.width });
  }
}

/** Meat percent from tenths, one decimal: 614 → 61,4. */
function percent(tenths: number): string {
  return formatNumber(tenths / 10, 1, PDF_NUMBER_STYLE);
}

export async function renderSettlementPdf(input: SettlementPdfInput): Promise<Buffer> {
  const { settlement } = input;
  // The kinds name the settlement, as on the screen: a pig and a sheep settlement can share a day.
  const kinds = settlementKindsLabel(settlement.groups.map((group) => group.animal_kind));
  const title = kinds ? `Avregning nr ${settlement.settlement_no} – ${kinds}` : `Avregning nr ${settlement.settlement_no}`;
  const pdf = await openPdf({ title, author: input.companyName, rowHeight: ROW, cellFontSize: 8.5, cellPadding: 2, footerSpace: 24 });
  const { doc, left, width } = pdf;
  const row = (cells: string[], font = PDF_FONT) => pdf.row(COLUMNS, cells, font);
  const continued = (name: string) => ({ columns: COLUMNS, name });

  // Header: who settles with whom, which settlement.
  pdf.masthead(input.companyName, title);
  doc.moveDown(1.2);
  doc.font(PDF_FONT);
  pdf.facts([
    ['Leverandør', input.supplierName],
    ['Leverandørnr', input.supplierNo],
    ['Avregningsnr', settlement.settlement_no],
    ['Dato', formatDate(settlement.settlement_date)],
  ]);
  const comment = stripDollarText(settlement.comment);
  if (comment) {
    doc.moveDown(0.5);
    doc.font(PDF_FONT).fontSize(9).text(comment, left, doc.y, { width });
  }
  doc.moveDown(1);

  for (const [index, group] of settlement.groups.entries()) {
    pdf.ensureRoom(4 * ROW);
    doc.font(PDF_BOLD).fontSize(11).text(`${group.group_name} (${group.animals.length} dyr)`, left, doc.y);
    doc.moveDown(0.3);
    pdf.tableHeader(COLUMNS);
    for (const a of group.animals) {
      pdf.ensureRoom(ROW, continued(group.group_name));
      const meat = usesMeatPercent(a.description);
      row([
        a.individual_no,
        a.description,
        meat ? (a.meat_percent_tenths === null ? '' : `${percent(a.meat_percent_tenths)} %`) : a.classification,
        meat ? '' : (a.fat_group ?? ''),
        kg(a.weight_g),
        a.price_ore_per_kg === null ? '' : kr(a.price_ore_per_kg),
        a.amount_ore === null ? '' : kr(a.amount_ore),
        a.diseases.join(', '),
      ]);
    }
    pdf.ensureRoom(ROW * 2, continued(group.group_name));
    doc.moveTo(left, doc.y - 2).lineTo(left + width, doc.y - 2).lineWidth(0.5).stroke();
    const groupAmount = group.animals.reduce((sum, a) => sum + (a.amount_ore ?? 0), 0);
    const groupWeight = group.animals.reduce((sum, a) => sum + a.weight_g, 0);
    row(['Sum', group.group_name, '', '', kg(groupWeight), '', settlement.kind === 'posted' ? kr(groupAmount) : '', ''], PDF_BOLD);
    adjustmentLines(pdf, input.sums.groups[index]?.adjustments ?? []);
    doc.moveDown(0.8);
  }

  summary(pdf, input.sums, settlement.kind === 'posted');

  return pdf.finish((page, pages) => `${input.companyName} – avregning nr ${settlement.settlement_no} – side ${page} av ${pages}`);
}

/**
 * 'Oppsummering': the settlement as a whole, as the screen shows it under the groups. Without
 * amounts (a temporary settlement) only the count and the kilograms.
 */
function summary(pdf: PdfLayout, sums: SettlementSums, posted: boolean): void {
  const { doc, left, width } = pdf;
  pdf.heading('Oppsummering', { room: (sums.groups.length + 6) * ROW });
  const priced = posted && sums.amount_kr !== null;
  const amount = (krValue: number | null) => (priced && krValue !== null ? formatAmount(krValue, PDF_NUMBER_STYLE) : '');
  pdf.table(SUMS_COLUMNS, [
    ...sums.groups.map((g) => ({ cells: [g.group_name, String(g.animals), formatKg(g.weight_g, 1, PDF_NUMBER_STYLE), amount(g.amount_kr)] })),
    { cells: ['Sum', String(sums.animals), formatKg(sums.weight_g, 1, PDF_NUMBER_STYLE), amount(sums.amount_kr)], bold: true },
  ]);
  if (!priced || sums.amount_kr === null) return;
  if (sums.adjustments.length > 0) {
    pdf.ensureRoom(3 * ROW);
    doc.moveDown(0.6);
    doc.font(PDF_BOLD).fontSize(10).text('Tillegg og trekk på avregningen', left, doc.y, { width });
    doc.moveDown(0.2);
    adjustmentLines(pdf, sums.adjustments);
  }
  // The totals at the right, each a line of its own: what the amount has beyond the animals
  // (levies, transport or deductions on the settlement as a whole), the VAT it includes, the sum.
  pdf.ensureRoom(5 * ROW);
  doc.moveDown(0.6);
  if (sums.unexplained_kr !== null && sums.unexplained_kr !== 0) {
    doc.font(PDF_FONT).fontSize(10).text(`Andre tillegg og trekk på avregningen: ${krUnit(sums.unexplained_kr)}`, left, doc.y, { width, align: 'right' });
  }
  doc.font(PDF_FONT).fontSize(10).text(`Herav mva (${SETTLEMENT_VAT_PERCENT} %): ${krUnit(sums.vat_kr ?? 0)}`, left, doc.y, { width, align: 'right' });
  doc.font(PDF_BOLD).fontSize(12).text(`Sum avregning: ${krUnit(sums.amount_kr)}`, left, doc.y + 4, { width, align: 'right' });
  doc.font(PDF_FONT).fontSize(8).text('Alle beløp i norske kroner inkl. mva.', left, doc.y + 2, { width, align: 'right' });
}

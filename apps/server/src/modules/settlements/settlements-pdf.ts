import {
  settlementKindsLabel,
  formatDate,
  formatKgAsWeighed,
  formatKr,
  formatNumber,
  oreToKr,
  PDF_NUMBER_STYLE,
  stripDollarText,
  usesMeatPercent,
} from '@slakteweb/core';
import { openPdf, PDF_BOLD, PDF_FONT, pdfKr as kr, type PdfColumn } from '../../lib/pdf-layout.js';
import type { LoadedSettlement } from './settlements.types.js';

/**
 * The settlement document (avregning) as a PDF, generated from the stored settlement: header
 * with the cooperative, supplier, number and date; per group a table of its animals with a group
 * total; the settlement total. Long settlements continue over as many pages as they need, with
 * the table header repeated and 'Side X av Y' at the foot of each page (lib/pdf-layout.ts).
 */

export interface SettlementPdfInput {
  companyName: string;
  supplierName: string;
  supplierNo: string;
  settlement: LoadedSettlement;
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

  for (const group of settlement.groups) {
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
    doc.moveDown(0.8);
  }

  pdf.ensureRoom(3 * ROW);
  doc.moveDown(0.5);
  const animalCount = settlement.groups.reduce((sum, g) => sum + g.animals.length, 0);
  const totalWeight = settlement.groups.reduce((sum, g) => sum + g.animals.reduce((s, a) => s + a.weight_g, 0), 0);
  doc.font(PDF_FONT).fontSize(10).text(`Antall dyr: ${animalCount}    Totalvekt: ${kg(totalWeight)} kg`, left, doc.y, { width });
  doc.font(PDF_BOLD).fontSize(12).text(`Sum avregning: ${formatKr(oreToKr(settlement.amount_ore), PDF_NUMBER_STYLE)}`, left, doc.y + 4, { width, align: 'right' });
  doc.font(PDF_FONT).fontSize(8).text('Alle beløp i norske kroner inkl. mva.', left, doc.y + 2, { width, align: 'right' });

  return pdf.finish((page, pages) => `${input.companyName} – avregning nr ${settlement.settlement_no} – side ${page} av ${pages}`);
}

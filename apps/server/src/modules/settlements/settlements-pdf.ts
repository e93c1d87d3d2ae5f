import {
  settlementKindsLabel,
  formatAmount,
  formatDate,
  formatKgAsWeighed,
  formatKr,
  formatNumber,
  oreToKr,
  PDF_NUMBER_STYLE,
  stripDollarText,
  usesMeatPercent,
} from '@slakteweb/core';
import type { LoadedSettlement } from './settlements.types.js';

/**
 * The settlement document (avregning) as a PDF, generated from the stored settlement: header
 * with the cooperative, supplier, number and date; per group a table of its animals with a group
 * total; the settlement total. Long settlements continue over as many pages as they need, with
 * the table header repeated and 'Side X av Y' at the foot of each page.
 */

export interface SettlementPdfInput {
  companyName: string;
  supplierName: string;
  supplierNo: string;
  settlement: LoadedSettlement;
}

const MARGIN = 40;
const ROW = 14;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

interface PdfColumn {
  title: string;
  width: number;
  align: 'left' | 'right';
}

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

/** Kroner without the unit, for table cells: 2 314,04. */
function kr(ore: number): string {
  return formatAmount(oreToKr(ore), PDF_NUMBER_STYLE);
}

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
  // Loaded on the first PDF, not at start: pdfkit and its font metrics are memory an idle server need not hold.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: input.companyName, Creator: 'Slakteweb' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 24;

  /** Text cut to fit its column, so a row never wraps. */
  const fit = (text: string, maxWidth: number): string => {
    if (doc.widthOfString(text) <= maxWidth) return text;
    let cut = text;
    while (cut.length > 1 && doc.widthOfString(`${cut}…`) > maxWidth) cut = cut.slice(0, -1);
    return `${cut}…`;
  };

  const row = (cells: string[], font = FONT) => {
    doc.font(font).fontSize(8.5);
    let x = left;
    const y = doc.y;
    COLUMNS.forEach((column, i) => {
      const text = fit(cells[i] ?? '', column.width - 4);
      doc.text(text, x + 2, y, { width: column.width - 4, align: column.align, lineBreak: false });
      x += column.width;
    });
    doc.x = left;
    doc.y = y + ROW;
  };

  const tableHeader = () => {
    const y = doc.y;
    doc.rect(left, y - 2, width, ROW).fill('#e8e8e8').fillColor('#000000');
    doc.y = y;
    row(
      COLUMNS.map((c) => c.title),
      BOLD,
    );
  };

  const ensureRoom = (height: number, continued?: string) => {
    if (doc.y + height <= bottom()) return;
    doc.addPage();
    if (continued) {
      doc.font(BOLD).fontSize(10).text(`${continued} (forts.)`, left, doc.y);
      doc.moveDown(0.3);
      tableHeader();
    }
  };

  // Header: who settles with whom, which settlement.
  doc.font(BOLD).fontSize(16).text(input.companyName, left, MARGIN);
  doc.font(BOLD).fontSize(13).text(title, left, MARGIN, { width, align: 'right' });
  doc.moveDown(1.2);
  doc.font(FONT).fontSize(10);
  const info: [string, string][] = [
    ['Leverandør', input.supplierName],
    ['Leverandørnr', input.supplierNo],
    ['Avregningsnr', settlement.settlement_no],
    ['Dato', formatDate(settlement.settlement_date)],
  ];
  for (const [label, value] of info) {
    const y = doc.y;
    doc.font(BOLD).text(`${label}:`, left, y, { width: 90, lineBreak: false });
    doc.font(FONT).text(value, left + 90, y, { width: width - 90 });
  }
  const comment = stripDollarText(settlement.comment);
  if (comment) {
    doc.moveDown(0.5);
    doc.font(FONT).fontSize(9).text(comment, left, doc.y, { width });
  }
  doc.moveDown(1);

  for (const group of settlement.groups) {
    ensureRoom(4 * ROW);
    doc.font(BOLD).fontSize(11).text(`${group.group_name} (${group.animals.length} dyr)`, left, doc.y);
    doc.moveDown(0.3);
    tableHeader();
    for (const a of group.animals) {
      ensureRoom(ROW, group.group_name);
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
    ensureRoom(ROW * 2, group.group_name);
    doc.moveTo(left, doc.y - 2).lineTo(left + width, doc.y - 2).lineWidth(0.5).stroke();
    const groupAmount = group.animals.reduce((sum, a) => sum + (a.amount_ore ?? 0), 0);
    const groupWeight = group.animals.reduce((sum, a) => sum + a.weight_g, 0);
    row(['Sum', group.group_name, '', '', kg(groupWeight), '', settlement.kind === 'posted' ? kr(groupAmount) : '', ''], BOLD);
    doc.moveDown(0.8);
  }

  ensureRoom(3 * ROW);
  doc.moveDown(0.5);
  const animalCount = settlement.groups.reduce((sum, g) => sum + g.animals.length, 0);
  const totalWeight = settlement.groups.reduce((sum, g) => sum + g.animals.reduce((s, a) => s + a.weight_g, 0), 0);
  doc.font(FONT).fontSize(10).text(`Antall dyr: ${animalCount}    Totalvekt: ${kg(totalWeight)} kg`, left, doc.y, { width });
  doc.font(BOLD).fontSize(12).text(`Sum avregning: ${formatKr(oreToKr(settlement.amount_ore), PDF_NUMBER_STYLE)}`, left, doc.y + 4, { width, align: 'right' });
  doc.font(FONT).fontSize(8).text('Alle beløp i norske kroner inkl. mva.', left, doc.y + 2, { width, align: 'right' });

  // Page numbers last, when the page count is known.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit start a new page; the footer belongs there.
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .text(`${input.companyName} – avregning nr ${settlement.settlement_no} – side ${i + 1} av ${range.count}`, left, doc.page.height - MARGIN - 10, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

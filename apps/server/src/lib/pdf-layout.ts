import { formatAmount, oreToKr, PDF_NUMBER_STYLE } from '@slakteweb/core';

/**
 * The page layout the server's PDFs share (the settlement, 'Helserapport' and the documents): A4
 * with pdfkit's standard fonts, the cooperative's name and the document's title at the top, label:
 * value facts, tables whose rows never wrap and that continue over the pages with their header
 * repeated, and 'side X av Y' at the foot of every page. Each PDF keeps its own content and its
 * own row height and cell size; the drawing is here once, so the three look alike.
 */

export type PdfDocument = InstanceType<typeof import('pdfkit')>;

export const PDF_MARGIN = 40;
export const PDF_FONT = 'Helvetica';
export const PDF_BOLD = 'Helvetica-Bold';

export interface PdfColumn {
  title: string;
  width: number;
  align: 'left' | 'right';
}

export interface PdfTableRow {
  cells: string[];
  bold?: boolean;
}

/** Kroner without the unit, for table cells, with an ASCII minus: -2 314,04. */
export function pdfKr(ore: number): string {
  return formatAmount(oreToKr(ore), PDF_NUMBER_STYLE);
}

/**
 * Text for the standard fonts, which have no U+2212 (their WinAnsi encoding lacks it): the
 * minus of texts formatted for the screen (core's adjustment lines) becomes the ASCII '-'.
 */
export function pdfText(text: string): string {
  return text.replaceAll('\u2212', '-');
}

export interface PdfLayoutOptions {
  /** The PDF's title in its properties. */
  title: string;
  author: string;
  /** Fixed for a PDF that must come out the same bytes every time; pdfkit's clock otherwise. */
  creationDate?: Date;
  /** Height of a table row. */
  rowHeight: number;
  /** Font size of a table cell. */
  cellFontSize: number;
  /** Space between a cell's text and its column's edges; the header band starts as far above its text. */
  cellPadding: number;
  /** Space kept free above the bottom margin, where the footer goes. */
  footerSpace: number;
}

export interface PdfLayout {
  doc: PdfDocument;
  left: number;
  /** The width between the margins. */
  width: number;
  /** The lowest y a line may start at before the footer's space. */
  bottom(): number;
  /** Company name at the left, the document's title at the right, both on the top line. */
  masthead(companyName: string, title: string, titleSize?: number): void;
  /** 'Leverandør: Ola Nordmann' lines, the labels bold in a column of their own. */
  facts(pairs: readonly (readonly [string, string])[]): void;
  /** A section heading, on a new page when `room` below it would not fit. */
  heading(text: string, options?: { size?: number; room?: number }): void;
  /** One table row: each cell cut to fit its column, so a row never wraps. */
  row(columns: readonly PdfColumn[], cells: readonly string[], font?: string): void;
  /** The columns' titles on a grey band. */
  tableHeader(columns: readonly PdfColumn[]): void;
  /**
   * A new page when `height` does not fit below; with `continued`, the table goes on there under
   * its header (and '<name> (forts.)' above it when it has a name).
   */
  ensureRoom(height: number, continued?: { columns: readonly PdfColumn[]; name?: string }): void;
  /** A table whose rows continue on the next page with the header repeated. */
  table(columns: readonly PdfColumn[], rows: readonly PdfTableRow[], name?: string): void;
  /** Writes the footer on every page, now that the count is known, and answers the PDF's bytes. */
  finish(footer: (page: number, pages: number) => string): Promise<Buffer>;
}

/** Starts an A4 PDF with the shared layout. */
export async function openPdf(options: PdfLayoutOptions): Promise<PdfLayout> {
  // Loaded on the first PDF, not at start: pdfkit and its font metrics are memory an idle server need not hold.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    bufferPages: true,
    info: {
      Title: options.title,
      Author: options.author,
      Creator: 'Slakteweb',
      ...(options.creationDate ? { CreationDate: options.creationDate } : {}),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  const { rowHeight, cellFontSize, cellPadding } = options;
  const left = PDF_MARGIN;
  const width = doc.page.width - 2 * PDF_MARGIN;
  const bottom = () => doc.page.height - PDF_MARGIN - options.footerSpace;

  const fit = (text: string, maxWidth: number): string => {
    if (doc.widthOfString(text) <= maxWidth) return text;
    let cut = text;
    while (cut.length > 1 && doc.widthOfString(`${cut}…`) > maxWidth) cut = cut.slice(0, -1);
    return `${cut}…`;
  };

  const row = (columns: readonly PdfColumn[], cells: readonly string[], font = PDF_FONT) => {
    doc.font(font).fontSize(cellFontSize);
    let x = left;
    const y = doc.y;
    columns.forEach((column, i) => {
      const inner = column.width - 2 * cellPadding;
      doc.text(fit(cells[i] ?? '', inner), x + cellPadding, y, { width: inner, align: column.align, lineBreak: false });
      x += column.width;
    });
    doc.x = left;
    doc.y = y + rowHeight;
  };

  const tableHeader = (columns: readonly PdfColumn[]) => {
    const y = doc.y;
    doc
      .rect(left, y - cellPadding, width, rowHeight)
      .fill('#e8e8e8')
      .fillColor('#000000');
    doc.y = y;
    row(
      columns,
      columns.map((c) => c.title),
      PDF_BOLD,
    );
  };

  const ensureRoom = (height: number, continued?: { columns: readonly PdfColumn[]; name?: string }) => {
    if (doc.y + height <= bottom()) return;
    doc.addPage();
    if (!continued) return;
    if (continued.name !== undefined) {
      doc.font(PDF_BOLD).fontSize(10).text(`${continued.name} (forts.)`, left, doc.y);
      doc.moveDown(0.3);
    }
    tableHeader(continued.columns);
  };

  return {
    doc,
    left,
    width,
    bottom,
    masthead(companyName, title, titleSize = 13) {
      doc.font(PDF_BOLD).fontSize(16).text(companyName, left, PDF_MARGIN);
      doc.font(PDF_BOLD).fontSize(titleSize).text(title, left, PDF_MARGIN, { width, align: 'right' });
    },
    facts(pairs) {
      doc.fontSize(10);
      for (const [label, value] of pairs) {
        const y = doc.y;
        doc.font(PDF_BOLD).text(`${label}:`, left, y, { width: 90, lineBreak: false });
        doc.font(PDF_FONT).text(value, left + 90, y, { width: width - 90 });
      }
    },
    heading(text, { size = 12, room = 4 * rowHeight } = {}) {
      if (doc.y + room > bottom()) doc.addPage();
      doc.moveDown(0.8);
      doc.font(PDF_BOLD).fontSize(size).text(text, left, doc.y, { width });
      doc.moveDown(0.3);
    },
    row,
    tableHeader,
    ensureRoom,
    table(columns, rows, name) {
      tableHeader(columns);
      for (const r of rows) {
        ensureRoom(rowHeight, name === undefined ? { columns } : { columns, name });
        row(columns, r.cells, r.bold ? PDF_BOLD : PDF_FONT);
      }
    },
    async finish(footer) {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        // Writing below the bottom margin would make pdfkit start a new page; the footer belongs there.
        doc.page.margins.bottom = 0;
        doc
          .font(PDF_FONT)
          .fontSize(8)
          .text(footer(i + 1, range.count), left, doc.page.height - PDF_MARGIN - 10, { width, align: 'center', lineBreak: false });
      }
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

import { type EventEmitter, once } from 'node:events';
import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { EXPLANATION_COLUMNS, type ExplanationColumns, gramsToKg, oreToKr, type SettlementKind } from '@slakteweb/core';
import type { SettledAnimal } from '../../db/types.js';

/** One animal as a spreadsheet row, with its settlement; integers as stored (grams, øre, tenths of a percent). */
export interface ExcelAnimalRow extends Omit<SettledAnimal, 'animal_kind'> {
  settlement_no: string;
  settlement_date: string;
  /** Comma-separated disease names, '' when none. */
  diseases: string;
  /** Posted animals with a price list in force in the settlement's week: the price explained, in columns. */
  explanation?: ExplanationColumns | null;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Number formats use Excel's placeholders: ',' groups thousands and '.' marks decimals, and a
// Norwegian Excel shows them as '1 234,567'. Numbers stay numbers, so a farmer can sum them.
const KG_FORMAT = '#,##0.000';
const KR_FORMAT = '#,##0.00';
const PERCENT_FORMAT = '0.0';
const DATE_FORMAT = 'dd.mm.yyyy';

interface Column {
  header: string;
  key: string;
  width: number;
  numFmt?: string;
}

function columnsFor(kind: SettlementKind): Column[] {
  const columns: Column[] = [
    { header: 'Avregningsnr', key: 'settlement_no', width: 14 },
    { header: 'Dato', key: 'date', width: 12, numFmt: DATE_FORMAT },
    { header: 'Gruppe', key: 'group', width: 12 },
    { header: 'Merkenr', key: 'mark_no', width: 12 },
    { header: 'Individnr', key: 'individual_no', width: 10 },
    { header: 'Beskrivelse', key: 'description', width: 14 },
    { header: 'Klasse', key: 'classification', width: 8 },
    { header: 'Kjøttprosent', key: 'meat_percent', width: 12, numFmt: PERCENT_FORMAT },
    { header: 'Fettgruppe', key: 'fat_group', width: 10 },
    { header: 'Vekt (kg)', key: 'weight_kg', width: 12, numFmt: KG_FORMAT },
  ];
  // Temporary settlements have no prices yet: no empty money columns to mislead.
  if (kind === 'posted') {
    columns.push({ header: 'Pris (kr/kg)', key: 'price_kr', width: 12, numFmt: KR_FORMAT });
    columns.push({ header: 'Beløp (kr)', key: 'amount_kr', width: 14, numFmt: KR_FORMAT });
  }
  columns.push({ header: 'Sykdommer', key: 'diseases', width: 30 });
  // 'Slik ble prisen regnet ut', part by part (core prices/explanation-columns.ts).
  if (kind === 'posted') {
    for (const c of EXPLANATION_COLUMNS) {
      columns.push({ header: c.header, key: c.key, width: c.unit === 'text' ? 60 : 14, ...(c.unit === 'text' ? {} : { numFmt: KR_FORMAT }) });
    }
  }
  return columns;
}

/** A calendar date as the Excel date of that day (ExcelJS counts days in UTC). */
function excelDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function columnLetter(index: number): string {
  // 1 → A … 26 → Z; we never have more than 26 columns.
  return String.fromCharCode(64 + index);
}

/** The part of a readable-stream v2 Writable that tells whether it wants us to wait. */
interface SheetPipe extends EventEmitter {
  _writableState?: { needDrain?: boolean };
}

/**
 * ExcelJS 4's streaming writer buffers each committed row in the sheet's stream, which writes on
 * into the zip (archiver) through a PassThrough without ever waiting for it: the rows would be
 * compressed only as fast as the event loop happens to turn, and pile up in between. So after
 * each page we give the loop a turn and, while that PassThrough is over its high-water mark, wait
 * for its 'drain'. The pipe is ExcelJS-internal (pinned major version 4); should it ever be
 * missing, the export still works, only without this bound.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, out: Writable): Promise<void> {
  await nextTurn();
  const pipe = (sheet as unknown as { stream?: { pipes?: SheetPipe[] } }).stream?.pipes?.[0];
  if (pipe?._writableState?.needDrain) await drainedOrGone(pipe, out);
}

/**
 * Waits for `emitter`'s 'drain', or until `out`, the download, is destroyed: a broken-off
 * download never drains, and waiting for it would keep the export (its workbook, its rows) in
 * memory for good. An error of `out` only says it is gone; any other error is the export's.
 */
async function drainedOrGone(emitter: EventEmitter, out: Writable): Promise<void> {
  if (out.destroyed) return;
  const stop = new AbortController();
  try {
    await Promise.race([once(emitter, 'drain', { signal: stop.signal }), once(out, 'close', { signal: stop.signal })]);
  } catch (err) {
    if (!out.destroyed) throw err;
  } finally {
    stop.abort();
  }
}

/**
 * Writes an .xlsx of animals to `out` with ExcelJS's streaming writer: each page of rows is
 * committed (serialised and handed to the zip stream) before the next page is read, so a whole
 * history never sits in memory. Ends with a sum row (formulas, with their values cached). When
 * `out` is destroyed (the download was broken off) it stops at the next page, reads no more and
 * resolves: nobody is left to send the rest to.
 */
export async function writeAnimalsWorkbook(out: Writable, kind: SettlementKind, sheetName: string, pages: AsyncIterable<ExcelAnimalRow[]>): Promise<void> {
  // Loaded on the first export, not at start: ExcelJS is some 20 MB of memory a server that never
  // exports would carry for nothing (bench/RESULTS.md, the server's memory at start).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Slakteweb';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = columnsFor(kind);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  // One style object per column, given to each of its cells. ExcelJS caches a style's id by object
  // (a WeakMap); each new cell otherwise gets its own copy of the column's style, which it turns
  // into XML and looks up again: a third of the export's time at 74 000 animals.
  const cellStyles = columns.map((c): Partial<ExcelJS.Style> => (c.numFmt ? { numFmt: c.numFmt } : {}));

  let count = 0;
  let weightG = 0;
  let amountOre = 0;
  for await (const page of pages) {
    // Leaving the loop closes `pages`: no more pages are read from the database.
    if (out.destroyed) return;
    for (const a of page) {
      count += 1;
      weightG += a.weight_g;
      amountOre += a.amount_ore ?? 0;
      const row = sheet.addRow({
        settlement_no: a.settlement_no,
        date: excelDate(a.settlement_date),
        group: a.group_name,
        mark_no: a.mark_no,
        individual_no: a.individual_no,
        description: a.description,
        classification: a.classification || null,
        meat_percent: a.meat_percent_tenths === null ? null : a.meat_percent_tenths / 10,
        fat_group: a.fat_group,
        weight_kg: gramsToKg(a.weight_g),
        price_kr: a.price_ore_per_kg === null ? null : oreToKr(a.price_ore_per_kg),
        amount_kr: a.amount_ore === null ? null : oreToKr(a.amount_ore),
        diseases: a.diseases || null,
        ...(a.explanation ?? {}),
      });
      row.eachCell((cell, column) => {
        cell.style = cellStyles[column - 1]!;
      });
      row.commit();
    }
    // Wait for the zip to take what was committed, and for a slow client, before the next page
    // is read: otherwise the sheet piles up uncompressed in memory (see zipCaughtUp).
    await zipCaughtUp(sheet, out);
    if (out.writableNeedDrain) await drainedOrGone(out, out);
  }
  if (out.destroyed) return;

  const lastRow = count + 1;
  const sumCell = (key: string, result: number) => {
    const index = columns.findIndex((c) => c.key === key) + 1;
    const letter = columnLetter(index);
    return { formula: `SUM(${letter}2:${letter}${lastRow})`, result };
  };
  const sum = sheet.addRow({
    settlement_no: 'Sum',
    group: `${count} dyr`,
    weight_kg: count > 0 ? sumCell('weight_kg', gramsToKg(weightG)) : 0,
    ...(kind === 'posted' ? { amount_kr: count > 0 ? sumCell('amount_kr', oreToKr(amountOre)) : 0 } : {}),
  });
  sum.font = { bold: true };
  sum.commit();
  sheet.commit();
  await workbook.commit();
}

import { ANIMAL_KIND_LABEL, type SettlementYear } from '@slakteweb/core';

/**
 * 'Årsoversikt' as Excel: a sheet of the settlements and a sheet of the sums per kind and per
 * month beside the same period last year. Numbers stay numbers (kg, kroner) so a farmer can
 * sum them; formats as in the settlements' export (settlements-excel.ts). A year is at most a few
 * hundred rows: built in memory.
 */

const KG_FORMAT = '#,##0.000';
const KR_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd.mm.yyyy';

/** Month names for the sums; the workbook is read by people, not parsed. */
export const MONTH_NAMES = ['Januar', 'Februar', 'Mars', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Desember'] as const;

function excelDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

export async function writeSettlementYearWorkbook(y: SettlementYear): Promise<Buffer> {
  // Loaded on the first export, as the settlements' export loads it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Slakteweb';

  const list = workbook.addWorksheet(`Avregninger ${y.year}`, { views: [{ state: 'frozen', ySplit: 1 }] });
  list.columns = [
    { header: 'Dato', key: 'date', width: 12, style: { numFmt: DATE_FORMAT } },
    { header: 'Avregningsnr', key: 'settlement_no', width: 14 },
    { header: 'Dyreslag', key: 'kind', width: 12 },
    { header: 'Antall dyr', key: 'animals', width: 10 },
    { header: 'Vekt (kg)', key: 'weight_kg', width: 12, style: { numFmt: KG_FORMAT } },
    { header: 'Beløp (kr)', key: 'amount_kr', width: 14, style: { numFmt: KR_FORMAT } },
  ];
  list.getRow(1).font = { bold: true };
  for (const s of y.settlements) list.addRow({ ...s, date: excelDate(s.date), kind: ANIMAL_KIND_LABEL[s.kind] });
  const last = y.settlements.length + 1;
  const sum = (letter: string, result: number) => (y.settlements.length > 0 ? { formula: `SUM(${letter}2:${letter}${last})`, result } : 0);
  const total = list.addRow({ date: null, settlement_no: 'Sum', animals: sum('D', y.total.animals), weight_kg: sum('E', y.total.weight_kg), amount_kr: sum('F', y.total.amount_kr) });
  total.font = { bold: true };

  const sums = workbook.addWorksheet('Summer', { views: [{ state: 'frozen', ySplit: 1 }] });
  sums.columns = [
    { header: '', key: 'name', width: 14 },
    { header: `Antall dyr ${y.year}`, key: 'animals', width: 14 },
    { header: `Vekt (kg) ${y.year}`, key: 'weight_kg', width: 14, style: { numFmt: KG_FORMAT } },
    { header: `Beløp (kr) ${y.year}`, key: 'amount_kr', width: 16, style: { numFmt: KR_FORMAT } },
    { header: `Antall dyr ${y.year - 1}`, key: 'last_animals', width: 14 },
    { header: `Vekt (kg) ${y.year - 1}`, key: 'last_weight_kg', width: 14, style: { numFmt: KG_FORMAT } },
    { header: `Beløp (kr) ${y.year - 1}`, key: 'last_amount_kr', width: 16, style: { numFmt: KR_FORMAT } },
  ];
  sums.getRow(1).font = { bold: true };
  const side = (name: string, now: { animals: number; weight_kg: number; amount_kr: number }, before: { animals: number; weight_kg: number; amount_kr: number }) =>
    sums.addRow({ name, animals: now.animals, weight_kg: now.weight_kg, amount_kr: now.amount_kr, last_animals: before.animals, last_weight_kg: before.weight_kg, last_amount_kr: before.amount_kr });
  y.by_kind.forEach((k, i) => side(ANIMAL_KIND_LABEL[k.kind], k, y.same_period_last_year.by_kind[i]!));
  sums.addRow({});
  y.by_month.forEach((m, i) => side(MONTH_NAMES[i]!, m, y.same_period_last_year.by_month[i]!));
  side('Sum', y.total, y.same_period_last_year.total).font = { bold: true };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

import { type Clock, osloDate, type SettlementYear, settlementYear, settlementYearPeriod } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { invalidInput } from '../../lib/http-error.js';
import { settlementsByKind } from './settlement-year.repository.js';
import { writeSettlementYearWorkbook } from './settlement-year-excel.js';

/** 'Årsoversikt': a year's posted settlements beside the same period the year before (core settlements/year.ts). */
export class SettlementYearService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async year(supplierNo: string, year: number): Promise<SettlementYear> {
    // 'Today' is the farmer's, in Norwegian time: the year in progress ends there.
    const period = settlementYearPeriod(year, osloDate(this.clock()));
    if (!period) throw invalidInput({ year: 'Året har ikke begynt ennå' });
    const [rows, lastYear] = await Promise.all([
      settlementsByKind(this.db, supplierNo, period.from, period.to),
      settlementsByKind(this.db, supplierNo, period.lastFrom, period.lastTo),
    ]);
    return settlementYear(year, period, rows, lastYear);
  }

  /** The overview as a workbook: the settlements, and the sums per kind and per month beside last year's. */
  async excel(supplierNo: string, year: number): Promise<{ fileName: string; body: Buffer }> {
    const overview = await this.year(supplierNo, year);
    return { fileName: `arsoversikt-${year}.xlsx`, body: await writeSettlementYearWorkbook(overview) };
  }
}

import type { AnimalKind } from '../contracts/settlements.js';
import type { SettlementYear, SettlementYearTotals } from '../contracts/settlement-year.js';
import { oreToKr } from '../format/money.js';
import { SETTLEMENT_KIND_ORDER } from './rules.js';

/**
 * 'Årsoversikt' (contracts/settlement-year.ts): a year's posted settlements summed per kind and
 * per month, beside the same period the year before. Counted in grams and øre; kroner and
 * kilograms only in the answer.
 */

/** One settlement's animals of one kind, as the database sums them. */
export interface SettlementYearSource {
  date: string;
  settlement_no: string;
  kind: AnimalKind;
  animals: number;
  weight_g: number;
  amount_ore: number;
}

export interface SettlementYearPeriod {
  from: string;
  to: string;
  lastFrom: string;
  lastTo: string;
}

/**
 * The period of a year as the overview compares it: a past year whole, the year in progress up
 * to today; the year before over the same days (29 February is the 28th). Null for a year not
 * yet begun.
 */
export function settlementYearPeriod(year: number, today: string): SettlementYearPeriod | null {
  const thisYear = Number(today.slice(0, 4));
  if (year > thisYear) return null;
  const end = year < thisYear ? '12-31' : today.slice(5);
  const lastEnd = end === '02-29' ? '02-28' : end;
  return { from: `${year}-01-01`, to: `${year}-${end}`, lastFrom: `${year - 1}-01-01`, lastTo: `${year - 1}-${lastEnd}` };
}

interface Sum {
  settlements: Set<string>;
  animals: number;
  weightG: number;
  amountOre: number;
}

const emptySum = (): Sum => ({ settlements: new Set(), animals: 0, weightG: 0, amountOre: 0 });

function add(sum: Sum, r: SettlementYearSource): void {
  // A settlement of two kinds is one settlement in the total and the month.
  sum.settlements.add(`${r.date}~${r.settlement_no}`);
  sum.animals += r.animals;
  sum.weightG += r.weight_g;
  sum.amountOre += r.amount_ore;
}

const totals = (s: Sum): SettlementYearTotals => ({ settlements: s.settlements.size, animals: s.animals, weight_kg: s.weightG / 1000, amount_kr: oreToKr(s.amountOre) });

function summed(rows: readonly SettlementYearSource[], kinds: readonly AnimalKind[]) {
  const total = emptySum();
  const byKind = new Map(kinds.map((k) => [k, emptySum()]));
  const byMonth = Array.from({ length: 12 }, emptySum);
  for (const r of rows) {
    add(total, r);
    add(byKind.get(r.kind)!, r);
    add(byMonth[Number(r.date.slice(5, 7)) - 1]!, r);
  }
  return {
    total: totals(total),
    by_kind: kinds.map((kind) => ({ kind, ...totals(byKind.get(kind)!) })),
    by_month: byMonth.map((s, i) => ({ month: i + 1, ...totals(s) })),
  };
}

/** The overview of a year from its rows and the rows of the same period the year before. */
export function settlementYear(year: number, period: SettlementYearPeriod, rows: readonly SettlementYearSource[], lastYear: readonly SettlementYearSource[]): SettlementYear {
  // The kinds of either year, in the settlements' order, so the two stand side by side.
  const present = new Set([...rows, ...lastYear].map((r) => r.kind));
  const kinds = SETTLEMENT_KIND_ORDER.filter((k) => present.has(k));
  return {
    year,
    from: period.from,
    to: period.to,
    ...summed(rows, kinds),
    settlements: rows.map((r) => ({ date: r.date, settlement_no: r.settlement_no, kind: r.kind, animals: r.animals, weight_kg: r.weight_g / 1000, amount_kr: oreToKr(r.amount_ore) })),
    same_period_last_year: { from: period.lastFrom, to: period.lastTo, ...summed(lastYear, kinds) },
  };
}

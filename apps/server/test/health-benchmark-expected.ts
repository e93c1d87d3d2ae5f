import { EUROP_CLASSES, FAT_GROUPS } from '@slakteweb/core';
import type { Db } from '../src/db/database.js';
import type { RawAnimal } from './statistics-expected.js';

/**
 * Where a farm stands among the suppliers, worked out here again from the raw settled animals
 * (statistics-expected.ts), without the rollups or the service's SQL: what the health benchmark's
 * and the health report's tests compare the answers with.
 */

/** percentile_cont: linear between the two nearest of the sorted values. */
export function percentileCont(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export const round2 = (v: number) => Math.round(v * 100) / 100;

/** Per supplier: its animals of the kind settled in 2025 (the tests' 'last-year'). */
export function suppliersOf2025(raw: RawAnimal[], kind: string): Map<string, RawAnimal[]> {
  const bySupplier = new Map<string, RawAnimal[]>();
  for (const a of raw) {
    if (a.animal_kind !== kind || !a.settlement_date.startsWith('2025')) continue;
    bySupplier.set(a.supplier_no, [...(bySupplier.get(a.supplier_no) ?? []), a]);
  }
  return bySupplier;
}

/** The figures of one supplier's animals, as fractions of integers worked out in plain JS. */
export function figuresOf(animals: RawAnimal[]) {
  const n = animals.length;
  const classSteps = animals.map((a) => EUROP_CLASSES.indexOf(a.classification as never) + 1).filter((s) => s > 0);
  const fatSteps = animals.map((a) => FAT_GROUPS.indexOf(a.fat_group as never) + 1).filter((s) => s > 0);
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  return {
    partial: (animals.filter((a) => a.discard === 'partial').length * 100) / n,
    total: (animals.filter((a) => a.discard === 'total').length * 100) / n,
    weight_kg: sum(animals.map((a) => a.weight_g)) / n / 1000,
    class_step: classSteps.length ? sum(classSteps) / classSteps.length : null,
    fat_group_step: fatSteps.length ? sum(fatSteps) / fatSteps.length : null,
    finding: (name: string) => (animals.filter((a) => a.diseases.includes(name)).length * 100) / n,
  };
}

/** Bands and the farm's rank as promised: lower is better unless `higher`. */
export function expectedBands(values: number[], farm: number | null, higher: boolean) {
  const worse = farm === null ? null : values.filter((v) => (higher ? v < farm : v > farm)).length;
  return {
    median: round2(percentileCont(values, 0.5)),
    best_quarter: round2(percentileCont(values, higher ? 0.75 : 0.25)),
    best_tenth: round2(percentileCont(values, higher ? 0.9 : 0.1)),
    percentile: worse === null ? null : Math.floor((worse * 100) / values.length),
  };
}

/** A condemned carcass with what it cost the farm (øre) and the findings named on it. */
export interface CondemnedCarcass {
  weight_g: number;
  ore: number;
  findings: string[];
}

/** The Monday of a date's ISO week. */
function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/**
 * A farm's condemned carcasses of a kind settled in the dates (all of them without), worked out
 * from the raw animals: each carcass's weight × the farm's price per kg of that ISO week over the
 * priced animals in the dates that were not condemned.
 */
export async function condemnedCarcasses(db: Db, supplierNo: string, kind: 'pig' | 'sheep' | 'cattle', dates?: { from: string; to: string }): Promise<CondemnedCarcass[]> {
  let query = db
    .selectFrom('slaughter_animal as a')
    .innerJoin('settlement as s', 's.id', 'a.settlement_id')
    .select(['a.id', 's.settlement_date', 'a.weight_g', 'a.amount_ore', 'a.price_ore_per_kg', 'a.discard'])
    .where('s.supplier_no', '=', supplierNo)
    .where('s.kind', '=', 'posted')
    .where('a.animal_kind', '=', kind);
  if (dates) query = query.where('s.settlement_date', '>=', dates.from).where('s.settlement_date', '<=', dates.to);
  const animals = await query.execute();
  const diseases = await db.selectFrom('slaughter_animal_disease').select(['animal_id', 'name']).where('supplier_no', '=', supplierNo).execute();
  const weeks = new Map<string, { ore: number; g: number }>();
  for (const a of animals) {
    if (a.discard !== null || a.price_ore_per_kg === null) continue;
    const w = weeks.get(mondayOf(a.settlement_date)) ?? { ore: 0, g: 0 };
    weeks.set(mondayOf(a.settlement_date), { ore: w.ore + Number(a.amount_ore), g: w.g + a.weight_g });
  }
  return animals
    .filter((a) => a.discard === 'total')
    .map((a) => {
      const w = weeks.get(mondayOf(a.settlement_date));
      return { weight_g: a.weight_g, ore: w ? Math.round((a.weight_g * w.ore) / w.g) : 0, findings: diseases.filter((d) => Number(d.animal_id) === Number(a.id)).map((d) => d.name) };
    });
}

/** A cost line of the benchmark's answer: the carcasses, their weight and what they cost. */
export const costLine = (rows: CondemnedCarcass[]) => ({
  animals: rows.length,
  weight_kg: round2(rows.reduce((s, r) => s + r.weight_g, 0) / 1000),
  cost_kr: Math.round(rows.reduce((s, r) => s + r.ore, 0) / 100),
});

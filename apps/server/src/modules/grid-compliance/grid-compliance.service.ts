import {
  ANIMAL_KIND_OF,
  type AnimalKind,
  benchmarkPeriod,
  type Clock,
  deductionReasonLabel,
  GRID_MIN_SUPPLIERS,
  type GridCompliance,
  type GridDeduction,
  gridShare,
  type GridShares,
  type HealthBenchmarkTimeFrame,
  isKslApproved,
  isoWeekOfDate,
  oreToKr,
  osloDate,
  type PriceList,
  priceListInForce,
  priceListSchema,
  priceKindOfAnimal,
  type StatisticsKind,
} from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { settledAnimalDeductions } from '../../db/grid-rollup.js';
import * as repo from './grid-compliance.repository.js';

/**
 * Stored lists parsed, by their stored text: a kind has a hundred lists or more (the lamb season's
 * weekly ones over the years), and checking each against the schema on every call took more time
 * than the rest of a call. The same text parses to the same list, so an import's new or changed
 * list is a new key; the memo is emptied when it outgrows any cooperative's lists.
 */
const parsedLists = new Map<string, PriceList>();
function parseStoredList(text: string): PriceList {
  let list = parsedLists.get(text);
  if (!list) {
    if (parsedLists.size >= 20_000) parsedLists.clear();
    list = priceListSchema.parse(JSON.parse(text));
    parsedLists.set(text, list);
  }
  return list;
}

type HouseSums = Awaited<ReturnType<typeof repo.slaughterhouseSums>>;

/**
 * The slaughterhouse's sums by kind and quarters, as of the rollups' generation: the same for
 * every farm until a write moves the generation on, and summing every supplier's rows of a long
 * period took a hundred milliseconds at 2 000 suppliers (bench/grid-compliance.ts). Each process
 * keeps its own, per database; the generation is read from the database, so every process sees a write at once.
 * The generation is read before the sums, so sums kept under it are never older than it.
 */
const houseMemos = new WeakMap<Db, Map<string, { generation: number; sums: HouseSums }>>();
async function slaughterhouseSums(db: Db, kind: AnimalKind, quarters: { from: string | null; to: string }): Promise<HouseSums> {
  const key = `${kind}:${quarters.from}:${quarters.to}`;
  const houseMemo = houseMemos.get(db) ?? new Map<string, { generation: number; sums: HouseSums }>();
  houseMemos.set(db, houseMemo);
  const generation = await repo.rollupGeneration(db);
  const kept = houseMemo.get(key);
  if (kept && kept.generation === generation) return kept.sums;
  const sums = await repo.slaughterhouseSums(db, kind, quarters);
  if (houseMemo.size >= 1000) houseMemo.clear();
  houseMemo.set(key, { generation, sums });
  return sums;
}

/** Counts on each scale, as the grid rollup keeps them. */
interface Counts {
  animals: number;
  weight_best: number;
  classified: number;
  class_best: number;
  fat_grouped: number;
  fat_best: number;
  meat_measured: number;
  meat_best: number;
}

function sharesOf(c: Counts): GridShares {
  return {
    animals: c.animals,
    weight_band: gridShare(c.animals, c.weight_best),
    class: gridShare(c.classified, c.class_best),
    fat_group: gridShare(c.fat_grouped, c.fat_best),
    meat_percent: gridShare(c.meat_measured, c.meat_best),
  };
}

/** Deductions summed by reason, in øre, with the animals each took from and the reason's name. */
class ReasonSums {
  private readonly sums = new Map<string, { ore: number; animals: number; label: string }>();

  add(code: string, ore: number, animals: number, label: string): void {
    const sum = this.sums.get(code) ?? { ore: 0, animals: 0, label };
    sum.ore += ore;
    sum.animals += animals;
    this.sums.set(code, sum);
  }

  totalOre(): number {
    return [...this.sums.values()].reduce((t, s) => t + s.ore, 0);
  }

  /** The most costly first. */
  lines(): GridDeduction[] {
    return [...this.sums.entries()]
      .sort(([a, x], [b, y]) => x.ore - y.ore || a.localeCompare(b))
      .map(([code, s]) => ({ code, label: s.label, kr: oreToKr(s.ore), animals: s.animals }));
  }
}

/** The farm's deductions of a period: by reason, and per settlement (newest first) with its priced animals. */
interface FarmDeductions {
  period: ReasonSums;
  settlements: Map<number, { date: string; settlement_no: string; animals: number; sums: ReasonSums }>;
}

/** What the farm's price depends on beyond the animal: KSL and Helsegris approval (null: not known). */
interface Facts {
  ksl_approved: boolean | null;
  health_pig_approved: boolean | null;
}

/**
 * 'Treff på prisgrid' (what the deductions cost): the farm's animals against the list in force in
 * each settlement's week, inside the grid or not scale by scale (core prices/grid.ts), the
 * deductions of their explained prices by reason, and the slaughterhouse's shares. All from the
 * rollups the writes keep (db/grid-rollup.ts): the farm's shares from its own grid_rollup rows,
 * its deductions from grid_deduction_rollup, so a call reads a handful of indexed rows whatever
 * the farm's size. Periods are the health benchmark's whole calendar quarters of Oslo dates, so
 * the farm's dates and the rollup's quarters are the same span.
 */
export class GridComplianceService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async compliance(supplierNo: string, frame: HealthBenchmarkTimeFrame, statisticsKind: StatisticsKind): Promise<GridCompliance> {
    const kind = ANIMAL_KIND_OF[statisticsKind];
    const period = benchmarkPeriod(frame, osloDate(this.clock()));
    const [farm, kept, farmFacts, house] = await Promise.all([
      repo.farmSums(this.db, supplierNo, kind, period.quarters),
      repo.farmDeductions(this.db, supplierNo, kind, period.dates),
      repo.farmPriceFacts(this.db, supplierNo),
      slaughterhouseSums(this.db, kind, period.quarters),
    ]);
    const facts: Facts = { ksl_approved: farmFacts ? isKslApproved(farmFacts.ksl_status) : null, health_pig_approved: farmFacts ? farmFacts.health_pig_approved : null };
    // The kept deductions were counted with the farm's KSL and Helsegris approval of that moment;
    // when it has changed since, a deduction that hangs on it is another, so they are counted
    // from the animals instead (slower, but right) until the settlements are counted again.
    const current = kept.every((r) => r.ksl_approved === facts.ksl_approved && r.health_pig_approved === facts.health_pig_approved);
    const deductions = current ? fromRollup(kept) : await this.fromAnimals(supplierNo, kind, period.dates, facts);

    return {
      period: period.dates,
      farm: sharesOf(farm),
      // Sums over every supplier, never one supplier's row; too few suppliers would all but name them.
      slaughterhouse: house.suppliers >= GRID_MIN_SUPPLIERS ? { ...sharesOf(house), suppliers: house.suppliers } : null,
      minimum_suppliers: GRID_MIN_SUPPLIERS,
      deductions: deductions.period.lines(),
      deductions_kr: oreToKr(deductions.period.totalOre()),
      settlements: [...deductions.settlements.values()].map((s) => ({
        date: s.date,
        settlement_no: s.settlement_no,
        animals: s.animals,
        deductions_kr: oreToKr(s.sums.totalOre()),
        deductions: s.sums.lines(),
      })),
    };
  }

  /** The deductions priced again from the farm's animals and the lists in force (the rollup's own rule, grid-rollup.ts). */
  private async fromAnimals(supplierNo: string, kind: AnimalKind, dates: { from: string | null; to: string }, facts: Facts): Promise<FarmDeductions> {
    const [animals, stored] = await Promise.all([repo.farmAnimals(this.db, supplierNo, kind, dates), repo.priceListsOf(this.db, priceKindOfAnimal(kind))]);
    const lists = new Map<string, PriceList[]>();
    for (const row of stored) {
      const list = parseStoredList(row.list);
      lists.set(list.category, [...(lists.get(list.category) ?? []), list]);
    }
    const inForce = new Map<string, PriceList | undefined>();
    const listOf = (category: string, date: string) => {
      const key = `${category}:${date}`;
      if (!inForce.has(key)) {
        const { year, week } = isoWeekOfDate(date);
        inForce.set(key, priceListInForce(lists.get(category) ?? [], year, week));
      }
      return inForce.get(key);
    };

    const out: FarmDeductions = { period: new ReasonSums(), settlements: new Map() };
    for (const a of animals) {
      const list = listOf(a.description, a.date);
      if (!list) continue;
      let settlement = out.settlements.get(Number(a.settlement_id));
      if (!settlement) {
        settlement = { date: a.date, settlement_no: a.settlement_no, animals: 0, sums: new ReasonSums() };
        out.settlements.set(Number(a.settlement_id), settlement);
      }
      settlement.animals += 1;
      for (const d of settledAnimalDeductions(list, a, facts)) {
        const label = deductionReasonLabel(d.code, list);
        out.period.add(d.code, d.ore, 1, label);
        settlement.sums.add(d.code, d.ore, 1, label);
      }
    }
    return out;
  }
}

/** The kept deductions (newest settlement first) summed for the period and per settlement. */
function fromRollup(rows: Awaited<ReturnType<typeof repo.farmDeductions>>): FarmDeductions {
  const out: FarmDeductions = { period: new ReasonSums(), settlements: new Map() };
  for (const r of rows) {
    const id = Number(r.settlement_id);
    let settlement = out.settlements.get(id);
    if (!settlement) {
      settlement = { date: r.date, settlement_no: r.settlement_no, animals: 0, sums: new ReasonSums() };
      out.settlements.set(id, settlement);
    }
    // The row with code '' counts the settlement's priced animals; the others are reasons.
    if (r.code === '') {
      settlement.animals += r.animals;
      continue;
    }
    out.period.add(r.code, Number(r.ore), r.animals, r.label);
    settlement.sums.add(r.code, Number(r.ore), r.animals, r.label);
  }
  return out;
}

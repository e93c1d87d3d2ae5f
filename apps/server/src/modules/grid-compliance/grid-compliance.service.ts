import {
  ANIMAL_KIND_OF,
  type AnimalKind,
  benchmarkPeriod,
  type Clock,
  animalDeductionsOre,
  deductionReasonLabel,
  GRID_MIN_SUPPLIERS,
  type GridCompliance,
  type GridDeduction,
  gridHits,
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

/** Deductions summed by reason, in øre, with the animals each took from. */
class ReasonSums {
  private readonly sums = new Map<string, { ore: number; animals: number; list: PriceList }>();

  add(code: string, ore: number, list: PriceList): void {
    const sum = this.sums.get(code) ?? { ore: 0, animals: 0, list };
    sum.ore += ore;
    sum.animals += 1;
    this.sums.set(code, sum);
  }

  totalOre(): number {
    return [...this.sums.values()].reduce((t, s) => t + s.ore, 0);
  }

  /** The most costly first. */
  lines(): GridDeduction[] {
    return [...this.sums.entries()]
      .sort(([a, x], [b, y]) => x.ore - y.ore || a.localeCompare(b))
      .map(([code, s]) => ({ code, label: deductionReasonLabel(code, s.list), kr: oreToKr(s.ore), animals: s.animals }));
  }
}

/**
 * 'Treff på prisgrid' (what the deductions cost): the farm's animals against the list in force in
 * each settlement's week, inside the grid or not scale by scale (core prices/grid.ts), the deductions of their
 * explained prices by reason, and the slaughterhouse's shares from the grid rollup. Periods are
 * the health benchmark's whole calendar quarters of Oslo dates, so the farm's dates and the
 * rollup's quarters are the same span.
 */
export class GridComplianceService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async compliance(supplierNo: string, frame: HealthBenchmarkTimeFrame, statisticsKind: StatisticsKind): Promise<GridCompliance> {
    const kind = ANIMAL_KIND_OF[statisticsKind];
    const period = benchmarkPeriod(frame, osloDate(this.clock()));
    const [animals, stored, facts, house] = await Promise.all([
      repo.farmAnimals(this.db, supplierNo, kind, period.dates),
      repo.priceListsOf(this.db, priceKindOfAnimal(kind)),
      repo.farmPriceFacts(this.db, supplierNo),
      slaughterhouseSums(this.db, kind, period.quarters),
    ]);

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

    const farm: Counts = { animals: 0, weight_best: 0, classified: 0, class_best: 0, fat_grouped: 0, fat_best: 0, meat_measured: 0, meat_best: 0 };
    const period_ = new ReasonSums();
    const settlements = new Map<number, { date: string; settlement_no: string; animals: number; sums: ReasonSums }>();
    for (const a of animals) {
      const list = listOf(a.description, a.date);
      if (!list) continue;
      const hits = gridHits(list, a);
      farm.animals += 1;
      if (hits.weight_band) farm.weight_best += 1;
      if (hits.class !== null) farm.classified += 1;
      if (hits.class) farm.class_best += 1;
      if (hits.fat_group !== null) farm.fat_grouped += 1;
      if (hits.fat_group) farm.fat_best += 1;
      if (hits.meat_percent !== null) farm.meat_measured += 1;
      if (hits.meat_percent) farm.meat_best += 1;

      let settlement = settlements.get(Number(a.settlement_id));
      if (!settlement) {
        settlement = { date: a.date, settlement_no: a.settlement_no, animals: 0, sums: new ReasonSums() };
        settlements.set(Number(a.settlement_id), settlement);
      }
      settlement.animals += 1;
      // An animal without a settled price (not yet priced) has no deductions to count.
      if (a.price_ore_per_kg === null || a.amount_ore === null) continue;
      const deductions = animalDeductionsOre(list, {
        weight_g: a.weight_g,
        classification: a.classification,
        fat_group: a.fat_group,
        meat_percent_tenths: a.meat_percent_tenths,
        ksl_approved: facts ? isKslApproved(facts.ksl_status) : null,
        health_pig_approved: facts ? facts.health_pig_approved : null,
        settled: { price_ore_per_kg: a.price_ore_per_kg, amount_ore: Number(a.amount_ore) },
      });
      for (const d of deductions) {
        period_.add(d.code, d.ore, list);
        settlement.sums.add(d.code, d.ore, list);
      }
    }

    return {
      period: period.dates,
      farm: sharesOf(farm),
      // Sums over every supplier, never one supplier's row; too few suppliers would all but name them.
      slaughterhouse: house.suppliers >= GRID_MIN_SUPPLIERS ? { ...sharesOf(house), suppliers: house.suppliers } : null,
      minimum_suppliers: GRID_MIN_SUPPLIERS,
      deductions: period_.lines(),
      deductions_kr: oreToKr(period_.totalOre()),
      settlements: [...settlements.values()].map((s) => ({
        date: s.date,
        settlement_no: s.settlement_no,
        animals: s.animals,
        deductions_kr: oreToKr(s.sums.totalOre()),
        deductions: s.sums.lines(),
      })),
    };
  }
}

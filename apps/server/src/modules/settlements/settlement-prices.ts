import {
  explainPriceOre,
  type ExplanationColumns,
  explanationColumns,
  isKslApproved,
  isoWeekOfDate,
  type PriceExplanation,
  type PriceList,
  priceKindOfAnimal,
  priceListInForce,
  priceListSchema,
  settledPricedAnimal,
} from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { KeptPriceLists } from '../../db/price-lists.js';
import { KeptExplanations } from './kept-explanations.js';
import * as repo from './settlements.repository.js';
import type { LoadedAnimal, LoadedSettlement } from './settlements.types.js';

/*
 * Every settled animal's price explained from the price list in force in its settlement's week
 * (DESIGN.md §10 Prices): for the detail and its PDF, and as columns for the Excel exports. The
 * farm's KSL and Helsegris status are today's.
 */

/** An animal's price explained, where a list applies (absent otherwise). */
export type ExplainAnimal = (animal: LoadedAnimal) => PriceExplanation | undefined;

/** What explaining an exported animal's price needs of it. */
export interface ExplainableRow {
  animal_kind: LoadedAnimal['animal_kind'];
  description: string;
  settlement_date: string;
  weight_g: number;
  classification: string;
  fat_group: string | null;
  meat_percent_tenths: number | null;
  price_ore_per_kg: number | null;
  amount_ore: number | null;
}

/** An exported animal's price explained in columns, where a list applies (null otherwise). */
export type ExplainRow = (row: ExplainableRow) => ExplanationColumns | null;

/** A list's key: its kind and category ('sheep:Lam'); an animal's is its kind and description. */
const keyOf = (a: { animal_kind: LoadedAnimal['animal_kind']; description: string }) => `${priceKindOfAnimal(a.animal_kind)}:${a.description}`;

/** The farm's facts a list's conditions depend on; unknown (null) without them. */
function farmFacts(farm: { ksl_status: number | null; health_pig_approved: boolean | null } | undefined) {
  return {
    ksl_approved: farm && farm.ksl_status !== null ? isKslApproved(farm.ksl_status) : null,
    health_pig_approved: farm ? farm.health_pig_approved : null,
  };
}

export class SettlementPrices {
  private readonly lists: KeptPriceLists;
  /** The detail's explanations kept per list and animal (kept-explanations.ts): a settlement opened again is not explained again. */
  private readonly explained = new KeptExplanations();

  constructor(private readonly db: Db) {
    this.lists = new KeptPriceLists(db);
  }

  /**
   * Explains each posted animal's price from the list in force in the settlement's week for its
   * kind and category (its description: 'Lam', 'Slaktegris'), in the same answer. The lists'
   * version and the farm's status come with the settlement's row (repo.PRICE_FACTS): with the
   * lists kept in the process, no statement of its own. Each animal's explanation is kept under
   * that list, those facts and the animal's values, as read for this detail.
   */
  async forSettlement(row: repo.SettlementRow, settlement: LoadedSettlement): Promise<ExplainAnimal> {
    const keys = new Set<string>();
    for (const g of settlement.groups) for (const a of g.animals) keys.add(keyOf(a));
    const { year, week } = isoWeekOfDate(settlement.settlement_date);
    const byKey = await this.lists.inForce(row.price_list_version, keys, year, week);
    if (byKey.size === 0) return () => undefined;
    const facts = farmFacts(row);
    return (a) => {
      const list = byKey.get(keyOf(a));
      const animal = list && settledPricedAnimal(a, facts);
      return list && animal ? this.explained.explain(list, animal) : undefined;
    };
  }

  /**
   * Explains the exported animals' prices as columns (core prices/explanation-columns.ts): every
   * list up to the export's last day read once, the one in force in each settlement's week found
   * in memory, as the detail finds it.
   */
  async forExport(supplierNo: string, to: string): Promise<ExplainRow> {
    const [stored, farm] = await Promise.all([repo.priceListsUntil(this.db, to), repo.findSupplierPriceFacts(this.db, supplierNo)]);
    if (stored.length === 0) return () => null;
    const lists = new Map<string, PriceList[]>();
    for (const row of stored) {
      const list = priceListSchema.parse(JSON.parse(row.list));
      const key = `${list.kind}:${list.category}`;
      lists.set(key, [...(lists.get(key) ?? []), list]);
    }
    const facts = farmFacts(farm);
    const weeks = new Map<string, { year: number; week: number }>();
    const inForce = new Map<string, PriceList | undefined>();
    return (a) => {
      const animal = settledPricedAnimal(a, facts);
      if (!animal) return null;
      let week = weeks.get(a.settlement_date);
      if (!week) {
        week = isoWeekOfDate(a.settlement_date);
        weeks.set(a.settlement_date, week);
      }
      const key = keyOf(a);
      const weekKey = `${key}:${week.year}-${week.week}`;
      if (!inForce.has(weekKey)) inForce.set(weekKey, priceListInForce(lists.get(key) ?? [], week.year, week.week));
      const list = inForce.get(weekKey);
      if (!list) return null;
      return explanationColumns(explainPriceOre(list, animal));
    };
  }
}

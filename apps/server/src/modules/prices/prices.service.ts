import {
  choicePriceOre,
  type Clock,
  explainPrice,
  isKslApproved,
  isoWeekOfDate,
  oreToKr,
  osloDate,
  parseIsoWeekText,
  type PriceCalculatorRequest,
  type PriceWhatIf,
  type PriceWhatIfRequest,
  PRICE_PATH_MAX_WEEKS,
  type PriceKind,
  type PriceList,
  priceListInForce,
  type PriceListView,
  priceListView,
  weeksBetween,
  weightChangeOre,
} from '@slakteweb/core';
import type { z } from 'zod';
import type { pricePathQuerySchema, pricePathResponseSchema, priceCalculatorResponseSchema } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { priceListsInForce } from '../../db/price-lists.js';
import { HttpError, invalidInput, notFound } from '../../lib/http-error.js';
import * as repo from './prices.repository.js';

type PricePathQuery = z.infer<typeof pricePathQuerySchema>;

const KIND_FLAGS = { pigs: 'has_pigs', sheep: 'has_sheep', cattle: 'has_cattle' } as const;

/**
 * The cooperative's price lists as a farm reads them (DESIGN.md §10 Prices): the lists in force
 * for the kinds it keeps, the base price week by week, and what an animal would fetch.
 */
export class PricesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The lists in force in a week (this week without one) for the farm's kinds, or the one kind asked for. */
  async lists(supplierNo: string, query: { kind?: PriceKind | undefined; year?: number | undefined; week?: number | undefined }): Promise<PriceListView[]> {
    const farm = await repo.findFarm(this.db, supplierNo);
    if (!farm) throw notFound();
    const kinds = (Object.keys(KIND_FLAGS) as PriceKind[]).filter((k) => farm[KIND_FLAGS[k]] && (query.kind === undefined || query.kind === k));
    const { year, week } = query.year !== undefined && query.week !== undefined ? { year: query.year, week: query.week } : isoWeekOfDate(osloDate(this.clock()));
    return (await priceListsInForce(this.db, { kinds }, year, week)).map(priceListView);
  }

  /**
   * The base price of every week from..to, and the price per kg of the class and fat group (or
   * meat percent) asked for, from the list in force that week (null before the first) and the
   * farm's KSL and Helsegris status: one round trip for the whole path.
   */
  async path(supplierNo: string, kind: PriceKind, category: string, query: PricePathQuery): Promise<z.infer<typeof pricePathResponseSchema>> {
    const from = parseIsoWeekText(query.from);
    const to = parseIsoWeekText(query.to);
    const weeks = weeksBetween(from, to);
    if (weeks.length > PRICE_PATH_MAX_WEEKS) throw invalidInput({ to: `Høyst ${PRICE_PATH_MAX_WEEKS} uker om gangen` });
    const [inForceAtFrom, later, farm] = await Promise.all([
      priceListsInForce(this.db, { kinds: [kind], categories: [category] }, from.year, from.week),
      repo.listsAfterUpTo(this.db, kind, category, from, to),
      repo.findFarm(this.db, supplierNo),
    ]);
    const lists = [...inForceAtFrom, ...later];
    const facts = { ksl_approved: farm ? isKslApproved(farm.ksl_status) : null, health_pig_approved: farm ? farm.health_pig_approved : null };
    const choice = { class: query.class, fat_group: query.fat_group, meat_percent: query.meat_percent };
    // A list serves many weeks: its price is reckoned once.
    const priceOf = new Map<PriceList, number>();
    return {
      kind,
      category,
      weeks: weeks.map(({ year, week }) => {
        const list = priceListInForce(lists, year, week);
        if (!list) return { year, week, base_kr_per_kg: null, kr_per_kg: null, list_year: null, list_week: null };
        if (!priceOf.has(list)) priceOf.set(list, choicePriceOre(list, choice, facts));
        return { year, week, base_kr_per_kg: oreToKr(list.base_ore_per_kg), kr_per_kg: oreToKr(priceOf.get(list)!), list_year: list.year, list_week: list.week };
      }),
    };
  }

  /** What one animal would fetch by the list in force that week, with the same lines as a settled one. */
  async calculate(supplierNo: string, r: PriceCalculatorRequest): Promise<z.infer<typeof priceCalculatorResponseSchema>> {
    const [[list], farm] = await Promise.all([priceListsInForce(this.db, { kinds: [r.kind], categories: [r.category] }, r.year, r.week), repo.findFarm(this.db, supplierNo)]);
    if (!list) throw new HttpError(404, 'NOT_FOUND', `Ingen prisliste for ${r.category} i uke ${r.week} ${r.year}`);
    const e = explainPrice(list, {
      weight_g: Math.round(r.weight_kg * 1000),
      classification: r.class ?? null,
      fat_group: r.fat_group ?? null,
      meat_percent_tenths: r.meat_percent === undefined ? null : Math.round(r.meat_percent * 10),
      ksl_approved: farm ? isKslApproved(farm.ksl_status) : null,
      health_pig_approved: farm ? farm.health_pig_approved : null,
    });
    return { kr_per_kg: e.kr_per_kg, amount_kr: e.amount_kr, lines: e.lines, list_year: list.year, list_week: list.week };
  }

  /**
   * 'Hva om dyrene hadde veid …': a settlement group's amounts by the lists in force that week, at
   * the weights as weighed and moved by the same kilos each, reckoned as the explanation is.
   */
  async whatIf(supplierNo: string, r: PriceWhatIfRequest): Promise<PriceWhatIf> {
    const categories = [...new Set(r.animals.map((a) => a.category))];
    const [lists, farm] = await Promise.all([priceListsInForce(this.db, { kinds: [r.kind], categories }, r.year, r.week), repo.findFarm(this.db, supplierNo)]);
    const byCategory = new Map(lists.map((l) => [l.category, l]));
    const facts = { ksl_approved: farm ? isKslApproved(farm.ksl_status) : null, health_pig_approved: farm ? farm.health_pig_approved : null };
    const sums = weightChangeOre(
      (category) => byCategory.get(category),
      r.animals.map((a) => ({
        category: a.category,
        weight_g: Math.round(a.weight_kg * 1000),
        classification: a.class ?? null,
        fat_group: a.fat_group ?? null,
        meat_percent_tenths: a.meat_percent === undefined ? null : Math.round(a.meat_percent * 10),
        ...facts,
      })),
      Math.round(r.weight_change_kg * 1000),
    );
    if (!sums) throw invalidInput({ weight_change_kg: 'Vekten blir 0 kg eller mindre for noen av dyrene' });
    return {
      animals: sums.animals,
      unpriced: sums.unpriced,
      amount_kr: oreToKr(sums.amount_ore),
      moved_amount_kr: oreToKr(sums.moved_ore),
      difference_kr: oreToKr(sums.moved_ore - sums.amount_ore),
      lists: lists.map((l) => ({ category: l.category, year: l.year, week: l.week })),
    };
  }
}

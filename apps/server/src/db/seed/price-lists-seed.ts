import { canonicalPriceList, EUROP_CLASSES, FAT_GROUPS, type PriceKind, type PriceList, priceListSchema } from '@slakteweb/core';
import type { Db } from '../database.js';

/**
 * The demo's price lists, one per settlement category and year (from ISO week 1) and, for lambs,
 * a new one each week of the autumn season (the lamb season's price path). The demo settlements
 * are priced by these lists (settlements-generator.ts), so every demo animal's price is explained
 * line by line with nothing left over. Levels rise a little each year, as the demo prices did.
 */

/**
 * Years with lists: the first a list may name, before any history the benchmarks make by default,
 * and after the demo's today. An older benchmark settlement keeps the generator's own price.
 */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2027;
/** The lamb season's weekly lists: a supplement early in the season that falls week by week. */
const LAMB_SEASON = { from: 33, to: 46, startOre: 120, stepOre: 10 };

/** Supplement per EUROP class: `perStepOre` for each step from `neutralStep` (0-based), the price kept between the bounds. */
function classTable(base: number, neutralStep: number, perStepOre: number, bounds: [number, number] = [0, 100_000]): Partial<Record<string, number>> {
  return Object.fromEntries(
    EUROP_CLASSES.map((cls, i) => {
      const price = Math.min(bounds[1], Math.max(bounds[0], base + Math.round((i - neutralStep) * perStepOre)));
      return [cls, price - base];
    }),
  );
}

/** A deduction for every fat group from `fromStep` (0-based) on. */
function fatTable(fromStep: number, ore: number): Partial<Record<string, number>> {
  return Object.fromEntries(FAT_GROUPS.map((fat, i) => [fat, i >= fromStep ? ore : 0]));
}

function list(kind: PriceKind, category: string, year: number, week: number, fields: Partial<PriceList> & { base_ore_per_kg: number }): PriceList {
  return canonicalPriceList(priceListSchema.parse({ kind, category, year, week, ...fields }));
}

function listsOfYear(year: number): PriceList[] {
  // Never below 1 kr/kg, however far back a benchmark's history goes.
  const rise = (perYearOre: number) => (year - 2023) * perYearOre;
  const atLeast = (ore: number) => Math.max(100, ore);
  const pig = (category: string, base: number, meat: { base_tenths: number; ore_per_point: number; min_tenths: number; max_tenths: number }, bands: PriceList['weight_bands'] = []) =>
    list('pigs', category, year, 1, { base_ore_per_kg: base, meat_percent: meat, weight_bands: bands });
  const lambBase = 8050 + rise(160);
  const lamb = (week: number, base: number) => list('sheep', 'Lam', year, week, { base_ore_per_kg: base, class_ore_per_kg: classTable(base, 6, 140, [0, 9500]), fat_group_ore_per_kg: fatTable(9, -300) });
  const eweBase = 4200 + rise(150);
  const cattle = (category: string, kr: number, neutral: number) => {
    const base = atLeast(kr * 100 + rise(200));
    return list('cattle', category, year, 1, { base_ore_per_kg: base, class_ore_per_kg: classTable(base, neutral, 90, [6500, 8500]) });
  };
  const seasonWeeks = Array.from({ length: LAMB_SEASON.to - LAMB_SEASON.from + 1 }, (_, i) => LAMB_SEASON.from + i);
  return [
    pig('Slaktegris', atLeast(2560 + rise(90)), { base_tenths: 600, ore_per_point: 18, min_tenths: 550, max_tenths: 660 }, [
      { from_g: 0, to_g: 78_000, ore_per_kg: -120 },
      { from_g: 102_100, to_g: null, ore_per_kg: -120 },
    ]),
    pig('Purke', atLeast(1680 + rise(50)), { base_tenths: 580, ore_per_point: 8, min_tenths: 500, max_tenths: 640 }),
    pig('Råne', atLeast(1390 + rise(50)), { base_tenths: 580, ore_per_point: 8, min_tenths: 500, max_tenths: 640 }),
    lamb(1, lambBase),
    ...seasonWeeks.map((week) => lamb(week, lambBase + Math.max(0, LAMB_SEASON.startOre - LAMB_SEASON.stepOre * (week - LAMB_SEASON.from)))),
    list('sheep', 'Sau', year, 1, { base_ore_per_kg: eweBase, class_ore_per_kg: classTable(eweBase, 4, 120, [0, 5500]) }),
    cattle('Ung okse', 76.5, 8.2),
    cattle('Ku', 66, 4.5),
    cattle('Kvige', 73, 6.5),
    cattle('Kalv', 70, 5.5),
  ];
}

/** Every demo list, oldest first. */
export const DEMO_PRICE_LISTS: readonly PriceList[] = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => listsOfYear(FIRST_YEAR + i)).flat();

/** Writes the demo lists; lists already there (an import, an earlier start) are left as they are. */
export async function seedDemoPriceLists(db: Db, at: Date): Promise<void> {
  await db
    .insertInto('price_list')
    .values(DEMO_PRICE_LISTS.map((l) => ({ kind: l.kind, category: l.category, year: l.year, week: l.week, base_ore_per_kg: l.base_ore_per_kg, list: JSON.stringify(l), updated_at: at })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

import { type PriceListView, priceListSchema, priceListView } from '@slakteweb/core';

/** The lists a farm with pigs and sheep sees in week 38 2026, as the server answers them. */
export const lamb: PriceListView = priceListView(
  priceListSchema.parse({
    kind: 'sheep',
    category: 'Lam',
    year: 2026,
    week: 36,
    base_ore_per_kg: 7640,
    class_ore_per_kg: { O: -150, R: 0, U: 300 },
    fat_group_ore_per_kg: { '2': 0, '3': 0, '4': -200 },
    weight_bands: [{ from_g: 0, to_g: 13_500, ore_per_kg: -500 }],
    per_animal: [{ code: 'transport', label: 'Frakt', ore: -4500, condition: 'always' }],
    percent_deductions: [{ code: 'ksl', label: 'KSL ikke godkjent', percent_hundredths: 250, condition: 'ksl_not_approved' }],
  }),
);

export const pig: PriceListView = priceListView(
  priceListSchema.parse({
    kind: 'pigs',
    category: 'Slaktegris',
    year: 2026,
    week: 1,
    base_ore_per_kg: 2560,
    meat_percent: { base_tenths: 600, ore_per_point: 18, min_tenths: 550, max_tenths: 660 },
    weight_bands: [
      { from_g: 0, to_g: 78_000, ore_per_kg: -120 },
      { from_g: 102_100, to_g: null, ore_per_kg: -120 },
    ],
  }),
);

export const sow: PriceListView = priceListView(
  priceListSchema.parse({ kind: 'pigs', category: 'Purke', year: 2026, week: 1, base_ore_per_kg: 1680 }),
);

/**
 * The path of weeks from..to as the server answers it: the notering `base(week)` and the chosen
 * class's price `price(week)`, both null before week 30.
 */
export function pathWeeks(kind: string, category: string, from: string, to: string, base: (week: number) => number, price: (week: number) => number = base) {
  const weeks = [];
  const fromWeek = Number(from.slice(6));
  const toWeek = Number(to.slice(6));
  for (let week = fromWeek; week <= toWeek; week++) {
    const known = week >= 30;
    weeks.push({ year: 2026, week, base_kr_per_kg: known ? base(week) : null, kr_per_kg: known ? price(week) : null, list_year: known ? 2026 : null, list_week: known ? 30 : null });
  }
  return { kind, category, weeks };
}

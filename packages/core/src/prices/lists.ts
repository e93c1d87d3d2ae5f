import type { PriceKind, PriceList, PriceListView } from '../contracts/prices.js';
import type { AnimalKind } from '../contracts/settlements.js';
import { type IsoWeek, weeksInYear } from '../vocabulary/week.js';
import { oreToKr } from '../format/money.js';
import { EUROP_CLASSES, FAT_GROUPS } from '../vocabulary/scales.js';
import { weightBandText } from './explain.js';

/** The price lists' kind of a settled animal: a settlement's 'pig' is a list's 'pigs'. */
export function priceKindOfAnimal(kind: AnimalKind): PriceKind {
  return kind === 'pig' ? 'pigs' : kind;
}

/** A week as one comparable number: 2026 week 38 → 202638. */
export function weekKey(year: number, week: number): number {
  return year * 100 + week;
}

/**
 * The list in force in a week: the latest of the same kind and category valid from that week or
 * before (a new list replaces the last from its week on). Undefined before the first.
 */
export function priceListInForce<T extends { year: number; week: number }>(lists: readonly T[], year: number, week: number): T | undefined {
  const target = weekKey(year, week);
  let best: T | undefined;
  for (const list of lists) {
    const key = weekKey(list.year, list.week);
    if (key <= target && (!best || key > weekKey(best.year, best.week))) best = list;
  }
  return best;
}

/** A list as the farmer reads it: kroner, classes and fat groups in scale order, bands in words. */
export function priceListView(list: PriceList): PriceListView {
  const classes = list.class_ore_per_kg as Record<string, number | undefined>;
  const fats = list.fat_group_ore_per_kg as Record<string, number | undefined>;
  return {
    kind: list.kind,
    category: list.category,
    year: list.year,
    week: list.week,
    base_kr_per_kg: oreToKr(list.base_ore_per_kg),
    class_kr_per_kg: EUROP_CLASSES.filter((c) => classes[c] !== undefined).map((c) => ({ class: c, kr_per_kg: oreToKr(classes[c]!) })),
    fat_group_kr_per_kg: FAT_GROUPS.filter((f) => fats[f] !== undefined).map((f) => ({ fat_group: f, kr_per_kg: oreToKr(fats[f]!) })),
    meat_percent: list.meat_percent && {
      base_percent: list.meat_percent.base_tenths / 10,
      kr_per_kg_per_point: oreToKr(list.meat_percent.ore_per_point),
      min_percent: list.meat_percent.min_tenths / 10,
      max_percent: list.meat_percent.max_tenths / 10,
    },
    weight_bands: [...list.weight_bands]
      .sort((a, b) => a.from_g - b.from_g)
      .map((b) => ({ from_kg: b.from_g / 1000, to_kg: b.to_g === null ? null : b.to_g / 1000, kr_per_kg: oreToKr(b.ore_per_kg), label: weightBandText(b) })),
    per_animal: list.per_animal.map((i) => ({ code: i.code, label: i.label, kr: oreToKr(i.ore), condition: i.condition })),
    percent_deductions: list.percent_deductions.map((d) => ({ code: d.code, label: d.label, percent: d.percent_hundredths / 100, condition: d.condition })),
  };
}

/**
 * A list in one form whatever order its parts were sent in: classes and fat groups in scale
 * order, weight bands by weight. The import stores this form, so the same list sent again is
 * the same text ('unchanged').
 */
export function canonicalPriceList(list: PriceList): PriceList {
  const ordered = <K extends string>(scale: readonly K[], values: Partial<Record<K, number>>): Partial<Record<K, number>> =>
    Object.fromEntries(scale.filter((k) => values[k] !== undefined).map((k) => [k, values[k]])) as Partial<Record<K, number>>;
  return {
    kind: list.kind,
    category: list.category,
    year: list.year,
    week: list.week,
    base_ore_per_kg: list.base_ore_per_kg,
    class_ore_per_kg: ordered(EUROP_CLASSES, list.class_ore_per_kg),
    fat_group_ore_per_kg: ordered(FAT_GROUPS, list.fat_group_ore_per_kg),
    meat_percent: list.meat_percent && {
      base_tenths: list.meat_percent.base_tenths,
      ore_per_point: list.meat_percent.ore_per_point,
      min_tenths: list.meat_percent.min_tenths,
      max_tenths: list.meat_percent.max_tenths,
    },
    weight_bands: [...list.weight_bands].sort((a, b) => a.from_g - b.from_g).map((b) => ({ from_g: b.from_g, to_g: b.to_g, ore_per_kg: b.ore_per_kg })),
    per_animal: list.per_animal.map((i) => ({ code: i.code, label: i.label, ore: i.ore, condition: i.condition })),
    percent_deductions: list.percent_deductions.map((d) => ({ code: d.code, label: d.label, percent_hundredths: d.percent_hundredths, condition: d.condition })),
  };
}

/** The weeks from..to, both included, in order ('2026-W52', '2026-W53', '2027-W01' …). */
export function weeksBetween(from: IsoWeek, to: IsoWeek): IsoWeek[] {
  const weeks: IsoWeek[] = [];
  let { year, week } = from;
  while (weekKey(year, week) <= weekKey(to.year, to.week)) {
    weeks.push({ year, week });
    if (week >= weeksInYear(year)) {
      year += 1;
      week = 1;
    } else week += 1;
  }
  return weeks;
}

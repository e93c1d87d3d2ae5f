import type { PriceCondition, PriceKind, PriceListView } from '../contracts/prices.js';
import { formatAmount, krToOre, oreToKr } from '../format/money.js';
import { type IsoWeek, weeksInYear } from '../vocabulary/week.js';

/**
 * A price list as the farmer reads it on 'Priser' (DESIGN.md §10 Prices): the kinds and
 * conditions in words, the weeks the price path asks for, and a class and fat group's price in
 * one sentence.
 */

/** The kinds as the price screen names them. */
export const PRICE_KIND_LABEL: Record<PriceKind, string> = { pigs: 'Gris', sheep: 'Sau', cattle: 'Storfe' };

const CONDITION_TEXT: Record<PriceCondition, string> = {
  always: 'Alle dyr',
  ksl_approved: 'Når gården er KSL-godkjent',
  ksl_not_approved: 'Når gården ikke er KSL-godkjent',
  health_pig_approved: 'Når gården er godkjent i Helsegris',
  health_pig_not_approved: 'Når gården ikke er godkjent i Helsegris',
};

/** When a per-animal item or a percentage deduction applies, in words. */
export function priceConditionText(condition: PriceCondition): string {
  return CONDITION_TEXT[condition];
}

/** The week `n` weeks after (or, negative, before) `from`, across years of 52 and 53 weeks. */
export function shiftWeek(from: IsoWeek, n: number): IsoWeek {
  let { year, week } = from;
  week += n;
  while (week > weeksInYear(year)) {
    week -= weeksInYear(year);
    year += 1;
  }
  while (week < 1) {
    year -= 1;
    week += weeksInYear(year);
  }
  return { year, week };
}

/** A week as the price path's query writes it: '2026-W08'. */
export function isoWeekText({ year, week }: IsoWeek): string {
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The list's price per kg for a class and fat group, and the sentence that says it: 'Lam, klasse
 * R, fettgruppe 3: 76,40 kr/kg i uke 38'. Notering plus the class's and fat group's supplement
 * (a class the list does not name has none); weight bands and the farm's items depend on the
 * animal and are left to the calculator.
 */
export function listPriceSentence(list: PriceListView, choice: { class?: string | undefined; fat_group?: string | undefined }, week: IsoWeek): string {
  const classOre = krToOre(list.class_kr_per_kg.find((c) => c.class === choice.class)?.kr_per_kg ?? 0);
  const fatOre = krToOre(list.fat_group_kr_per_kg.find((f) => f.fat_group === choice.fat_group)?.kr_per_kg ?? 0);
  const krPerKg = oreToKr(krToOre(list.base_kr_per_kg) + classOre + fatOre);
  const parts = [list.category, choice.class && `klasse ${choice.class}`, choice.fat_group && `fettgruppe ${choice.fat_group}`].filter(Boolean);
  return `${parts.join(', ')}: ${formatAmount(krPerKg)} kr/kg i uke ${week.week}`;
}

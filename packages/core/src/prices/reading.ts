import type { PriceCondition, PriceKind } from '../contracts/prices.js';
import { formatAmount } from '../format/money.js';
import { formatNumber } from '../format/number.js';
import type { PriceChoice } from './explain.js';
import { type IsoWeek, weeksInYear } from '../vocabulary/week.js';

/**
 * A price list as the farmer reads it on 'Priser' (DESIGN.md §10 Prices): the kinds and
 * conditions in words, the weeks the price path asks for, and a class and fat group's price in
 * one sentence (the price itself is reckoned by explain.ts, choicePriceOre).
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

/** What the price path is for, in words: 'Lam, klasse R, fettgruppe 3', 'Slaktegris, kjøttprosent 61,0 %'. */
export function pricePathChoiceText(category: string, choice: PriceChoice): string {
  const parts = [
    category,
    choice.class && `klasse ${choice.class}`,
    choice.fat_group && `fettgruppe ${choice.fat_group}`,
    choice.meat_percent !== undefined && `kjøttprosent ${formatNumber(choice.meat_percent, 1)} %`,
  ].filter(Boolean);
  return parts.join(', ');
}

/** A week's price for a class and fat group in one sentence: 'Lam, klasse R, fettgruppe 3: 76,40 kr/kg i uke 38'. */
export function pricePathSentence(category: string, choice: PriceChoice, krPerKg: number, week: IsoWeek): string {
  return `${pricePathChoiceText(category, choice)}: ${formatAmount(krPerKg)} kr/kg i uke ${week.week}`;
}

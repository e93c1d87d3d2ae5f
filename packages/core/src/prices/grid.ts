import type { PriceList } from '../contracts/prices.js';
import { animalAmountOre } from '../settlements/calculation.js';
import { explainPriceOreWithoutWords, meatPercentOre, type PriceExplanationOre, type PricedAnimal, weightBandOf } from './explain.js';

/**
 * 'Treff på prisgrid': whether an animal is inside the price grid, scale by scale (weight band,
 * class, fat group; for pigs the meat percent), and what the deductions of an explained price cost
 * it, by reason.
 *
 * The rule, once: an animal is inside the grid on a scale when the scale takes nothing from it,
 * its supplement there being 0 kr/kg or more. A class or fat group the list leaves out has
 * neither supplement nor deduction, as has a weight outside every band, so those are inside. On
 * the meat-percent scale that is a meat percent at or above the list's base percent (below it when
 * the scale pays for a lower percent). Counting only the single highest supplement would put
 * almost every farm near 0 % where a list pays its top supplement for one class alone; 'no
 * deduction' is what a farmer can aim for and what the kroner lost (deductionsOf) are made of.
 */

/** Per scale: true inside the grid (no deduction), false with a deduction, null where the animal has no value on it (no class for pigs). */
export interface GridHits {
  weight_band: boolean;
  class: boolean | null;
  fat_group: boolean | null;
  meat_percent: boolean | null;
}

/** No deduction: a supplement of 0 or more, in øre per kg. */
const inside = (orePerKg: number) => orePerKg >= 0;

/** Where an animal stands on each scale of the list in force for it. */
export function gridHits(list: PriceList, animal: Pick<PricedAnimal, 'weight_g' | 'classification' | 'fat_group' | 'meat_percent_tenths'>): GridHits {
  const cls = animal.classification ?? '';
  const fat = animal.fat_group ?? '';
  const mp = animal.meat_percent_tenths;
  return {
    weight_band: inside(weightBandOf(list.weight_bands, animal.weight_g)?.ore_per_kg ?? 0),
    class: cls === '' ? null : inside((list.class_ore_per_kg as Record<string, number | undefined>)[cls] ?? 0),
    fat_group: fat === '' ? null : inside((list.fat_group_ore_per_kg as Record<string, number | undefined>)[fat] ?? 0),
    meat_percent: list.meat_percent === null || mp === null || mp === undefined ? null : inside(meatPercentOre(list.meat_percent, mp)),
  };
}

/** The reasons a deduction is summed under: the scales by name, the list's items by their code. */
export const SCALE_REASONS: Record<string, string> = {
  class: 'Klasse',
  fat_group: 'Fettgruppe',
  meat_percent: 'Kjøttprosent',
  weight_band: 'Vekt',
  other: 'Andre tillegg og trekk',
};

/** One reason's deduction of one animal, in øre (negative). */
export interface DeductionOre {
  code: string;
  ore: number;
}

/**
 * The deductions in an animal's explained price: every line that takes money (a negative value),
 * a per-kg line times the animal's weight rounded as the settlements round, a per-animal line its
 * kroner; what the settlement took beyond the list ('other') too. The base price is not a deduction.
 */
export function deductionsOf(explanation: PriceExplanationOre, weightG: number): DeductionOre[] {
  const out: DeductionOre[] = [];
  for (const line of explanation.lines) {
    if (line.code === 'base') continue;
    const ore = line.ore !== undefined ? line.ore : line.ore_per_kg !== undefined ? animalAmountOre(weightG, line.ore_per_kg) : 0;
    if (ore < 0) out.push({ code: line.code, ore });
  }
  return out;
}

/**
 * An animal's deductions by reason (deductionsOf) without making the explanation's texts, which
 * cost most of the time when a period's thousands of animals are summed.
 */
export function animalDeductionsOre(list: PriceList, animal: PricedAnimal): DeductionOre[] {
  return deductionsOf(explainPriceOreWithoutWords(list, animal), animal.weight_g);
}

/** A reason's name in plain Norwegian: a scale's name, or the label the list gives its item. */
export function deductionReasonLabel(code: string, list: PriceList | undefined): string {
  return SCALE_REASONS[code] ?? [...(list?.per_animal ?? []), ...(list?.percent_deductions ?? [])].find((i) => i.code === code)?.label ?? code;
}

/** A share on one scale: the animals with a value on it, those inside the grid (`best`), the percent to the tenth. */
export function gridShare(animals: number, best: number): { animals: number; best: number; percent: number | null } {
  return { animals, best, percent: animals === 0 ? null : Math.round((best * 1000) / animals) / 10 };
}

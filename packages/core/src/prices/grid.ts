import type { PriceList } from '../contracts/prices.js';
import { EUROP_CLASSES, FAT_GROUPS } from '../vocabulary/scales.js';
import { animalAmountOre } from '../settlements/calculation.js';
import { meatPercentOre, type PriceExplanationOre, type PricedAnimal, weightBandOf } from './explain.js';

/**
 * 'Treff på prisgrid': whether an animal hit the best the price list in force pays, scale by scale
 * (weight band, class, fat group; for pigs the meat percent), and what the deductions of an
 * explained price cost it, by reason.
 *
 * The rule, once: on each scale the best is the highest supplement per kg the list pays on it. A
 * class or fat group the list leaves out has neither supplement nor deduction (0), as has a weight
 * outside every band; so where a scale only deducts, the best is 'no deduction', and where it pays
 * a supplement, the best is its highest supplement. On the meat-percent scale the best is the bound
 * that pays most (the upper bound when each point above the base pays). An animal is in the best
 * when its own supplement on the scale equals that best.
 */

/** Per scale: true in the best, false outside it, null where the animal has no value on it (no class for pigs). */
export interface GridHits {
  weight_band: boolean;
  class: boolean | null;
  fat_group: boolean | null;
  meat_percent: boolean | null;
}

/** What the list pays best per kg on each scale, in øre (null: the list has no meat-percent scale). */
export interface GridBest {
  weight_band: number;
  class: number;
  fat_group: number;
  meat_percent: number | null;
}

/** The highest of a scale's supplements, an entry left out of the list counting as 0. */
function bestOfScale(scale: readonly string[], values: Record<string, number | undefined>): number {
  return Math.max(...scale.map((step) => values[step] ?? 0));
}

/** Whether the bands leave some weight outside every band (such a weight has no supplement: 0). */
function bandsLeaveGaps(bands: PriceList['weight_bands']): boolean {
  const sorted = [...bands].sort((a, b) => a.from_g - b.from_g);
  if (sorted.length === 0 || sorted[0]!.from_g > 0) return true;
  for (let i = 1; i < sorted.length; i += 1) if (sorted[i - 1]!.to_g !== sorted[i]!.from_g) return true;
  return sorted.at(-1)!.to_g !== null;
}

export function gridBest(list: PriceList): GridBest {
  const bandValues = list.weight_bands.map((b) => b.ore_per_kg);
  if (bandsLeaveGaps(list.weight_bands)) bandValues.push(0);
  const scale = list.meat_percent;
  return {
    weight_band: Math.max(...bandValues),
    class: bestOfScale(EUROP_CLASSES, list.class_ore_per_kg as Record<string, number | undefined>),
    fat_group: bestOfScale(FAT_GROUPS, list.fat_group_ore_per_kg as Record<string, number | undefined>),
    meat_percent: scale === null ? null : Math.max(meatPercentOre(scale, scale.min_tenths), meatPercentOre(scale, scale.max_tenths)),
  };
}

/** Where an animal stands on each scale of the list in force for it; `best` is gridBest(list), passed when many animals share a list. */
export function gridHits(list: PriceList, animal: Pick<PricedAnimal, 'weight_g' | 'classification' | 'fat_group' | 'meat_percent_tenths'>, best: GridBest = gridBest(list)): GridHits {
  const cls = animal.classification ?? '';
  const fat = animal.fat_group ?? '';
  const mp = animal.meat_percent_tenths;
  return {
    weight_band: (weightBandOf(list.weight_bands, animal.weight_g)?.ore_per_kg ?? 0) === best.weight_band,
    class: cls === '' ? null : ((list.class_ore_per_kg as Record<string, number | undefined>)[cls] ?? 0) === best.class,
    fat_group: fat === '' ? null : ((list.fat_group_ore_per_kg as Record<string, number | undefined>)[fat] ?? 0) === best.fat_group,
    meat_percent: list.meat_percent === null || best.meat_percent === null || mp === null || mp === undefined ? null : meatPercentOre(list.meat_percent, mp) === best.meat_percent,
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

/** A reason's name in plain Norwegian: a scale's name, or the label the list gives its item. */
export function deductionReasonLabel(code: string, list: PriceList | undefined): string {
  return SCALE_REASONS[code] ?? [...(list?.per_animal ?? []), ...(list?.percent_deductions ?? [])].find((i) => i.code === code)?.label ?? code;
}

/** A share on one scale: the animals with a value on it, those in the best, the percent to the tenth. */
export function gridShare(animals: number, best: number): { animals: number; best: number; percent: number | null } {
  return { animals, best, percent: animals === 0 ? null : Math.round((best * 1000) / animals) / 10 };
}

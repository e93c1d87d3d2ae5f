import type { PriceList } from '../contracts/prices.js';
import { listPriceOre, type PricedAnimal } from './explain.js';

/** An animal of 'what if': its category's list is looked up by name. */
export interface WhatIfAnimal extends Omit<PricedAnimal, 'settled'> {
  category: string;
}

/**
 * 'Hva om dyrene hadde veid …': a group's amounts by the lists, at the weights as weighed and
 * with every weight moved by `changeG`, reckoned as the explanation reckons (listPriceOre), so a
 * weight band crossed or left shows in kroner. Animals without a list are counted, not priced.
 * Null where a moved weight would be 0 g or less.
 */
export function weightChangeOre(
  listOf: (category: string) => PriceList | undefined,
  animals: readonly WhatIfAnimal[],
  changeG: number,
): { animals: number; unpriced: number; amount_ore: number; moved_ore: number } | null {
  let priced = 0;
  let unpriced = 0;
  let amount = 0;
  let moved = 0;
  for (const animal of animals) {
    if (animal.weight_g + changeG <= 0) return null;
    const list = listOf(animal.category);
    if (!list) {
      unpriced += 1;
      continue;
    }
    priced += 1;
    amount += listPriceOre(list, animal).amount_ore;
    moved += listPriceOre(list, { ...animal, weight_g: animal.weight_g + changeG }).amount_ore;
  }
  return { animals: priced, unpriced, amount_ore: amount, moved_ore: moved };
}

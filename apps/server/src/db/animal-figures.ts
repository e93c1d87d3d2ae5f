import type { SettledAnimal } from './types.js';

/**
 * The figures of a settled animal, in one list: what the import writes (settlement-writer.ts) and
 * what the settlement detail, the PDF and both Excel exports read back (settlements.repository.ts,
 * settlements.service.ts). A new figure is added here and reaches each of them.
 */
export const ANIMAL_FIGURE_COLUMNS = [
  'mark_no',
  'individual_no',
  'description',
  'classification',
  'meat_percent_tenths',
  'fat_group',
  'weight_g',
  'price_ore_per_kg',
  'amount_ore',
] as const satisfies readonly (keyof SettledAnimal)[];

export type AnimalFigures = Pick<SettledAnimal, (typeof ANIMAL_FIGURE_COLUMNS)[number]>;

/** The figures of an animal, and nothing else of it. */
export function animalFigures(animal: AnimalFigures): AnimalFigures {
  return Object.fromEntries(ANIMAL_FIGURE_COLUMNS.map((column) => [column, animal[column]])) as unknown as AnimalFigures;
}

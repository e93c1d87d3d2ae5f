import { formatDate, ledSauKind, type SlaughterAnimal } from '@slakteweb/core';
import { plainDecimal } from './settlement-format';

/** The columns of the LED-sau export (spec §2), in order. */
export const LED_SAU_COLUMNS = ['Dyreart', 'Kl.', 'Ind.nr', 'Dato', 'Vekt', 'Fettgr/Kj%', 'Pris', 'Beløp'] as const;

/**
 * One row per animal, as text ready to paste into LED-sau or a spreadsheet: decimal comma and no
 * thousands grouping, so the numbers stay numbers after pasting. Dato is the settlement's date.
 */
export function ledSauRows(animals: SlaughterAnimal[], settlementDate: string): string[][] {
  const date = formatDate(settlementDate);
  return animals.map((animal) => [
    ledSauKind(animal.description),
    animal.classification,
    animal.individual_no,
    date,
    plainDecimal(animal.weight_g / 1000, 1),
    animal.fat_group ?? (animal.meat_percent === null ? '' : plainDecimal(animal.meat_percent, 1)),
    animal.price_kr_per_kg === null ? '' : plainDecimal(animal.price_kr_per_kg, 2),
    animal.amount_kr === null ? '' : plainDecimal(animal.amount_kr, 2),
  ]);
}

/** Tab-separated lines, the header first: what 'Kopier til utklipstavle' copies. */
export function ledSauText(rows: string[][]): string {
  return [[...LED_SAU_COLUMNS], ...rows].map((row) => row.join('\t')).join('\n');
}

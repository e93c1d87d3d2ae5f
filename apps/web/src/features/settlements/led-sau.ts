import { formatAmount, formatDate, formatKg, formatNumber, ledSauKind, PASTE_NUMBER_STYLE, type SlaughterAnimal } from '@slakteweb/core';

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
    formatKg(animal.weight_g, 1, PASTE_NUMBER_STYLE),
    animal.fat_group ?? (animal.meat_percent === null ? '' : formatNumber(animal.meat_percent, 1, PASTE_NUMBER_STYLE)),
    animal.price_kr_per_kg === null ? '' : formatAmount(animal.price_kr_per_kg, PASTE_NUMBER_STYLE),
    animal.amount_kr === null ? '' : formatAmount(animal.amount_kr, PASTE_NUMBER_STYLE),
  ]);
}

/** Tab-separated lines, the header first: what 'Kopier til utklippstavle' copies. */
export function ledSauText(rows: string[][]): string {
  return [[...LED_SAU_COLUMNS], ...rows].map((row) => row.join('\t')).join('\n');
}

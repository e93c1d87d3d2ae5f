import { oreToKr } from '../format/money.js';
import type { PriceExplanationOre } from './explain.js';

/**
 * An explained price (explain.ts) as columns of a spreadsheet row, the same for every animal
 * whatever list explained it: the base price and each per-kg part in kr/kg (empty where the
 * animal has no such part), the percentage deductions and the per-animal items summed, what the
 * settlement paid beyond the list, and every line as text.
 */

export interface ExplanationColumns {
  base_kr_per_kg: number;
  class_kr_per_kg: number | null;
  fat_group_kr_per_kg: number | null;
  meat_percent_kr_per_kg: number | null;
  weight_band_kr_per_kg: number | null;
  percent_kr_per_kg: number | null;
  per_animal_kr: number | null;
  other_kr: number;
  explanation: string;
}

/** The columns' headings, in order; `kr_per_kg` columns hold kr/kg, the others kroner or text. */
export const EXPLANATION_COLUMNS: readonly { key: keyof ExplanationColumns; header: string; unit: 'kr_per_kg' | 'kr' | 'text' }[] = [
  { key: 'base_kr_per_kg', header: 'Notering (kr/kg)', unit: 'kr_per_kg' },
  { key: 'class_kr_per_kg', header: 'Klasse (kr/kg)', unit: 'kr_per_kg' },
  { key: 'fat_group_kr_per_kg', header: 'Fettgruppe (kr/kg)', unit: 'kr_per_kg' },
  { key: 'meat_percent_kr_per_kg', header: 'Kjøttprosent (kr/kg)', unit: 'kr_per_kg' },
  { key: 'weight_band_kr_per_kg', header: 'Vekt (kr/kg)', unit: 'kr_per_kg' },
  { key: 'percent_kr_per_kg', header: 'Prosenttrekk (kr/kg)', unit: 'kr_per_kg' },
  { key: 'per_animal_kr', header: 'Tillegg og trekk per dyr (kr)', unit: 'kr' },
  { key: 'other_kr', header: 'Andre tillegg og trekk (kr)', unit: 'kr' },
  { key: 'explanation', header: 'Slik ble prisen regnet ut', unit: 'text' },
];

const LIST_PARTS = new Set(['base', 'class', 'fat_group', 'meat_percent', 'weight_band', 'other']);

export function explanationColumns(e: PriceExplanationOre): ExplanationColumns {
  const perKg = (code: string) => {
    const line = e.lines.find((l) => l.code === code);
    return line?.ore_per_kg === undefined ? null : oreToKr(line.ore_per_kg);
  };
  let percentOre: number | null = null;
  let perAnimalOre: number | null = null;
  for (const line of e.lines) {
    if (LIST_PARTS.has(line.code)) continue;
    // A percentage deduction is per kg; a per-animal item is kroner.
    if (line.percent !== undefined) percentOre = (percentOre ?? 0) + (line.ore_per_kg ?? 0);
    else perAnimalOre = (perAnimalOre ?? 0) + (line.ore ?? 0);
  }
  return {
    base_kr_per_kg: perKg('base') ?? 0,
    class_kr_per_kg: perKg('class'),
    fat_group_kr_per_kg: perKg('fat_group'),
    meat_percent_kr_per_kg: perKg('meat_percent'),
    weight_band_kr_per_kg: perKg('weight_band'),
    percent_kr_per_kg: percentOre === null ? null : oreToKr(percentOre),
    per_animal_kr: perAnimalOre === null ? null : oreToKr(perAnimalOre),
    other_kr: oreToKr(e.other_ore),
    explanation: e.lines.map((l) => l.label).join('; '),
  };
}

import { formatKg, usesMeatPercent, type SlaughterAnimal } from '@slakteweb/core';

/** A decimal number the Norwegian way without thousands grouping: 89.5 → '89,50' (2 decimals). */
export function plainDecimal(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}

/** Meat percent with one decimal at most: 61.25 → '61,3 %'. */
export function formatMeatPercent(percent: number): string {
  return `${percent.toLocaleString('nb-NO', { maximumFractionDigits: 1 })} %`;
}

/** kr per kg with two decimals and grouping: 1234.5 → '1 234,50'. */
export function formatPricePerKg(kr: number): string {
  return kr.toLocaleString('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\u00a0/g, ' ');
}

export interface GradeCell {
  /** 'Kjøttprosent' or 'Klasse'. */
  label: 'Kjøttprosent' | 'Klasse';
  value: string;
}

/**
 * Pigs, turkey and råne-like descriptions show meat percent, all others the meat/fat class
 * (spec §3, §9); the description decides, as in core's usesMeatPercent.
 */
export function gradeCell(animal: Pick<SlaughterAnimal, 'description' | 'meat_percent' | 'meat_fat_class'>): GradeCell {
  if (usesMeatPercent(animal.description)) {
    return { label: 'Kjøttprosent', value: animal.meat_percent === null ? '' : formatMeatPercent(animal.meat_percent) };
  }
  return { label: 'Klasse', value: animal.meat_fat_class ?? '' };
}

/** The column heading for a group's animals: one kind of grade, or both when mixed. */
export function gradeHeading(animals: Pick<SlaughterAnimal, 'description'>[]): string {
  const percent = animals.filter((a) => usesMeatPercent(a.description)).length;
  if (percent === animals.length) return 'Kjøttprosent';
  if (percent === 0) return 'Klasse';
  return 'Klasse / kjøttprosent';
}

/** '84,4' kg, via core's formatKg. */
export const weightKg = (grams: number): string => formatKg(grams);

import { formatPercent, usesMeatPercent, type SlaughterAnimal } from '@slakteweb/core';

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
    return { label: 'Kjøttprosent', value: animal.meat_percent === null ? '' : formatPercent(animal.meat_percent) };
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

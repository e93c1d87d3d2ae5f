import { formatMeatPercent, usesMeatPercent, type SlaughterAnimal } from '@slakteweb/core';

export interface GradeCell {
  /** 'Kjøttprosent' or 'Klasse'. */
  label: 'Kjøttprosent' | 'Klasse';
  value: string;
}

/**
 * Pigs, turkey and råne-like descriptions show meat percent (one decimal), all others the EUROP
 * class; the fat group has its own column (spec §3, §9). The description decides, as in core's
 * usesMeatPercent.
 */
export function gradeCell(animal: Pick<SlaughterAnimal, 'description' | 'meat_percent' | 'classification'>): GradeCell {
  if (usesMeatPercent(animal.description)) {
    return { label: 'Kjøttprosent', value: animal.meat_percent === null ? '' : formatMeatPercent(animal.meat_percent) };
  }
  return { label: 'Klasse', value: animal.classification };
}

/** The column heading for a group's animals: one kind of grade, or both when mixed. */
export function gradeHeading(animals: Pick<SlaughterAnimal, 'description'>[]): string {
  const percent = animals.filter((a) => usesMeatPercent(a.description)).length;
  if (percent === animals.length) return 'Kjøttprosent';
  if (percent === 0) return 'Klasse';
  return 'Klasse / kjøttprosent';
}

/** A fat-group column only where some animal is settled on class: pigs have no fat group. */
export function hasFatGroupColumn(animals: Pick<SlaughterAnimal, 'description'>[]): boolean {
  return animals.some((a) => !usesMeatPercent(a.description));
}

import { EUROP_CLASSES, FAT_GROUPS } from '@slakteweb/core';
import type { SettledAnimal } from '../types.js';
import { normal, pick, type Rng } from './random.js';

/**
 * The generated animals of one delivery, before they are numbered and priced (settlements-generator.ts):
 * a pig, a sheep or a cattle with its weight, class, fat group, meat percent, diseases and the price
 * it would be settled at. Deterministic by the random source it is given.
 */

/** Price levels rise a little each year; `year` is the settlement's year. */
function yearlyRise(year: number, perYear: number): number {
  return (year - 2023) * perYear;
}

const PIG_DISEASES = ['Lungebetennelse', 'Brysthinnebetennelse', 'Halebitt', 'Abscess', 'Melkeflekklever', 'Leddbetennelse'];
const SHEEP_DISEASES = ['Parasitter i lever', 'Lungebetennelse', 'Abscess', 'Leverikter', 'Brysthinnebetennelse'];
const CATTLE_DISEASES = ['Leverikter', 'Abscess', 'Lungebetennelse', 'Brysthinnebetennelse', 'Parasitter i lever'];

/** An animal before it is numbered and priced: the price is the one it would be settled at. */
export interface AnimalDraft extends Pick<SettledAnimal, 'group_name' | 'animal_kind' | 'description' | 'classification' | 'meat_percent_tenths' | 'fat_group' | 'weight_g'> {
  price_ore_per_kg: number;
  diseases: string[];
}

/** Weights to the 100 g, as the slaughter line's scale reports them. */
function grams(kg: number): number {
  return Math.round(kg * 10) * 100;
}

function classAt(index: number): string {
  return EUROP_CLASSES[Math.max(0, Math.min(14, Math.round(index)))]!;
}

function fatAt(index: number): string {
  return FAT_GROUPS[Math.max(0, Math.min(14, Math.round(index)))]!;
}

function diseases(rng: Rng, names: string[], rate: number): string[] {
  if (rng() >= rate) return [];
  const first = pick(rng, names);
  if (rng() < 0.15) {
    const second = pick(rng, names);
    if (second !== first) return [first, second];
  }
  return [first];
}

export function pig(rng: Rng, year: number, description: 'Slaktegris' | 'Purke' | 'Råne'): AnimalDraft {
  if (description === 'Slaktegris') {
    const weightKg = normal(rng, 88, 6.5, 75, 105);
    const meatPercent = normal(rng, 61, 2.4, 55, 66);
    // Price follows meat percent, with a deduction outside the weight band the cooperative pays best.
    const kr = 25.6 + yearlyRise(year, 0.9) + (meatPercent - 60) * 0.18 - (weightKg < 78 || weightKg > 102 ? 1.2 : 0);
    return {
      group_name: 'Slaktegris',
      animal_kind: 'pig',
      description,
      classification: '',
      meat_percent_tenths: Math.round(meatPercent * 10),
      fat_group: null,
      weight_g: grams(weightKg),
      price_ore_per_kg: Math.round(kr * 100),
      diseases: diseases(rng, PIG_DISEASES, 0.07),
    };
  }
  const sow = description === 'Purke';
  const weightKg = sow ? normal(rng, 185, 22, 140, 240) : normal(rng, 160, 20, 120, 210);
  const meatPercent = normal(rng, sow ? 58 : 56, 2, 50, 64);
  const kr = (sow ? 16.8 : 13.9) + yearlyRise(year, 0.5) + (meatPercent - 58) * 0.08;
  return {
    group_name: description,
    animal_kind: 'pig',
    description,
    classification: '',
    meat_percent_tenths: Math.round(meatPercent * 10),
    fat_group: null,
    weight_g: grams(weightKg),
    price_ore_per_kg: Math.round(kr * 100),
    diseases: diseases(rng, PIG_DISEASES, 0.1),
  };
}

export function sheep(rng: Rng, year: number, ewe: boolean): AnimalDraft {
  if (!ewe) {
    const weightKg = normal(rng, 19.5, 2.6, 14, 26);
    // Heavier lambs tend to classify better: R (index 7) on average.
    const cls = normal(rng, 6.2 + (weightKg - 19.5) * 0.35, 1.5, 3, 11);
    const fat = normal(rng, 5.5 + (weightKg - 19.5) * 0.25, 1.2, 2, 9);
    const kr = 80.5 + yearlyRise(year, 1.6) + (Math.round(cls) - 6) * 1.4 - (Math.round(fat) > 8 ? 3 : 0);
    return {
      group_name: 'Lam',
      animal_kind: 'sheep',
      description: 'Lam',
      classification: classAt(cls),
      meat_percent_tenths: null,
      fat_group: fatAt(fat),
      weight_g: grams(weightKg),
      price_ore_per_kg: Math.round(Math.min(95, kr) * 100),
      diseases: diseases(rng, SHEEP_DISEASES, 0.05),
    };
  }
  const weightKg = normal(rng, 32, 3.5, 25, 40);
  const cls = normal(rng, 4.5, 1.3, 1, 8);
  const fat = normal(rng, 7, 1.8, 3, 11);
  const kr = 42 + yearlyRise(year, 1.5) + (Math.round(cls) - 4) * 1.2;
  return {
    group_name: 'Sau',
    animal_kind: 'sheep',
    description: 'Sau',
    classification: classAt(cls),
    meat_percent_tenths: null,
    fat_group: fatAt(fat),
    weight_g: grams(weightKg),
    price_ore_per_kg: Math.round(Math.min(55, kr) * 100),
    diseases: diseases(rng, SHEEP_DISEASES, 0.08),
  };
}

const CATTLE_TYPES = [
  // description, weight mean/sd/min/max, class mean, fat mean, kr/kg base; chance
  { description: 'Ung okse', kg: [330, 24, 280, 380], cls: 8.2, fat: 4.5, kr: 76.5, chance: 0.4 },
  { description: 'Ku', kg: [280, 24, 230, 330], cls: 4.5, fat: 6.5, kr: 66, chance: 0.3 },
  { description: 'Kvige', kg: [255, 20, 215, 300], cls: 6.5, fat: 6, kr: 73, chance: 0.2 },
  { description: 'Kalv', kg: [120, 18, 85, 165], cls: 5.5, fat: 3.5, kr: 70, chance: 0.1 },
] as const;

export function cattle(rng: Rng, year: number): AnimalDraft {
  let roll = rng();
  const type = CATTLE_TYPES.find((t) => (roll -= t.chance) < 0) ?? CATTLE_TYPES[0];
  const [mean, sd, min, max] = type.kg;
  const weightKg = normal(rng, mean, sd, min, max);
  const cls = normal(rng, type.cls, 1.4, 1, 13);
  const fat = normal(rng, type.fat, 1.5, 1, 12);
  const kr = type.kr + yearlyRise(year, 2) + (Math.round(cls) - type.cls) * 0.9;
  return {
    group_name: 'Storfe',
    animal_kind: 'cattle',
    description: type.description,
    classification: classAt(cls),
    meat_percent_tenths: null,
    fat_group: fatAt(fat),
    weight_g: grams(weightKg),
    price_ore_per_kg: Math.round(Math.max(65, Math.min(85, kr)) * 100),
    diseases: diseases(rng, CATTLE_DISEASES, 0.06),
  };
}

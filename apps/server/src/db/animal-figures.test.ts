import { describe, expect, it } from 'vitest';
import { animalFigures, ANIMAL_FIGURE_COLUMNS } from './animal-figures.js';

describe('animal figures', () => {
  const loaded = {
    id: 7,
    group_name: 'Storfe',
    animal_kind: 'cattle' as const,
    mark_no: 'NO12345',
    individual_no: '00004',
    description: 'Ku',
    classification: 'R+',
    meat_percent_tenths: null,
    fat_group: '3-',
    weight_g: 312_400,
    price_ore_per_kg: 7_250,
    amount_ore: 2_264_900,
    diseases: ['Leverikter'],
    photo_ids: [],
  };

  it('are the figures a settled animal shows, each once', () => {
    expect([...ANIMAL_FIGURE_COLUMNS].sort()).toEqual(
      ['amount_ore', 'classification', 'description', 'fat_group', 'individual_no', 'mark_no', 'meat_percent_tenths', 'price_ore_per_kg', 'weight_g'].sort(),
    );
  });

  it('take the figures of an animal and leave its id, group, diseases and photos', () => {
    expect(animalFigures(loaded)).toEqual({
      mark_no: 'NO12345',
      individual_no: '00004',
      description: 'Ku',
      classification: 'R+',
      meat_percent_tenths: null,
      fat_group: '3-',
      weight_g: 312_400,
      price_ore_per_kg: 7_250,
      amount_ore: 2_264_900,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { buyCattleText, enrolmentKindOf, enrolmentKindSuffix, isDeletionByRequest } from './enumerations.js';

describe('buyCattleText', () => {
  it('says a bought cattle row in the order of the steps', () => {
    expect(buyCattleText({ live_animal_type: 'feeding_animal', cattle_category: 'meat_animal', cattle_weight: 'heavy', cattle_gender: 'male' })).toBe(
      'Livdyr til fôring, Kjøttfe, tung, okse',
    );
    expect(
      buyCattleText({ live_animal_type: 'breeding_animal', cattle_category: 'milk_animal', cattle_weight: 'light', cattle_breeding_fertility_status: 'fertile_she_cattle' }),
    ).toBe('Livdyr til avl, Melkefe, lett, drektig kvige/ku');
  });

  it('leaves out unknown or missing choices instead of printing them', () => {
    expect(buyCattleText({ live_animal_type: 'feeding_animal', cattle_category: 'goat', cattle_gender: undefined })).toBe('Livdyr til fôring');
  });
});

describe('kinds of submitted enrolments', () => {
  it('are slaughter for every group and buy/sell per group; only buy and sell go by request', () => {
    expect(enrolmentKindOf('slaughter', 'cattle')).toBe('slaughter');
    expect(enrolmentKindOf('sell', 'sheep')).toBe('sell_sheep');
    expect(isDeletionByRequest('buy_cattle')).toBe(true);
    expect(isDeletionByRequest('slaughter')).toBe(false);
    expect(enrolmentKindSuffix('sell_pigs')).toBe(' - Salg');
  });
});

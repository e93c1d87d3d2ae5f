import { describe, expect, it } from 'vitest';
import { gridDeductionText, gridShareSentence } from './grid-texts.js';

describe('grid compliance texts', () => {
  it.each([
    ['sheep', 'weight_band', { animals: 100, best: 72, percent: 72 }, { animals: 5000, best: 3200, percent: 64 }, 'Uten trekk for vekt: 72 % av lammene og sauene (slakteriet: 64 %)'],
    ['pigs', 'meat_percent', { animals: 3, best: 2, percent: 66.7 }, null, 'Uten trekk for kjøttprosent: 67 % av grisene'],
    ['cattle', 'class', { animals: 8, best: 1, percent: 12.5 }, { animals: 0, best: 0, percent: null }, 'Uten trekk for klasse: 13 % av storfeet'],
    ['pigs', 'class', { animals: 0, best: 0, percent: null }, null, null],
  ] as const)('%s %s', (kind, scale, farm, house, text) => {
    expect(gridShareSentence(kind, scale, farm, house)).toBe(text);
  });

  it('says a deduction with its kroner and animals', () => {
    expect(gridDeductionText({ code: 'weight_band', label: 'Vekt', kr: -1860, animals: 12 })).toBe('Vekt: −1 860,00 kr for 12 dyr');
  });
});

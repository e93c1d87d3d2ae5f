import type { SlaughterGroup } from '@slakteweb/core';
import { describe, expect, it } from 'vitest';
import { parseWeightChange, whatIfRequest, whatIfSentence } from './what-if';

describe('the weight change as typed', () => {
  it.each([
    ['2', { kg: 2 }],
    ['+2', { kg: 2 }],
    ['-1,5', { kg: -1.5 }],
    ['−1.5', { kg: -1.5 }],
    ['', { error: 'Skriv hvor mange kg mer eller mindre' }],
    ['to', { error: 'Skriv et tall, f.eks. 2 eller −1,5' }],
    ['0', { error: 'Skriv en endring, ikke 0' }],
    ['51', { error: 'Høyst 50 kg mer eller mindre' }],
  ])('%j → %o', (text, expected) => {
    expect(parseWeightChange(text)).toEqual(expected);
  });
});

describe('the request and the answer', () => {
  const group = {
    group_name: 'Storfe',
    animal_kind: 'cattle',
    avg_weight_g: 0,
    tot_weight_g: 0,
    diseases: [],
    animals: [
      { description: 'Ku', weight_g: 281_400, classification: 'O+', fat_group: '3-', meat_percent: null },
      { description: 'Kvige', weight_g: 250_000, classification: '', fat_group: null, meat_percent: null },
    ],
  } as unknown as SlaughterGroup;

  it('sends each animal with its category, weight, class and fat group, by the settlement’s week', () => {
    expect(whatIfRequest(group, '2026-11-09', 2)).toEqual({
      kind: 'cattle',
      year: 2026,
      week: 46,
      weight_change_kg: 2,
      animals: [
        { category: 'Ku', weight_kg: 281.4, class: 'O+', fat_group: '3-' },
        { category: 'Kvige', weight_kg: 250 },
      ],
    });
  });

  it('says the difference in kroner', () => {
    const answer = { animals: 12, unpriced: 0, amount_kr: 16680, moved_amount_kr: 18540, difference_kr: 1860, lists: [] };
    expect(whatIfSentence(2, answer)).toBe('Med 2 kg mer per dyr hadde 12 dyr gitt 1 860,00 kr mer: 18 540,00 kr i stedet for 16 680,00 kr etter prislisten.');
    expect(whatIfSentence(-1.5, { ...answer, moved_amount_kr: 16260, difference_kr: -420 })).toBe(
      'Med 1,5 kg mindre per dyr hadde 12 dyr gitt 420,00 kr mindre: 16 260,00 kr i stedet for 16 680,00 kr etter prislisten.',
    );
    expect(whatIfSentence(1, { ...answer, moved_amount_kr: 16680, difference_kr: 0 })).toBe('Med 1 kg mer per dyr hadde 12 dyr gitt det samme: 16 680,00 kr i stedet for 16 680,00 kr etter prislisten.');
  });
});

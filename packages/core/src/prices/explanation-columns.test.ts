import { describe, expect, it } from 'vitest';
import { priceListSchema } from '../contracts/prices.js';
import { explainPriceOre } from './explain.js';
import { EXPLANATION_COLUMNS, explanationColumns } from './explanation-columns.js';

const list = priceListSchema.parse({
  kind: 'sheep',
  category: 'Lam',
  year: 2026,
  week: 38,
  base_ore_per_kg: 7000,
  class_ore_per_kg: { U: 300 },
  fat_group_ore_per_kg: { '4': -200 },
  weight_bands: [{ from_g: 0, to_g: 13_500, ore_per_kg: -500 }],
  per_animal: [
    { code: 'transport', label: 'Transport', ore: -4500 },
    { code: 'avgift', label: 'Omsetningsavgift', ore: -1200 },
  ],
  percent_deductions: [{ code: 'ksl', label: 'KSL ikke godkjent', percent_hundredths: 200, condition: 'ksl_not_approved' }],
});

describe('explanationColumns: an explained price as a spreadsheet row', () => {
  it('puts each part of the price in its column, the per-animal items summed, and the lines as text', () => {
    // 7000 + 300 − 200 − 500 = 6600; 2 % = 132; 6468 øre/kg × 12,0 kg = 77 616 øre; − 57,00 kr.
    const e = explainPriceOre(list, { weight_g: 12_000, classification: 'U', fat_group: '4', ksl_approved: false, settled: { price_ore_per_kg: 6468, amount_ore: 72_916 } });
    const row = explanationColumns(e);
    expect(row).toEqual({
      base_kr_per_kg: 70,
      class_kr_per_kg: 3,
      fat_group_kr_per_kg: -2,
      meat_percent_kr_per_kg: null,
      weight_band_kr_per_kg: -5,
      percent_kr_per_kg: -1.32,
      per_animal_kr: -57,
      other_kr: 10,
      explanation: expect.stringContaining('Notering: 70,00 kr/kg; Klasse U: +3,00 kr/kg; Fettgruppe 4: −2,00 kr/kg'),
    });
    expect(row.explanation).toContain('Transport: −45,00 kr; Omsetningsavgift: −12,00 kr; Andre tillegg og trekk: +10,00 kr');
    expect(EXPLANATION_COLUMNS.map((c) => c.key)).toEqual(Object.keys(row));
  });

  it('leaves a part the animal has none of empty, and the other line at zero', () => {
    const row = explanationColumns(explainPriceOre(list, { weight_g: 20_000, classification: 'R', fat_group: '3', ksl_approved: true }));
    expect(row).toMatchObject({ class_kr_per_kg: 0, fat_group_kr_per_kg: 0, weight_band_kr_per_kg: null, percent_kr_per_kg: null, other_kr: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import type { SettlementDetail, SlaughterAnimal } from '../contracts/settlements.js';
import { priceListSchema } from '../contracts/prices.js';
import { explainPrice } from '../prices/explain.js';
import { adjustmentSums, includedVatOre, settlementSums } from './sums.js';

const lambList = priceListSchema.parse({
  kind: 'sheep',
  category: 'Lam',
  year: 2026,
  week: 38,
  base_ore_per_kg: 7000,
  class_ore_per_kg: { U: 300, R: 0, O: -400 },
  fat_group_ore_per_kg: { '3': 0, '4': -200 },
  weight_bands: [{ from_g: 0, to_g: 13_500, ore_per_kg: -500 }],
  per_animal: [{ code: 'transport', label: 'Transport', ore: -4500 }],
  percent_deductions: [{ code: 'ksl', label: 'KSL ikke godkjent', percent_hundredths: 200, condition: 'ksl_not_approved' }],
});

/** A lamb settled at the list's price (or at `settled`), explained as the server explains it. */
function lamb(weight_g: number, classification: string, fat_group: string, settled?: { price_ore_per_kg: number; amount_ore: number }): SlaughterAnimal {
  const explanation = explainPrice(lambList, { weight_g, classification, fat_group, ksl_approved: false, settled: settled ?? null });
  return {
    animal_kind: 'sheep',
    mark_no: '1',
    individual_no: String(weight_g),
    description: 'Lam',
    classification,
    meat_percent: null,
    meat_fat_class: `${classification} / ${fat_group}`,
    fat_group,
    weight_g,
    diseases: [],
    price_kr_per_kg: explanation.kr_per_kg,
    amount_kr: explanation.amount_kr,
    slaughter_image_download_ids: [],
    settlement_no: '100010129',
    price_explanation: explanation,
    open_case: null,
    changes: [],
  };
}

describe('adjustmentSums: each kind of supplement and deduction of a set of animals', () => {
  it('sums the weight deduction of the light lambs in kroner, named with the band and the animals', () => {
    // 12 lambs of 12,4 kg: 12 400 g × −5,00 kr/kg = −62,00 kr each.
    const light = Array.from({ length: 12 }, () => lamb(12_400, 'R', '3'));
    const sums = adjustmentSums(light);
    expect(sums.find((s) => s.code === 'weight_band')).toEqual({
      code: 'weight_band',
      kr: -744,
      animals: 12,
      text: 'Trekk for vekt: −744,00 kr for 12 lam under 13,5 kg',
    });
  });

  it('keeps each class apart, leaves out what costs nothing and names the items by the list', () => {
    const animals = [lamb(20_000, 'U', '3'), lamb(21_000, 'U', '4'), lamb(18_000, 'O', '3'), lamb(19_000, 'R', '3')];
    const texts = adjustmentSums(animals).map((s) => s.text);
    expect(texts).toEqual([
      // 41 000 g × 3,00 kr/kg
      'Tillegg for klasse: +123,00 kr for 2 lam i klasse U',
      // 18 000 g × −4,00 kr/kg
      'Trekk for klasse: −72,00 kr for 1 lam i klasse O',
      // 21 000 g × −2,00 kr/kg
      'Trekk for fettgruppe: −42,00 kr for 1 lam i fettgruppe 4',
      // 2 % of each lamb's price per kg, times its weight: 1,46 × 20 + 1,42 × 21 + 1,32 × 18 + 1,40 × 19
      'KSL ikke godkjent: −109,38 kr for 4 lam',
      'Transport: −180,00 kr for 4 lam',
    ]);
  });

  it("shows what the settlement paid beyond the list as 'Andre tillegg og trekk'", () => {
    const listed = lamb(20_000, 'R', '3');
    const paid = lamb(20_000, 'R', '3', { price_ore_per_kg: 7000, amount_ore: 140_000 });
    const other = adjustmentSums([listed, paid]).find((s) => s.code === 'other');
    // The list: (70,00 − 2 % KSL) × 20 kg − 45,00 = 1 327,00 kr; paid 1 400,00 kr.
    expect(listed.amount_kr).toBe(1327);
    expect(other?.text).toBe('Andre tillegg og trekk: +73,00 kr for 1 lam');
  });

  it("says 'dyr' when the animals are of more than one kind", () => {
    const ewe = { ...lamb(20_000, 'R', '3'), description: 'Sau' };
    expect(adjustmentSums([lamb(20_000, 'R', '3'), ewe]).find((s) => s.code === 'transport')?.text).toBe('Transport: −90,00 kr for 2 dyr');
  });
});

describe('includedVatOre', () => {
  it.each([
    [125_00, 25_00],
    [88_878_84, 17_775_77],
    [-125_00, -25_00],
    [0, 0],
  ])('the VAT in %s øre incl. 25 %% VAT is %s øre', (total, vat) => {
    expect(includedVatOre(total)).toBe(vat);
  });
});

describe('settlementSums: the settlement as its document shows it', () => {
  const detail = (groups: SettlementDetail['slaughter_animals_by_group'], amount: number | null): SettlementDetail => ({
    date: '2026-11-09',
    settlement_no: '100010129',
    amount,
    has_document: true,
    comment: '',
    slaughter_animals_by_group: groups,
  });
  const group = (name: string, animals: SlaughterAnimal[]) => ({
    group_name: name,
    animal_kind: 'sheep' as const,
    animals,
    avg_weight_g: 0,
    tot_weight_g: animals.reduce((s, a) => s + a.weight_g, 0),
    diseases: [],
  });

  it('per group the count, kg and amount; the total and its VAT; the settlement amount', () => {
    const a = [lamb(12_400, 'R', '3'), lamb(20_000, 'U', '3')];
    const b = [lamb(19_000, 'O', '4')];
    const total = [...a, ...b].reduce((s, x) => s + Math.round(x.amount_kr! * 100), 0);
    const sums = settlementSums(detail([group('Lam', a), group('Lam 2', b)], total / 100));
    expect(sums.groups.map((g) => [g.group_name, g.animals, g.weight_g, g.amount_kr])).toEqual([
      ['Lam', 2, 32_400, (Math.round(a[0]!.amount_kr! * 100) + Math.round(a[1]!.amount_kr! * 100)) / 100],
      ['Lam 2', 1, 19_000, b[0]!.amount_kr],
    ]);
    expect(sums).toMatchObject({ animals: 3, weight_g: 51_400, amount_kr: total / 100, vat_kr: includedVatOre(total) / 100, unexplained_kr: 0 });
    expect(sums.groups[0]!.adjustments.map((s) => s.code)).toEqual(['class', 'weight_band', 'ksl', 'transport']);
    expect(sums.adjustments.find((s) => s.code === 'transport')?.text).toBe('Transport: −135,00 kr for 3 lam');
  });

  it('shows a settlement amount that differs from its animals as its own line, never hidden', () => {
    const a = [lamb(20_000, 'R', '3')];
    const sums = settlementSums(detail([group('Lam', a)], a[0]!.amount_kr! + 10));
    expect(sums.unexplained_kr).toBe(10);
    expect(sums.amount_kr).toBe(a[0]!.amount_kr! + 10);
  });

  it('has no money where the settlement has none (temporary, or a role without prices)', () => {
    const a = [{ ...lamb(20_000, 'R', '3'), price_kr_per_kg: null, amount_kr: null, price_explanation: undefined }];
    const sums = settlementSums(detail([group('Lam', a)], null));
    expect(sums).toMatchObject({ animals: 1, weight_g: 20_000, amount_kr: null, vat_kr: null, unexplained_kr: null, adjustments: [] });
    expect(sums.groups[0]!.amount_kr).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { explainPrice, type PricedAnimal, priceListSchema } from '@slakteweb/core';
import { KeptExplanations } from './kept-explanations.js';

// Explained prices kept in the process: a hit is what explainPrice answers for the same list and
// animal, and every input of explainPrice is part of what a hit must match.

const lambList = () =>
  priceListSchema.parse({
    kind: 'sheep',
    category: 'Lam',
    year: 2026,
    week: 38,
    base_ore_per_kg: 7000,
    class_ore_per_kg: { U: 300, R: 0 },
    fat_group_ore_per_kg: { '3': 0, '4': -200 },
    weight_bands: [{ from_g: 0, to_g: 13_500, ore_per_kg: -500 }],
    per_animal: [
      { code: 'transport', label: 'Transport', ore: -4500 },
      { code: 'helse', label: 'Helsetillegg', ore: 1000, condition: 'health_pig_approved' },
    ],
    percent_deductions: [{ code: 'ksl', label: 'KSL ikke godkjent', percent_hundredths: 200, condition: 'ksl_not_approved' }],
  });

const lamb: PricedAnimal = {
  weight_g: 19_400,
  classification: 'R',
  fat_group: '3',
  meat_percent_tenths: null,
  ksl_approved: false,
  health_pig_approved: null,
  settled: { price_ore_per_kg: 6860, amount_ore: 128_584 },
};

describe('KeptExplanations', () => {
  it('answers what explainPrice answers, the same explanation again for the same list and animal', () => {
    const kept = new KeptExplanations();
    const list = lambList();
    const first = kept.explain(list, lamb);
    expect(first).toEqual(explainPrice(list, lamb));
    expect(kept.explain(list, { ...lamb, settled: { ...lamb.settled! } })).toBe(first);
    expect(kept.size).toBe(1);
    // Shared by every detail that finds it: nobody may change it.
    expect(Object.isFrozen(first) && Object.isFrozen(first.lines) && first.lines.every((l) => Object.isFrozen(l))).toBe(true);
  });

  it.each<[string, (a: PricedAnimal) => PricedAnimal, PricedAnimal?]>([
    ['weight', (a) => ({ ...a, weight_g: 12_000 })],
    ['class', (a) => ({ ...a, classification: 'U' })],
    ['class, none against one named null', (a) => ({ ...a, classification: null }), { ...lamb, classification: 'null' }],
    ['fat group', (a) => ({ ...a, fat_group: '4' })],
    ['meat percent', (a) => ({ ...a, meat_percent_tenths: 614 })],
    ['KSL status', (a) => ({ ...a, ksl_approved: true })],
    ['Helsegris status', (a) => ({ ...a, health_pig_approved: true })],
    ['settled price', (a) => ({ ...a, settled: { price_ore_per_kg: 7000, amount_ore: a.settled!.amount_ore } })],
    ['settled amount', (a) => ({ ...a, settled: { price_ore_per_kg: a.settled!.price_ore_per_kg, amount_ore: 130_000 } })],
    ['no settled price', (a) => ({ ...a, settled: null })],
  ])('explains again when the animal’s %s differs', (_what, change, base = lamb) => {
    const kept = new KeptExplanations();
    const list = lambList();
    kept.explain(list, base);
    const other = change(base);
    expect(kept.explain(list, other)).toEqual(explainPrice(list, other));
    expect(kept.size).toBe(2);
  });

  it('explains again by another list, even one with the same values (a new version of the lists)', () => {
    const kept = new KeptExplanations();
    const before = kept.explain(lambList(), lamb);
    const changed = { ...lambList(), base_ore_per_kg: 7500 };
    expect(kept.explain(changed, lamb).lines[0]!.label).toBe('Notering: 75,00 kr/kg');
    expect(before.lines[0]!.label).toBe('Notering: 70,00 kr/kg');
    expect(kept.size).toBe(2);
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const kept = new KeptExplanations(2);
    const list = lambList();
    const a = kept.explain(list, lamb);
    const b = kept.explain(list, { ...lamb, weight_g: 20_000 });
    expect(kept.explain(list, lamb)).toBe(a);
    kept.explain(list, { ...lamb, weight_g: 21_000 });
    expect(kept.size).toBe(2);
    // b was used least recently: explained anew; a is still kept.
    expect(kept.explain(list, lamb)).toBe(a);
    const bAgain = kept.explain(list, { ...lamb, weight_g: 20_000 });
    expect(bAgain).not.toBe(b);
    expect(bAgain).toEqual(b);
  });
});

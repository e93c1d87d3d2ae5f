import { describe, expect, it } from 'vitest';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { type PricedAnimal, postedSlaughterByDateResponseSchema, priceListSchema, type SlaughterAnimal } from '@slakteweb/core';
import { settlementDetailSerializer } from './detail-json.js';
import { KeptExplanations } from './kept-explanations.js';

// The settlement detail's answer with the kept explanations' JSON written as checked when kept:
// the same JSON as the zod serializer writes, the same checks.

const route = { schema: postedSlaughterByDateResponseSchema, method: 'GET', url: '/api/posted_slaughter_by_date/:date', httpStatus: '200' };
const serialize = settlementDetailSerializer(route);
const zodSerialize = serializerCompiler(route);

const list = priceListSchema.parse({
  kind: 'sheep',
  category: 'Lam',
  year: 2026,
  week: 47,
  base_ore_per_kg: 7000,
  class_ore_per_kg: { U: 300, R: 0 },
  fat_group_ore_per_kg: { '3': 0, '4': -200 },
  weight_bands: [{ from_g: 0, to_g: 13_500, ore_per_kg: -500 }],
  per_animal: [{ code: 'transport', label: 'Henting på gården', ore: -4500 }],
  percent_deductions: [{ code: 'ksl', label: 'KSL ikke godkjent', percent_hundredths: 200, condition: 'ksl_not_approved' }],
});
const priced = (weight_g: number, classification: string, fat_group: string): PricedAnimal => ({
  weight_g,
  classification,
  fat_group,
  meat_percent_tenths: null,
  ksl_approved: false,
  health_pig_approved: null,
  settled: { price_ore_per_kg: 6500, amount_ore: 80_000 },
});

function animal(no: string, explanation: unknown): SlaughterAnimal {
  return {
    animal_kind: 'sheep',
    mark_no: '',
    individual_no: no,
    description: 'Lam',
    classification: 'U',
    meat_percent: null,
    meat_fat_class: 'U / 4',
    fat_group: '4',
    weight_g: 12_000,
    diseases: [{ name: 'Lungebetennelse' }],
    price_kr_per_kg: 65,
    amount_kr: 800,
    slaughter_image_download_ids: [],
    settlement_no: '100039101',
    ...(explanation === undefined ? {} : { price_explanation: explanation as SlaughterAnimal['price_explanation'] }),
    open_case: null,
    changes: [{ at: '2026-11-19T08:00:00+01:00', field: 'weight_g', from: 12_400, to: 12_000 }],
  };
}

function detail(animals: SlaughterAnimal[]) {
  return {
    posted_slaughter_by_date: {
      date: '2026-11-18',
      settlement_no: '100039101',
      amount: 1600,
      has_document: false,
      comment: 'Kjørt av Ørjan',
      slaughter_animals_by_group: [
        { group_name: 'Lam', animal_kind: 'sheep', animals: animals.slice(0, 1), avg_weight_g: 12_000, tot_weight_g: 12_000, diseases: [] },
        { group_name: 'Lam 2', animal_kind: 'sheep', animals: animals.slice(1), avg_weight_g: 12_000, tot_weight_g: 12_000, diseases: [{ name: 'Lungebetennelse', count: 1 }] },
      ],
    },
  };
}

describe('settlementDetailSerializer', () => {
  it('writes the same JSON as the zod serializer, the kept explanations’ letters beyond ASCII as their escapes', () => {
    const kept = new KeptExplanations();
    const data = detail([animal('1', kept.explain(list, priced(12_000, 'U', '4'))), animal('2', undefined), animal('3', kept.explain(list, priced(19_400, 'R', '3')))]);
    const body = serialize(data);
    const expected = zodSerialize(data);
    // The same value, keys in the same order: read back and written again, the zod serializer's text.
    expect(JSON.stringify(JSON.parse(body))).toBe(expected);
    expect(expected).toContain('Fettgruppe 4: −2,00 kr/kg');
    expect(body).toContain('Fettgruppe 4: \\u22122,00 kr/kg');
    expect(body).toContain('Henting p\\u00e5 g\\u00e5rden: \\u221245,00 kr');
    // The kept explanations all ASCII, which Node writes as UTF-8 by copying; the answer's own
    // texts (the comment) as they are.
    expect(body).not.toMatch(/[\u0100-\uffff]/);
    expect(body).toContain('Kjørt av Ørjan');
    expect(JSON.parse(body).posted_slaughter_by_date.slaughter_animals_by_group[1].animals.map((a: SlaughterAnimal) => a.price_explanation?.kr_per_kg ?? null)).toEqual([null, 65]);
  });

  it('leaves out what the schema does not have, with kept explanations and without', () => {
    const kept = new KeptExplanations();
    const extra = (a: SlaughterAnimal) => ({ ...a, supplier_secret: 'intern' }) as SlaughterAnimal;
    const made = { ...kept.explain(list, priced(12_000, 'U', '4')) };
    const notKept = { ...made, internal_note: 'intern', lines: made.lines.map((l) => ({ ...l, ore: 1 })) };
    for (const explanation of [kept.explain(list, priced(12_000, 'U', '4')), notKept]) {
      const data = detail([extra(animal('1', explanation)), animal('2', kept.explain(list, priced(19_400, 'R', '3')))]);
      (data.posted_slaughter_by_date as Record<string, unknown>).cooperative_note = 'intern';
      const body = serialize(data);
      expect(body).not.toContain('intern');
      expect(body).not.toContain('"ore"');
      expect(JSON.stringify(JSON.parse(body))).toBe(zodSerialize(data));
    }
  });

  it.each<[string, (kept: KeptExplanations) => ReturnType<typeof detail>]>([
    ['an explanation of a wrong shape', (kept) => detail([animal('1', { lines: [], kr_per_kg: '65', amount_kr: 800, other_kr: 0 }), animal('2', kept.explain(list, priced(19_400, 'R', '3')))])],
    ['an explanation line without its label', (kept) => detail([animal('1', { lines: [{ code: 'base' }], kr_per_kg: 65, amount_kr: 800, other_kr: 0 }), animal('2', kept.explain(list, priced(19_400, 'R', '3')))])],
    ['an animal’s weight as text beside kept explanations', (kept) => detail([{ ...animal('1', kept.explain(list, priced(12_000, 'U', '4'))), weight_g: 'tung' as unknown as number }])],
    ['the settlement’s amount as text beside kept explanations', (kept) => {
      const data = detail([animal('1', kept.explain(list, priced(12_000, 'U', '4')))]);
      (data.posted_slaughter_by_date as Record<string, unknown>).amount = '1600';
      return data;
    }],
  ])('refuses %s, as the zod serializer does', (_what, make) => {
    const data = make(new KeptExplanations());
    expect(() => zodSerialize(data)).toThrow();
    expect(() => serialize(data)).toThrow(/Response doesn't match the schema/);
  });
});

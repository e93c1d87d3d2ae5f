import type { AnimalChange, AnimalChangeField } from '../contracts/settlements.js';
import { formatDate } from '../format/date.js';
import { formatAmount, oreToKr } from '../format/money.js';
import { formatNumber } from '../format/number.js';
import { formatKg } from '../format/weight.js';

/*
 * Changes to settled animals (DESIGN.md §10): when the cooperative sends a settlement again with
 * other values, the import keeps what changed on each animal, and the farmer sees it on that
 * animal ('Endret 12.11.2026: klasse R → O+, pris 78,20 → 74,10 kr/kg'), never silently overwritten.
 */

/** An animal's values as stored: grams, øre per kg and tenths of a percent. */
export interface StoredAnimalValues {
  group_name: string;
  mark_no: string;
  individual_no: string;
  classification: string;
  fat_group: string | null;
  meat_percent_tenths: number | null;
  weight_g: number;
  price_ore_per_kg: number | null;
}

/**
 * Which animal is which across two imports of a settlement: its individual number, else its group
 * and mark number, else its place in its group; a repeat of the same key is told apart by its
 * order ('#2'). The same animals in the same order give the same keys.
 */
export function animalKeys(animals: readonly Pick<StoredAnimalValues, 'group_name' | 'mark_no' | 'individual_no'>[]): string[] {
  const seen = new Map<string, number>();
  const inGroup = new Map<string, number>();
  return animals.map((a) => {
    const place = (inGroup.get(a.group_name) ?? 0) + 1;
    inGroup.set(a.group_name, place);
    const base = a.individual_no !== '' ? `i:${a.individual_no}` : a.mark_no !== '' ? `m:${a.group_name}|${a.mark_no}` : `p:${a.group_name}|${place}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}#${count}`;
  });
}

/** What changed between two imports of one animal, in the fields' own units (AnimalChange). */
export function animalChanges(before: StoredAnimalValues, after: StoredAnimalValues): Omit<AnimalChange, 'at'>[] {
  const tenths = (v: number | null) => (v === null ? null : v / 10);
  const kr = (v: number | null) => (v === null ? null : oreToKr(v));
  const pairs: [AnimalChangeField, string | number | null, string | number | null][] = [
    ['classification', before.classification || null, after.classification || null],
    ['fat_group', before.fat_group, after.fat_group],
    ['meat_percent', tenths(before.meat_percent_tenths), tenths(after.meat_percent_tenths)],
    ['weight_g', before.weight_g, after.weight_g],
    ['price_kr_per_kg', kr(before.price_ore_per_kg), kr(after.price_ore_per_kg)],
  ];
  return pairs.filter(([, from, to]) => from !== to).map(([field, from, to]) => ({ field, from, to }));
}

const FIELD_TEXT: Record<AnimalChangeField, { name: string; value: (v: string | number) => string; unit: string }> = {
  classification: { name: 'klasse', value: String, unit: '' },
  fat_group: { name: 'fettgruppe', value: String, unit: '' },
  meat_percent: { name: 'kjøttprosent', value: (v) => formatNumber(Number(v), 1), unit: ' %' },
  weight_g: { name: 'vekt', value: (v) => formatKg(Number(v)), unit: ' kg' },
  price_kr_per_kg: { name: 'pris', value: (v) => formatAmount(Number(v)), unit: ' kr/kg' },
};

/**
 * The changes as the farmer reads them, one line per import, oldest first:
 * 'Endret 12.11.2026: klasse R → O+, pris 78,20 → 74,10 kr/kg'. A value that was not there is '–'.
 */
export function animalChangeLines(changes: readonly AnimalChange[]): string[] {
  const byImport = new Map<string, AnimalChange[]>();
  for (const change of changes) byImport.set(change.at, [...(byImport.get(change.at) ?? []), change]);
  return [...byImport].map(([at, list]) => {
    const parts = list.map(({ field, from, to }) => {
      const f = FIELD_TEXT[field];
      const show = (v: string | number | null) => (v === null ? '–' : f.value(v));
      return `${f.name} ${show(from)} → ${show(to)}${f.unit}`;
    });
    return `Endret ${formatDate(at)}: ${parts.join(', ')}`;
  });
}

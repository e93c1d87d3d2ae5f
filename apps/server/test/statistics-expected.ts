import { expect } from 'vitest';
import { ANIMAL_KIND_OF, EUROP_CLASSES, FAT_GROUPS, type FarmerStatistics, type StatisticsKind } from '@slakteweb/core';
import type { Db } from '../src/db/database.js';

/**
 * The statistics worked out here from a plain select of the settled animals, without the
 * service's SQL or the rollups: what the statistics tests compare the API with.
 */

export interface RawAnimal {
  id: number;
  supplier_no: string;
  settlement_id: number;
  settlement_no: string;
  settlement_date: string;
  animal_kind: string;
  group_name: string;
  classification: string;
  fat_group: string | null;
  meat_percent_tenths: number | null;
  weight_g: number;
  discard: string | null;
  diseases: string[];
}

/** Every animal of every posted settlement, with its diseases. */
export async function rawPostedAnimals(db: Db): Promise<RawAnimal[]> {
  const [animals, diseases] = await Promise.all([
    db
      .selectFrom('slaughter_animal as a')
      .innerJoin('settlement as s', 's.id', 'a.settlement_id')
      .select([
        'a.id',
        's.supplier_no',
        'a.settlement_id',
        's.settlement_no',
        's.settlement_date',
        'a.animal_kind',
        'a.group_name',
        'a.classification',
        'a.fat_group',
        'a.meat_percent_tenths',
        'a.weight_g',
        'a.discard',
      ])
      .where('s.kind', '=', 'posted')
      .execute(),
    db.selectFrom('slaughter_animal_disease').select(['animal_id', 'name']).execute(),
  ]);
  const byAnimal = new Map<number, string[]>();
  for (const d of diseases) byAnimal.set(Number(d.animal_id), [...(byAnimal.get(Number(d.animal_id)) ?? []), d.name]);
  return animals.map((a) => ({ ...a, id: Number(a.id), settlement_id: Number(a.settlement_id), diseases: byAnimal.get(Number(a.id)) ?? [] }));
}

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const halfUp = (value: number) => Math.floor(value + 0.5);

/** The averages as the API promises them: kg and meat percent to the hundredth (spec §9), classes on the 15-step scale. */
export function averages(animals: RawAnimal[]) {
  const classSteps = animals.map((a) => EUROP_CLASSES.indexOf(a.classification as never) + 1).filter((s) => s > 0);
  const fatSteps = animals.map((a) => FAT_GROUPS.indexOf(a.fat_group as never) + 1).filter((s) => s > 0);
  const meat = animals.map((a) => a.meat_percent_tenths).filter((m): m is number => m !== null);
  return {
    weight_kg_avg: animals.length ? halfUp(mean(animals.map((a) => a.weight_g)) / 10) / 100 : null,
    classification_avg: classSteps.length ? EUROP_CLASSES[halfUp(mean(classSteps)) - 1]! : null,
    fat_group_avg: fatSteps.length ? FAT_GROUPS[halfUp(mean(fatSteps)) - 1]! : null,
    meat_percent_avg: meat.length ? halfUp(mean(meat) * 10) / 100 : null,
  };
}

/** The farmer's figures and the cooperative's averages, as GET /api/farmer_statistics answers them. */
export function expectedFigures(farm: RawAnimal[], cooperative: RawAnimal[], lastGenerated: string | null) {
  const n = farm.length;
  const counts = new Map<string, number>();
  for (const a of farm) for (const d of a.diseases) counts.set(d, (counts.get(d) ?? 0) + 1);
  const share = (count: number) => ({ count, percentage: n ? (count * 100) / n : 0 });
  const vendor = averages(cooperative);
  return {
    count: n,
    weight_kg_tot: halfUp(farm.reduce((s, a) => s + a.weight_g, 0) / 10) / 100,
    ...averages(farm),
    weight_kg_avg_pr_vendor: vendor.weight_kg_avg,
    classification_avg_pr_vendor: vendor.classification_avg,
    fat_group_avg_pr_vendor: vendor.fat_group_avg,
    meat_percent_avg_pr_vendor: vendor.meat_percent_avg,
    diseases: [...counts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .map(([name, count]) => ({ name, ...share(count) })),
    partially_discarded: share(farm.filter((a) => a.discard === 'partial').length),
    total_discarded: share(farm.filter((a) => a.discard === 'total').length),
    last_generated: lastGenerated,
  };
}

/** Animals of a kind and subkind ('all' for every one). */
export function ofKind(animals: RawAnimal[], kind: StatisticsKind, subkind: string): RawAnimal[] {
  return animals.filter((a) => a.animal_kind === ANIMAL_KIND_OF[kind] && (subkind === 'all' || a.group_name === subkind));
}

export const yearOf = (a: RawAnimal) => Number(a.settlement_date.slice(0, 4));

export function newestDate(animals: RawAnimal[]): string | null {
  return animals.reduce<string | null>((max, a) => (max === null || a.settlement_date > max ? a.settlement_date : max), null);
}

/** The supplier's newest posted settlement, as the posted list orders them (date, then number). */
export function newestSettlement(animals: RawAnimal[], supplierNo: string): RawAnimal | undefined {
  return animals
    .filter((a) => a.supplier_no === supplierNo)
    .sort((a, b) => b.settlement_date.localeCompare(a.settlement_date) || b.settlement_no.localeCompare(a.settlement_no))[0];
}

/** Compares figures, percentages to 9 decimals (the API does not round them). */
export function expectFigures(got: FarmerStatistics, want: ReturnType<typeof expectedFigures>, label: string) {
  const { diseases, partially_discarded, total_discarded, ...rest } = got;
  const { diseases: wantDiseases, partially_discarded: wantPartial, total_discarded: wantTotal, ...wantRest } = want;
  expect(rest, label).toEqual(wantRest);
  expect(diseases.map((d) => [d.name, d.count]), label).toEqual(wantDiseases.map((d) => [d.name, d.count]));
  diseases.forEach((d, i) => expect(d.percentage, label).toBeCloseTo(wantDiseases[i]!.percentage, 9));
  expect(partially_discarded.count, label).toBe(wantPartial.count);
  expect(partially_discarded.percentage, label).toBeCloseTo(wantPartial.percentage, 9);
  expect(total_discarded.count, label).toBe(wantTotal.count);
  expect(total_discarded.percentage, label).toBeCloseTo(wantTotal.percentage, 9);
}

import { describe, expect, it } from 'vitest';
import { animalChangeLines, animalChanges, animalKeys, type StoredAnimalValues } from './animal-changes.js';

const lamb: StoredAnimalValues = {
  group_name: 'Lam',
  mark_no: '3301',
  individual_no: '12345',
  classification: 'R',
  fat_group: '3',
  meat_percent_tenths: null,
  weight_g: 22_400,
  price_ore_per_kg: 7820,
};

describe('changes to a settled animal', () => {
  it('names what changed in the fields of the animal, in their own units', () => {
    expect(animalChanges(lamb, { ...lamb, classification: 'O+', price_ore_per_kg: 7410 })).toEqual([
      { field: 'classification', from: 'R', to: 'O+' },
      { field: 'price_kr_per_kg', from: 78.2, to: 74.1 },
    ]);
    expect(animalChanges(lamb, { ...lamb, weight_g: 22_100, fat_group: null })).toEqual([
      { field: 'fat_group', from: '3', to: null },
      { field: 'weight_g', from: 22_400, to: 22_100 },
    ]);
    const pig = { ...lamb, classification: '', fat_group: null, meat_percent_tenths: 612 };
    expect(animalChanges(pig, { ...pig, meat_percent_tenths: 598 })).toEqual([{ field: 'meat_percent', from: 61.2, to: 59.8 }]);
  });

  it('finds nothing when nothing changed', () => {
    expect(animalChanges(lamb, { ...lamb })).toEqual([]);
  });

  it('says each import on one line, as the farmer reads it', () => {
    const at = '2026-11-12T10:00:00+01:00';
    expect(
      animalChangeLines([
        { at, field: 'classification', from: 'R', to: 'O+' },
        { at, field: 'price_kr_per_kg', from: 78.2, to: 74.1 },
        { at: '2026-11-20T08:00:00+01:00', field: 'weight_g', from: 22_400, to: 22_100 },
        { at: '2026-11-20T08:00:00+01:00', field: 'fat_group', from: null, to: '3-' },
      ]),
    ).toEqual(['Endret 12.11.2026: klasse R → O+, pris 78,20 → 74,10 kr/kg', 'Endret 20.11.2026: vekt 22,4 → 22,1 kg, fettgruppe – → 3-']);
  });

  it('tells the animals apart by individual number, else mark number, else place in the group', () => {
    expect(
      animalKeys([
        { group_name: 'Lam', mark_no: '1', individual_no: '12345' },
        { group_name: 'Slaktegris', mark_no: '7001', individual_no: '' },
        { group_name: 'Slaktegris', mark_no: '', individual_no: '' },
        { group_name: 'Slaktegris', mark_no: '7001', individual_no: '' },
      ]),
    ).toEqual(['i:12345', 'm:Slaktegris|7001', 'p:Slaktegris|2', 'm:Slaktegris|7001#2']);
  });
});

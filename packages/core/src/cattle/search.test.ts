import { describe, expect, it } from 'vitest';
import type { CattleAnimal } from '../contracts/cattle.js';
import { breedSharesSchema } from '../contracts/cattle.js';
import { matchesCattleSearch, padCattleId, searchCattle } from './search.js';

const cow: CattleAnimal = {
  individual_no: '00003',
  mothers_mark: '00441',
  cattle_type: 'Ku',
  animal_keeping_no: 'NO5001234',
  breeds: [
    { name: 'NRF', perc: 88 },
    { name: 'Holstein', perc: 12 },
  ],
  veal_date: '2026-05-11',
  birthdate: '2018-03-07',
};
const calf: CattleAnimal = {
  individual_no: '23',
  mothers_mark: '3',
  cattle_type: 'Kvigekalv',
  animal_keeping_no: 'NO5001234',
  breeds: [{ name: 'Aberdeen Angus', perc: 100 }],
  veal_date: null,
  birthdate: '2026-05-11',
};

describe('padCattleId', () => {
  it.each([
    ['7', '00007'],
    ['00023', '00023'],
    ['123456', '123456'],
  ])('%s → %s', (id, padded) => expect(padCattleId(id)).toBe(padded));
});

describe('matchesCattleSearch (spec §5)', () => {
  it.each([
    // text, matches the cow, matches the calf
    ['', true, true],
    ['  ', true, true],
    ['ku', true, false],
    ['KVIGE', false, true],
    ['kalv', false, true],
    ['hereford', false, false],
    ['holstein', true, false],
    ['angus', false, true],
    ['nrf', true, false],
    // Dates as dd.MM.yyyy: the cow's birthdate, the cow's calving and the calf's birthdate.
    ['07.03.2018', true, false],
    ['11.05.2026', true, true],
    ['05.2026', true, true],
    ['2018-03-07', false, false],
    // Digits only: the mother's mark then the individual number, both padded to 5 digits.
    ['0044100003', true, false],
    ['0000300023', false, true],
    ['00023', false, true],
    ['441', true, false],
    ['00441 00003', false, false],
    ['NO5001234', false, false],
  ])('"%s": cow %s, calf %s', (text, cowMatches, calfMatches) => {
    expect(matchesCattleSearch(cow, text)).toBe(cowMatches);
    expect(matchesCattleSearch(calf, text)).toBe(calfMatches);
  });

  it('keeps the order of the animals', () => {
    expect(searchCattle([calf, cow], '2026')).toEqual([calf, cow]);
    expect(searchCattle([calf, cow], 'ku')).toEqual([cow]);
  });
});

describe('breedSharesSchema', () => {
  it('wants the shares to add up to 100', () => {
    expect(breedSharesSchema.safeParse(cow.breeds).success).toBe(true);
    expect(breedSharesSchema.safeParse([]).success).toBe(true);
    expect(breedSharesSchema.safeParse([{ name: 'NRF', perc: 90 }]).success).toBe(false);
  });
});

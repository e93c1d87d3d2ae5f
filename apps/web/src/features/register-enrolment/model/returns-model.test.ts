import { getCompany } from '@slakteweb/core';
import { describe, expect, it } from 'vitest';
import { testReturnForm } from '../testing/enrolment-api';
import {
  deleteDivision,
  moveReturnAnimals,
  type PlacedRow,
  placedAt,
  placesMoreThanItHas,
  type Placements,
  returnPayload,
  placedIdsAt,
  trimmedPlacements,
  withoutEmptyDivisions,
  withPlacementsOf,
  withSingleDivision,
} from './returns-model';

// The return-meat divisions on the screen (spec §4): moving animals between the pool and divisions,
// a new division, an empty one dropped, a deleted one's animals back in the pool, and the payload.

const pigs = (uid: string, meat: number, placed: { group_id: string; amount_animals: number }[] = []): PlacedRow => ({
  uid,
  subcategory_name: 'Gris',
  amount: 10,
  club_no: '4411',
  return_meat_checked: true,
  return_meat: meat,
  return_options_groups: placed,
});
const cow = (uid: string, placed: { group_id: string; amount_animals: number }[] = []): PlacedRow => ({
  uid,
  mark_no: '50012',
  individual_no: uid,
  return_meat: true,
  return_options_groups: placed,
});
const state = (rows: PlacedRow[], ids: string[] = []): Placements<PlacedRow> => ({ rows, returnDivisions: ids.map((id) => ({ id, formData: {} })) });
const groupsOf = (s: Placements<PlacedRow>, uid: string) => s.rows.find((r) => r.uid === uid)!.return_options_groups;

describe('placedAt', () => {
  it('counts a row’s animals in the pool and in a division', () => {
    const row = pigs('a', 5, [{ group_id: 'd1', amount_animals: 2 }]);
    expect(placedAt(row, null)).toBe(3);
    expect(placedAt(row, 'd1')).toBe(2);
    expect(placedAt(row, 'd2')).toBe(0);
  });
});

describe('moving animals', () => {
  it("to 'Opprett ny oppdeling' makes a division at the end and puts them there", () => {
    const next = moveReturnAnimals(state([cow('c1')]), { uid: 'c1', from: null, to: 'new', amount: 1 });
    expect(next.returnDivisions).toHaveLength(1);
    expect(groupsOf(next, 'c1')).toEqual([{ group_id: next.returnDivisions[0]!.id, amount_animals: 1, animal_ids: ['50012-c1'] }]);
  });

  it('some of a group to one division, the rest to another', () => {
    let s = state([pigs('a', 5)], ['d1', 'd2']);
    s = moveReturnAnimals(s, { uid: 'a', from: null, to: 'd1', amount: 3 });
    s = moveReturnAnimals(s, { uid: 'a', from: null, to: 'd2', amount: 9 });
    expect(groupsOf(s, 'a')).toEqual([
      { group_id: 'd1', amount_animals: 3 },
      { group_id: 'd2', amount_animals: 2 },
    ]);
    expect(placedAt(s.rows[0]!, null)).toBe(0);
  });

  it('between divisions and back to the pool; a division left empty is dropped', () => {
    let s = state([pigs('a', 3, [{ group_id: 'd1', amount_animals: 3 }])], ['d1', 'd2']);
    s = moveReturnAnimals(s, { uid: 'a', from: 'd1', to: 'd2', amount: 1 });
    expect(groupsOf(s, 'a')).toEqual([
      { group_id: 'd1', amount_animals: 2 },
      { group_id: 'd2', amount_animals: 1 },
    ]);
    s = moveReturnAnimals(s, { uid: 'a', from: 'd1', to: null, amount: 2 });
    expect(groupsOf(s, 'a')).toEqual([{ group_id: 'd2', amount_animals: 1 }]);
    expect(s.returnDivisions.map((d) => d.id)).toEqual(['d2']);
  });

  it('moves nothing that is not there, and nothing to where it is', () => {
    const s = state([cow('c1', [{ group_id: 'd1', amount_animals: 1 }])], ['d1']);
    expect(moveReturnAnimals(s, { uid: 'c1', from: null, to: 'd1', amount: 1 })).toBe(s);
    expect(moveReturnAnimals(s, { uid: 'c1', from: 'd1', to: 'd1', amount: 1 })).toBe(s);
    expect(moveReturnAnimals(s, { uid: 'nope', from: null, to: 'new', amount: 1 })).toBe(s);
  });
});

describe('numbered animals move by number (spec §4: a division receives each selected animal)', () => {
  const lambs = (uid: string, placed: { group_id: string; amount_animals: number; animal_ids?: string[] }[] = []): PlacedRow => ({
    uid,
    subcategory_name: 'Lam',
    amount: 6,
    return_skin_meat: ['301', '302', '303'].map((individual_no) => ({ individual_no, return_meat: true })).concat([{ individual_no: '304', return_meat: false }]),
    return_options_groups: placed,
  });

  it('the chosen sheep go to a new division, the others stay; then one moves on to another', () => {
    let s = moveReturnAnimals(state([lambs('a')], ['d1']), { uid: 'a', from: null, to: 'd1', amount: 0, ids: ['301', '303'] });
    expect(groupsOf(s, 'a')).toEqual([{ group_id: 'd1', amount_animals: 2, animal_ids: ['301', '303'] }]);
    expect(placedIdsAt(s.rows[0]!, null)).toEqual(['302']);
    s = moveReturnAnimals(s, { uid: 'a', from: 'd1', to: 'new', amount: 0, ids: ['303', '304'] });
    const added = s.returnDivisions[1]!.id;
    expect(groupsOf(s, 'a')).toEqual([
      { group_id: 'd1', amount_animals: 1, animal_ids: ['301'] },
      { group_id: added, amount_animals: 1, animal_ids: ['303'] },
    ]);
  });

  it('sows and boars by ear tag; a sheep whose meat is unticked leaves its division', () => {
    const sows: PlacedRow = { uid: 's', subcategory_name: 'Purke', amount: 2, individual_pigs: [{ ear_tag: '4533', return_meat: true }, { ear_tag: '4534', return_meat: true }] };
    const s = moveReturnAnimals(state([sows], ['d1']), { uid: 's', from: null, to: 'd1', amount: 0, ids: ['4534'] });
    expect(groupsOf(s, 's')).toEqual([{ group_id: 'd1', amount_animals: 1, animal_ids: ['4534'] }]);
    const placed = lambs('a', [{ group_id: 'd1', amount_animals: 2, animal_ids: ['301', '302'] }]);
    const unticked = { ...placed, return_skin_meat: placed.return_skin_meat!.map((x) => (x.individual_no === '302' ? { ...x, return_meat: false } : x)) };
    expect(trimmedPlacements(unticked).return_options_groups).toEqual([{ group_id: 'd1', amount_animals: 1, animal_ids: ['301'] }]);
  });

  it('when one division is enough it is made for the farmer with every animal; a second split keeps new animals waiting', () => {
    const made = withSingleDivision(state([lambs('a'), pigs('p', 4)]));
    expect(made.returnDivisions).toHaveLength(1);
    const id = made.returnDivisions[0]!.id;
    expect(groupsOf(made, 'a')).toEqual([{ group_id: id, amount_animals: 3, animal_ids: ['301', '302', '303'] }]);
    expect(groupsOf(made, 'p')).toEqual([{ group_id: id, amount_animals: 4 }]);
    const split = state([lambs('a', [{ group_id: 'd1', amount_animals: 1, animal_ids: ['301'] }, { group_id: 'd2', amount_animals: 1, animal_ids: ['302'] }])], ['d1', 'd2']);
    expect(withSingleDivision(split)).toBe(split);
  });
});

describe('divisions', () => {
  it("'Er du sikker på å slette denne gruppen?' Ja: the division goes and its animals are back in the pool", () => {
    const s = deleteDivision(state([cow('c1', [{ group_id: 'd1', amount_animals: 1 }]), cow('c2', [{ group_id: 'd2', amount_animals: 1 }])], ['d1', 'd2']), 'd1');
    expect(s.returnDivisions.map((d) => d.id)).toEqual(['d2']);
    expect(groupsOf(s, 'c1')).toEqual([]);
    expect(placedAt(s.rows[0]!, null)).toBe(1);
  });

  it('are dropped when no row has animals in them', () => {
    expect(withoutEmptyDivisions(state([cow('c1', [{ group_id: 'd2', amount_animals: 1 }])], ['d1', 'd2'])).returnDivisions.map((d) => d.id)).toEqual(['d2']);
  });
});

describe('a changed row', () => {
  it('keeps its placements, cut down to its return meat from the last division', () => {
    const placed = [
      { group_id: 'd1', amount_animals: 3 },
      { group_id: 'd2', amount_animals: 2 },
    ];
    const before = pigs('a', 5, placed);
    expect(withPlacementsOf(pigs('a', 4), before).return_options_groups).toEqual([
      { group_id: 'd1', amount_animals: 3 },
      { group_id: 'd2', amount_animals: 1 },
    ]);
    expect(trimmedPlacements(pigs('a', 2, placed)).return_options_groups).toEqual([{ group_id: 'd1', amount_animals: 2 }]);
    expect(withPlacementsOf(pigs('a', 6), before).return_options_groups).toEqual(before.return_options_groups);
    // The screen asks first when fewer have return meat than are placed.
    expect(placesMoreThanItHas(before, pigs('a', 4))).toBe(true);
    expect(placesMoreThanItHas(before, pigs('a', 5))).toBe(false);
    expect(placesMoreThanItHas(before, { ...cow('a'), return_meat: false })).toBe(true);
  });
});

describe('returnPayload', () => {
  const returns = {
    rows: [{ ...cow('c1', [{ group_id: 'd1', amount_animals: 1 }]), return_skin: true }],
    returnDivisions: [{ id: 'd1', formData: { oppdeling: 'halv' } }],
    returnCommon: { merking: 'navn', garving: true, fra_for: true },
    returnCommentMeat: 'Kjøtt',
    returnCommentSkin: 'Hud',
    pickupLocation: 'Låven',
    wantMarks: true,
  };

  it('standard: the divisions numbered, the common answers that apply, the comments, the form, the marks', () => {
    expect(returnPayload(returns, 'cattle', getCompany('standard'), testReturnForm)).toEqual({
      returnSlaughterOptionsCommon: { merking: 'navn', garving: true },
      returnSlaughterOptionsGroups: [{ id: 'd1', divisionNo: 1, formData: { oppdeling: 'halv' } }],
      returnSlaughterOptionsCommentMeat: 'Kjøtt',
      returnSlaughterOptionsCommentSkin: 'Hud',
      return_form_fields: { per_division: testReturnForm.per_division, 'common-skin': testReturnForm['common-skin'], 'common-meat': testReturnForm['common-meat'] },
      'return_form_illegal-checkbox-combinations': testReturnForm['illegal-checkbox-combinations'],
      want_marks_sent_on_return: true,
    });
  });

  it('leaves out the skin answers and comment when no skin comes back, and everything without returns', () => {
    const meatOnly = { ...returns, rows: [cow('c1', [{ group_id: 'd1', amount_animals: 1 }])] };
    expect(returnPayload(meatOnly, 'cattle', getCompany('standard'), testReturnForm)).toMatchObject({ returnSlaughterOptionsCommon: { merking: 'navn' }, returnSlaughterOptionsCommentSkin: '' });
    expect(returnPayload({ ...returns, rows: [{ uid: 'x', mark_no: '1', individual_no: '2' }] }, 'cattle', getCompany('standard'), testReturnForm)).toEqual({});
  });

  it('produces the whole flag, header and hidden fields where the form asks for them', () => {
    const form = {
      ...testReturnForm,
      per_division: [
        { kind: 'radio-group' as const, id: 'oppdeling', title: 'Oppdeling', radio_buttons: [{ id: 'hel', title: 'Hel skrott', whole: true, hides: ['biff'] }, { id: 'halv', title: 'Halve skrotter' }] },
        { kind: 'checkbox' as const, id: 'biff', title: 'Biff' },
      ],
    };
    const whole = { ...returns, returnDivisions: [{ id: 'd1', formData: { oppdeling: 'hel', biff: true } }] };
    expect(returnPayload(whole, 'cattle', getCompany('standard'), form).returnSlaughterOptionsGroups).toEqual([
      { id: 'd1', divisionNo: 1, formData: { oppdeling: 'hel', whole: true }, customHeader: 'Oppdeling 1: Hel skrott', hideFields: ['biff'] },
    ]);
  });

  it('midtnorge: the pickup place, no form and no marks', () => {
    expect(returnPayload(returns, 'cattle', getCompany('midtnorge'), undefined)).toEqual({ return_meat_pickup_location: 'Låven' });
  });
});

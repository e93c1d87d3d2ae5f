import { describe, expect, it } from 'vitest';
import { readStoredRow, storedEnrolmentRowSchema, upgradeStoredRow } from './enrolment-stored.js';

describe('upgradeStoredRow', () => {
  it('brings individual_sheep (the first enrolments) to return_skin_meat', () => {
    const old = { subcategory_name: 'Sau', amount: 4, individual_sheep: [{ individual_no: '101' }, { individual_no: '102' }], comment: '' };
    expect(upgradeStoredRow(old)).toEqual({ subcategory_name: 'Sau', amount: 4, return_skin_meat: [{ individual_no: '101' }, { individual_no: '102' }], comment: '' });
  });

  it('brings return_sheep (sheep with their health remarks) to return_skin_meat, remarks kept', () => {
    const old = {
      subcategory_name: 'Sau',
      amount: 3,
      return_sheep: [{ individual_no: '101', has_health_remarks: true, health_remarks_code: 'VOM_I_SKINN', health_remarks_comment: '' }, { individual_no: '102' }],
    };
    expect(upgradeStoredRow(old)).toEqual({
      subcategory_name: 'Sau',
      amount: 3,
      return_skin_meat: [{ individual_no: '101', has_health_remarks: true, health_remarks_code: 'VOM_I_SKINN', health_remarks_comment: '' }, { individual_no: '102' }],
    });
  });

  it('keeps the newest list a row has and drops the older names', () => {
    const mixed = { subcategory_name: 'Sau', amount: 2, return_skin_meat: [{ individual_no: '7', return_skin: true }], return_sheep: [{ individual_no: '8' }], individual_sheep: [{ individual_no: '9' }] };
    expect(upgradeStoredRow(mixed)).toEqual({ subcategory_name: 'Sau', amount: 2, return_skin_meat: [{ individual_no: '7', return_skin: true }] });
    expect(upgradeStoredRow({ return_sheep: [{ individual_no: '8' }], individual_sheep: [{ individual_no: '9' }] })).toEqual({ return_skin_meat: [{ individual_no: '8' }] });
  });

  it("leaves today's rows as they are", () => {
    const today = { subcategory_name: 'Gris', amount: 18, club_no: '4411', comment: '', return_meat_checked: true, return_meat: 2 };
    expect(upgradeStoredRow(today)).toEqual(today);
  });
});

describe('readStoredRow', () => {
  it('reads an old row in the shape of today', () => {
    const reading = readStoredRow(JSON.stringify({ subcategory_name: 'Sau', amount: 2, individual_sheep: [{ individual_no: '5' }] }));
    expect(reading).toEqual({ ok: true, row: { subcategory_name: 'Sau', amount: 2, return_skin_meat: [{ individual_no: '5' }] } });
  });

  it('keeps fields it does not know', () => {
    const reading = readStoredRow(JSON.stringify({ subcategory_name: 'Gris', amount: 1, tomorrow: 'x' }));
    expect(reading).toEqual({ ok: true, row: { subcategory_name: 'Gris', amount: 1, tomorrow: 'x' } });
  });

  it.each([
    ['text that is not JSON', '{"amount":', 'not JSON'],
    ['a list', '[1,2]', 'row'],
    ['null', 'null', 'row'],
    ['an amount as text', JSON.stringify({ subcategory_name: 'Gris', amount: '12' }), 'amount'],
    ['a sheep without its number', JSON.stringify({ subcategory_name: 'Sau', amount: 1, return_sheep: [{ has_health_remarks: true }] }), 'return_skin_meat.0.individual_no'],
    ['an unknown buy-cattle choice', JSON.stringify({ live_animal_type: 'pet', amount: 1 }), 'live_animal_type'],
  ])('answers why it cannot read %s, and does not throw', (_what, data, where) => {
    const reading = readStoredRow(data);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? '' : reading.reason).toContain(where);
  });

  it('is the schema the writer stores through: a stored row of each group passes', () => {
    for (const row of [
      { subcategory_name: 'Purke', amount: 2, individual_pigs: [{ ear_tag: '4521', has_health_remarks: true, health_remarks_code: 'SVAK', health_remarks_comment: '' }], comment: '' },
      { subcategory_name: 'Sau', amount: 6, return_skin_meat: [{ individual_no: '12011', return_skin: true }], has_health_remarks: true, health_remarks_cnt: 1, health_remarks_groups: [{ amount_animals: 1, health_remarks_code: 'BOGSAAR', health_remarks_comment: '' }], is_sheep_cut: false, comment: '' },
      { mark_no: '50012', individual_no: '00001', subcategory_name: 'Ku', comment: '', return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1, animal_ids: ['50012-00001'] }] },
      { subcategory_name: 'Vær', sheep_individual_no: '11002', sheep_race: 'Dala', horn: true, comment: '' },
      { live_animal_type: 'feeding_animal', cattle_category: 'meat_animal', cattle_weight: 'heavy', cattle_gender: 'male', amount: 3, comment: '' },
    ]) {
      expect(storedEnrolmentRowSchema.parse(row)).toEqual(row);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { StateRow } from './entries';
import { hasHealthRemarks, healthSubjects, withHealthDetails, withIndividualHealth, withRemarkGroupList } from './health-model';

// How the screen keeps health remarks on its rows: the row form's flags and counts, the health
// section's details, and what survives changing a row.

const club = (over: Record<string, unknown> = {}): StateRow => ({ uid: 'a', subcategory_name: 'Gris', amount: 10, club_no: '4411', comment: '', ...over }) as StateRow;
const sows = (pigs: Record<string, unknown>[]): StateRow => ({ uid: 's', subcategory_name: 'Purke', amount: pigs.length, individual_pigs: pigs, comment: '' }) as StateRow;
/** A row's fields, whatever its kind. */
const fields = (row: StateRow) => row as unknown as Record<string, unknown>;
const cow = (over: Record<string, unknown> = {}): StateRow => ({ uid: 'c', mark_no: '50012', individual_no: '00004', subcategory_name: 'Ku', comment: '', ...over }) as StateRow;

describe('healthSubjects: what the health section asks about a row', () => {
  it('asks about each flagged animal by its number, and about a group’s flagged animals', () => {
    expect(healthSubjects('slaughter', 'pigs', sows([{ ear_tag: '4521', has_health_remarks: true }, { ear_tag: '4533' }])).map((s) => s.kind === 'individual' && [s.label, s.prefix])).toEqual([
      ['Øremerke 4521', 'individual_pigs.0.'],
    ]);
    const sheep = { uid: 'h', subcategory_name: 'Sau', amount: 5, return_skin_meat: [{ individual_no: '1' }, { individual_no: '2', has_health_remarks: true }], has_health_remarks: true, health_remarks_cnt: 2, comment: '', is_sheep_cut: false } as StateRow;
    expect(healthSubjects('slaughter', 'sheep', sheep).map((s) => s.label)).toEqual(['Individnummer 2', '2 dyr uten individnummer']);
    expect(healthSubjects('slaughter', 'cattle', cow({ has_health_remarks: true }), 'Fagerlin').map((s) => s.label)).toEqual(['Fagerlin']);
  });

  it('asks nothing about rows without flags, with no count yet, or of buying and selling', () => {
    expect(healthSubjects('slaughter', 'pigs', club())).toEqual([]);
    expect(healthSubjects('slaughter', 'pigs', club({ has_health_remarks: true, health_remarks_cnt: '' }))).toEqual([]);
    expect(healthSubjects('sell', 'cattle', cow({ has_health_remarks: true }))).toEqual([]);
    expect(hasHealthRemarks('slaughter', 'pigs', [club(), club({ has_health_remarks: true, health_remarks_cnt: 1 })])).toBe(true);
    expect(hasHealthRemarks('slaughter', 'pigs', [club()])).toBe(false);
  });
});

describe('withHealthDetails: a row from the row form', () => {
  it('gives a newly flagged group one remark group for all its flagged animals', () => {
    expect(withHealthDetails(club({ has_health_remarks: true, health_remarks_cnt: 3 }))).toMatchObject({
      health_remarks_groups: [{ amount_animals: 3, health_remarks_code: '', health_remarks_comment: '' }],
    });
    expect(withHealthDetails(club())).not.toHaveProperty('health_remarks_groups');
  });

  it('keeps the remark groups of a changed row; one group follows a new count, several stay as the farmer split them', () => {
    const one = club({ has_health_remarks: true, health_remarks_cnt: 3, health_remarks_groups: [{ amount_animals: 3, health_remarks_code: 'BROKK', health_remarks_comment: 'x' }] });
    expect(fields(withHealthDetails(club({ has_health_remarks: true, health_remarks_cnt: 4 }), one)).health_remarks_groups).toEqual([
      { amount_animals: 4, health_remarks_code: 'BROKK', health_remarks_comment: 'x' },
    ]);
    const split = [
      { amount_animals: 1, health_remarks_code: 'BROKK' },
      { amount_animals: 2, health_remarks_code: 'BOGSAAR' },
    ];
    const two = club({ has_health_remarks: true, health_remarks_cnt: 3, health_remarks_groups: split });
    expect(fields(withHealthDetails(club({ has_health_remarks: true, health_remarks_cnt: 4 }), two)).health_remarks_groups).toEqual(split);
    // Unflagged, the groups are gone.
    expect(withHealthDetails(club({ health_remarks_cnt: 4 }), two)).not.toHaveProperty('health_remarks_groups');
  });

  it('keeps each animal’s remark when it stays flagged, by its number; a new animal starts without', () => {
    const before = sows([
      { ear_tag: '4521', has_health_remarks: true, health_remarks_code: 'BROKK', health_remarks_comment: 'Stor' },
      { ear_tag: '4533', has_health_remarks: true, health_remarks_code: 'BOGSAAR' },
    ]);
    const after = withHealthDetails(sows([{ ear_tag: '4533', has_health_remarks: true }, { ear_tag: '4600', has_health_remarks: true }, { ear_tag: '4521', has_health_remarks: false }]), before);
    expect(fields(after).individual_pigs).toEqual([
      { ear_tag: '4533', has_health_remarks: true, health_remarks_code: 'BOGSAAR', health_remarks_comment: undefined },
      { ear_tag: '4600', has_health_remarks: true },
      { ear_tag: '4521', has_health_remarks: false },
    ]);
    const flaggedCow = cow({ has_health_remarks: true, health_remarks_code: 'ANNET', health_remarks_comment: 'Urolig' });
    expect(withHealthDetails(cow({ has_health_remarks: true, comment: 'ny' }), flaggedCow)).toMatchObject({ health_remarks_code: 'ANNET', health_remarks_comment: 'Urolig', comment: 'ny' });
    // Another animal chosen in the row: its remark is its own.
    expect(withHealthDetails(cow({ individual_no: '00005', has_health_remarks: true }), flaggedCow)).not.toHaveProperty('health_remarks_code');
  });
});

describe('changing remarks in the health section', () => {
  it('changes one animal’s remark, or the row’s, or its remark groups', () => {
    const row = sows([{ ear_tag: '1', has_health_remarks: true }, { ear_tag: '2', has_health_remarks: true }]);
    expect((withIndividualHealth(row, 'individual_pigs.1.', { health_remarks_code: 'BROKK' }) as { individual_pigs: unknown[] }).individual_pigs).toEqual([
      { ear_tag: '1', has_health_remarks: true },
      { ear_tag: '2', has_health_remarks: true, health_remarks_code: 'BROKK' },
    ]);
    expect(withIndividualHealth(cow({ has_health_remarks: true }), '', { health_remarks_comment: 'Hei' })).toMatchObject({ health_remarks_comment: 'Hei' });
    expect(withRemarkGroupList(club(), [{ amount_animals: 1, health_remarks_code: 'BROKK' }])).toMatchObject({ health_remarks_groups: [{ amount_animals: 1 }] });
  });
});

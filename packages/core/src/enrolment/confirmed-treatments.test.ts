import { describe, expect, it } from 'vitest';
import { confirmedTreatments } from './medication.js';

describe('confirmedTreatments', () => {
  it('lists every medication of the remarks once, the animal or the group named, within and after the week', () => {
    const penovet = { name: 'Penovet vet', treatment_date: '2026-11-02', restrain_limit: '2026-11-12' };
    const metacam = { name: 'Metacam', treatment_date: '2026-11-04', restrain_limit: '2026-11-30' };
    const treatments = confirmedTreatments({
      animal_remarks: [{ animal_id: 'NO50012-00004', subcategory_name: 'Ku', diseases: [{ name: 'Jurbetennelse', code: 'JUR' }], medications_restrain_limit_within_week: [penovet], medications_restrain_limit_after_week: [metacam] }],
      animals_maybe_in_group_remarks: [],
      animals_with_textual_animal_ids: [{ animal_id: '12011', subcategory_name: 'Sau', diseases: [], medications_restrain_limit_within_week: [penovet], medications_restrain_limit_after_week: [] }],
      group_remarks: [
        {
          group_category: 'Gris',
          group_name: 'Slaktegris, binge 4',
          group_diseases: [
            { name: 'Lungebetennelse', code: 'LB' },
            { name: 'Hoste', code: 'H' },
          ],
          group_medications_restrain_limit_within_week: [],
          group_medications_restrain_limit_after_week: [metacam],
        },
      ],
    });
    expect(treatments).toEqual([
      { animals: 'NO50012-00004', medication: 'Penovet vet', treatment_date: '2026-11-02', restrain_limit: '2026-11-12', diseases: 'Jurbetennelse' },
      { animals: 'NO50012-00004', medication: 'Metacam', treatment_date: '2026-11-04', restrain_limit: '2026-11-30', diseases: 'Jurbetennelse' },
      { animals: '12011', medication: 'Penovet vet', treatment_date: '2026-11-02', restrain_limit: '2026-11-12', diseases: '' },
      { animals: 'Slaktegris, binge 4', medication: 'Metacam', treatment_date: '2026-11-04', restrain_limit: '2026-11-30', diseases: 'Lungebetennelse, Hoste' },
    ]);
  });

  it('has nothing for an enrolment without remarks', () => {
    expect(confirmedTreatments({ animal_remarks: [], animals_maybe_in_group_remarks: [], animals_with_textual_animal_ids: [], group_remarks: [] })).toEqual([]);
  });
});

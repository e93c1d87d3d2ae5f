import type { ReturnFormData } from '@slakteweb/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { receiptFormFields } from '../testing/enrolment-data';
import { ReturnReceipt } from './return-receipt';

// The 'Returskjema' receipt lists the animals of each division, by number where they have numbers.

const sheepReceipt: ReturnFormData = {
  animal_category: 'sheep',
  animal_rows: [
    {
      label: 'Lam',
      return_skin_meat: [{ individual_no: '301', return_meat: true }, { individual_no: '302', return_meat: true }, { individual_no: '303', return_meat: true, return_skin: true }],
      return_options_groups: [
        { group_id: 'a', amount_animals: 2, animal_ids: ['301', '303'] },
        { group_id: 'b', amount_animals: 1, animal_ids: ['302'] },
      ],
    },
  ],
  returnSlaughterOptionsCommon: {},
  returnSlaughterOptionsGroups: [
    { id: 'a', divisionNo: 1, formData: { oppdeling: 'stykket' }, animals: [{ label: 'Lam', amount_animals: 2, animal_ids: ['301', '303'] }] },
    { id: 'b', divisionNo: 2, formData: { oppdeling: 'halv' }, animals: [{ label: 'Lam', amount_animals: 1, animal_ids: ['302'] }, { label: 'Gris, klubbnr. 4411', amount_animals: 3 }] },
  ],
  returnSlaughterOptionsCommentSkin: '',
  returnSlaughterOptionsCommentMeat: '',
  return_form_fields: receiptFormFields,
  'return_form_illegal-checkbox-combinations': [],
};

describe('ReturnReceipt', () => {
  it('names the animals of each division by number, and counted ones by how many', async () => {
    render(<ReturnReceipt receipts={[sheepReceipt]} />);
    await userEvent.setup().click(screen.getByText('Returskjema'));
    const items = (n: number) => within(screen.getByRole('list', { name: `Dyr i oppdeling ${n}` })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items(1)).toEqual(['Lam 301, 303']);
    expect(items(2)).toEqual(['Lam 302', 'Gris, klubbnr. 4411: 3 dyr']);
  });
});

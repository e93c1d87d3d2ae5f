import type { ReturnForm } from '../contracts/return-form.js';

/** Return forms for the core's tests: a small one like the cooperative's, and one without fields. */

export const TEST_RETURN_FORM: ReturnForm = {
  per_division: [
    {
      kind: 'radio-group',
      id: 'packing',
      title: 'Pakking',
      radio_buttons: [
        { id: 'vacuum', title: 'Vakuumpakket' },
        { id: 'film', title: 'Folie' },
      ],
    },
    { kind: 'checkbox', id: 'steaks', title: 'Biff og entrecôte' },
    { kind: 'checkbox', id: 'mince', title: 'Kjøttdeig' },
    { kind: 'checkbox', id: 'whole', title: 'Hel skrott (ingen oppdeling)' },
    { kind: 'text', id: 'note', title: 'Merknad' },
  ],
  'common-meat': [
    {
      kind: 'radio-group',
      id: 'labels',
      title: 'Merking',
      radio_buttons: [
        { id: 'name', title: 'Navn på hver pakke' },
        { id: 'none', title: 'Ingen merking' },
      ],
    },
    { kind: 'checkbox', id: 'smoked', title: 'Røykt' },
  ],
  'common-skin': [
    { kind: 'checkbox', id: 'salted', title: 'Saltet' },
    { kind: 'checkbox', id: 'tanned', title: 'Garvet' },
  ],
  'illegal-checkbox-combinations': [
    { checkbox_id: 'whole', illegal_checkbox_ids: ['steaks', 'mince'] },
    { checkbox_id: 'salted', illegal_checkbox_ids: ['tanned'] },
  ],
  description_meat: '<p>Kjøttet kommer tilbake delt og pakket slik du velger.</p>',
  description_skin: '<p>Skinn og huder saltes før de sendes.</p>',
};

/** A form without fields: returns need no answers. */
export const EMPTY_RETURN_FORM: ReturnForm = {
  per_division: [],
  'common-meat': [],
  'common-skin': [],
  'illegal-checkbox-combinations': [],
  description_meat: '',
  description_skin: '',
};

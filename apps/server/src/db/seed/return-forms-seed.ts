import type { AnimalGroup, ReturnForm, ReturnFormField } from '@slakteweb/core';
import type { Db } from '../database.js';

/**
 * The cooperative's return forms (spec §3 Return form), one per animal kind: how the return meat
 * is cut and packed per division, and the common choices for the meat and the hides or skins.
 * The cooperative changes them in the database (return_form); these are the demo's. Idempotent:
 * a form that exists is kept.
 */

const packing: ReturnFormField = {
  kind: 'radio-group',
  id: 'pakking',
  title: 'Pakking',
  'info-txt': '<p>Vakuumpakket kjøtt holder seg lenger i fryseren.</p>',
  radio_buttons: [
    { id: 'vakuum', title: 'Vakuumpakket' },
    { id: 'folie', title: 'Folie og pose' },
  ],
};
const packageSize: ReturnFormField = {
  kind: 'radio-group',
  id: 'pakkestorrelse',
  title: 'Pakkestørrelse',
  radio_buttons: [
    { id: 'liten', title: 'Små pakker (ca. 0,5 kg)' },
    { id: 'stor', title: 'Store pakker (ca. 1 kg)' },
  ],
};
const note: ReturnFormField = { kind: 'text', id: 'merknad', title: 'Merknad til oppdelingen' };
const labelling: ReturnFormField = {
  kind: 'radio-group',
  id: 'merking',
  title: 'Merking av pakkene',
  radio_buttons: [
    { id: 'innhold', title: 'Innhold og dato' },
    { id: 'navn', title: 'Innhold, dato og navnet ditt' },
  ],
};
const frozen: ReturnFormField = { kind: 'checkbox', id: 'fryst', title: 'Fryst før utlevering' };
const box = (id: string, title: string, info?: string): ReturnFormField => ({ kind: 'checkbox', id, title, ...(info ? { 'info-txt': info } : {}) });

export const RETURN_FORMS: Record<AnimalGroup, ReturnForm> = {
  cattle: {
    per_division: [
      {
        kind: 'radio-group',
        id: 'oppdeling',
        title: 'Oppdeling av skrotten',
        radio_buttons: [
          { id: 'halv', title: 'Halve skrotter' },
          { id: 'kvart', title: 'Kvarte skrotter' },
          { id: 'stykket', title: 'Ferdig stykket' },
        ],
      },
      box('biff', 'Indrefilet, ytrefilet og entrecôte som biff'),
      box('steik', 'Steiker (mørbrad, flatbiff, bankekjøtt)'),
      box('gryte', 'Gryte- og suppekjøtt i terninger'),
      box('karbonade', 'Karbonadedeig'),
      box('kjottdeig', 'Kjøttdeig av resten'),
      box('alt_kjottdeig', 'Alt kjøttet som kjøttdeig', '<p>Alt kjøttet males, også biff og steiker.</p>'),
      box('polser', 'Grillpølser (egen pris per kg)'),
      packing,
      packageSize,
      note,
    ],
    'common-meat': [labelling, frozen, box('kraftben', 'Ben til kraft')],
    'common-skin': [
      {
        kind: 'radio-group',
        id: 'hud',
        title: 'Behandling av huden',
        radio_buttons: [
          { id: 'saltet', title: 'Saltet' },
          { id: 'fersk', title: 'Fersk (hentes samme dag)' },
        ],
      },
      box('garving', 'Send huden til garving', '<p>Garveriet sender faktura til deg.</p>'),
    ],
    'illegal-checkbox-combinations': [{ checkbox_id: 'alt_kjottdeig', illegal_checkbox_ids: ['biff', 'steik', 'gryte', 'karbonade', 'kjottdeig'] }],
    description_meat:
      '<p>Kjøttet skjæres og pakkes på vårt skjærebord. Fordel dyrene på oppdelinger: dyr i samme oppdeling skjæres og pakkes likt. Ferdig pakket kjøtt hentes på slakteriet eller sendes med returbilen.</p>',
    description_skin: '<p>Huden saltes og lagres til den hentes. Huder til garving sendes videre til garveriet.</p>',
  },
  sheep: {
    per_division: [
      {
        kind: 'radio-group',
        id: 'oppdeling',
        title: 'Oppdeling',
        radio_buttons: [
          // A whole carcass is not cut: the cutting choices do not apply.
          { id: 'hel', title: 'Hel skrott', whole: true, hides: ['lar', 'fenalar', 'kotelett', 'pinnekjott', 'farikal', 'kjottdeig'] },
          { id: 'halv', title: 'Halve skrotter' },
          { id: 'stykket', title: 'Ferdig stykket' },
        ],
      },
      box('lar', 'Lår (hele)'),
      box('fenalar', 'Fenalår (saltes)'),
      box('kotelett', 'Koteletter'),
      box('pinnekjott', 'Pinnekjøtt (saltet og tørket)'),
      box('farikal', 'Fårikålkjøtt'),
      box('kjottdeig', 'Kjøttdeig av resten'),
      packing,
      note,
    ],
    'common-meat': [labelling, frozen],
    'common-skin': [
      {
        kind: 'radio-group',
        id: 'skinn',
        title: 'Behandling av skinnet',
        radio_buttons: [
          { id: 'saltet', title: 'Saltet' },
          { id: 'torket', title: 'Tørket' },
        ],
      },
      box('garving', 'Send skinnet til garving (pelsskinn)'),
      box('klipp', 'Klipp ulla før salting'),
    ],
    'illegal-checkbox-combinations': [
      { checkbox_id: 'fenalar', illegal_checkbox_ids: ['lar'] },
      { checkbox_id: 'pinnekjott', illegal_checkbox_ids: ['kotelett'] },
      { checkbox_id: 'garving', illegal_checkbox_ids: ['klipp'] },
    ],
    description_meat: '<p>Lammekjøttet skjæres og pakkes slik du velger. Fenalår og pinnekjøtt saltes hos oss og er klare etter fire uker.</p>',
    description_skin: '<p>Skinnene saltes eller tørkes. Pelsskinn til garving må ha ulla på.</p>',
  },
  pigs: {
    per_division: [
      {
        kind: 'radio-group',
        id: 'oppdeling',
        title: 'Oppdeling',
        radio_buttons: [
          { id: 'halv', title: 'Halve skrotter' },
          { id: 'stykket', title: 'Ferdig stykket' },
        ],
      },
      box('ribbe', 'Ribbe'),
      box('bacon', 'Bacon av sida'),
      box('kotelett', 'Koteletter'),
      box('skinke', 'Skinke (hel)'),
      box('spekeskinke', 'Spekeskinke (saltes og henges)'),
      box('medisterdeig', 'Medisterdeig'),
      box('polser', 'Pølser (egen pris per kg)'),
      packing,
      packageSize,
      note,
    ],
    'common-meat': [labelling, frozen, box('sylte', 'Hodet til sylte')],
    'common-skin': [],
    'illegal-checkbox-combinations': [
      { checkbox_id: 'bacon', illegal_checkbox_ids: ['ribbe'] },
      { checkbox_id: 'spekeskinke', illegal_checkbox_ids: ['skinke'] },
    ],
    description_meat: '<p>Grisen skjæres og pakkes slik du velger. Spekeskinke saltes og henges hos oss og er klar etter ni måneder.</p>',
    description_skin: '',
  },
};

export async function seedReturnForms(db: Db): Promise<void> {
  const updatedAt = new Date('2026-09-01T08:00:00Z');
  await db
    .insertInto('return_form')
    .values(Object.entries(RETURN_FORMS).map(([kind, form]) => ({ animal_kind: kind as AnimalGroup, form: JSON.stringify(form), updated_at: updatedAt })))
    .onConflict((oc) => oc.column('animal_kind').doNothing())
    .execute();
}

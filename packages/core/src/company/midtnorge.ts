import { BASE_SHEEP_BREEDS } from './sheep-breeds.js';
import type { Company } from './types.js';

/** The spec's second variant. */
export const midtnorge: Company = {
  id: 'midtnorge',
  name: 'Slakteweb Midt-Norge',
  loginIdLabel: 'Brukernavn',
  loginFormLabel: 'Brukernavn / e-post',
  loginIdDefinite: 'brukernavnet',
  support: { email: 'leverandor@midtnorge-slakt.no', phone: '73 80 00 00' },
  footerLines: ['Slakteweb Midt-Norge SA', 'Slakterivegen 1, 7500 Stjørdal'],
  theme: {
    primary: '#8a1c24',
    primaryDark: '#65141a',
    primaryTint: '#fbf0f1',
    headerBackground: '#ffffff',
    headerText: '#2a1d1e',
  },
  flags: {
    temp_accountings: false,
    purke_raane_individual_registration: false,
    branding_clothes: true,
    helsegris_check: true,
    enrolmentWantReturnMarksCheckbox: false,
    return_form: false,
    prognosisRegistration: false,
    debit_total_in_dashboard: true,
    pickup_location_for_return_meat: true,
    return_info: true,
    medication_holdback_info: true,
    extraCheckboxConfirmRegisterSlaughter: true,
    breadcrumbs: true,
  },
  deadlines: {
    normal: { isoWeekday: 2, hour: 6, minute: 0 },
    cattleAgreement: { isoWeekday: 1, hour: 24, minute: 0 },
  },
  cattleAgreementLeadWeeks: 4,
  deletionCutoff: { isoWeekday: 2, hour: 6, minute: 0 },
  sheepBreeds: [...BASE_SHEEP_BREEDS, 'Grå Trønder'],
  returnCommentMax: 250,
  enrolmentInfoUrl: 'https://www.midtnorge-slakt.no/leverandor/innmelding',
};

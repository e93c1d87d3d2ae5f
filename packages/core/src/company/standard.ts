import { BASE_SHEEP_BREEDS } from './sheep-breeds.js';
import type { Company } from './types.js';

/** The spec's first variant ("{product}"). */
export const standard: Company = {
  id: 'standard',
  name: 'Slakteweb',
  loginIdLabel: 'Leverandørnummer',
  loginFormLabel: 'Leverandørnummer / e-post',
  loginIdDefinite: 'leverandørnummeret',
  support: { email: 'medlem@slakteweb.no', phone: '72 50 00 00' },
  footerLines: [],
  theme: {
    primary: '#0b6b3a',
    primaryDark: '#084f2b',
    primaryTint: '#edf8f1',
    headerBackground: '#ffffff',
    headerText: '#1d2a22',
  },
  flags: {
    temp_accountings: true,
    purke_raane_individual_registration: true,
    branding_clothes: true,
    helsegris_check: true,
    enrolmentWantReturnMarksCheckbox: true,
    return_form: true,
    prognosisRegistration: true,
    debit_total_in_dashboard: false,
    pickup_location_for_return_meat: false,
    return_info: false,
    medication_holdback_info: false,
    extraCheckboxConfirmRegisterSlaughter: false,
    breadcrumbs: false,
  },
  deadlines: {
    normal: { isoWeekday: 3, hour: 7, minute: 30 },
    pigs_buy: { isoWeekday: 2, hour: 7, minute: 30 },
    pigs_sell: { isoWeekday: 2, hour: 7, minute: 30 },
    cattleAgreement: { isoWeekday: 3, hour: 7, minute: 30 },
  },
  cattleAgreementLeadWeeks: 3,
  deletionCutoff: { isoWeekday: 3, hour: 7, minute: 0 },
  sheepBreeds: BASE_SHEEP_BREEDS,
  returnCommentMax: 250,
  enrolmentInfoUrl: null,
};

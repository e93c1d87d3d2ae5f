import { type AnimalKeepingStatus, type HerdAnimal, pickupWeekOf, type PickupWeekRule, type RegisterEnrolmentResult, type ReturnForm } from '@slakteweb/core';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';

/**
 * A fake API for the new-enrolment screen, like the demo data of 10001: every group, KSL and
 * health pig approved, the server clock at Sunday 22 November 2026 12:00 Oslo time (ISO week 47),
 * week 53 closed ('Julestengt'), a small herd.
 */
export const SERVER_NOW = '2026-11-22T11:00:00.000Z';

export const keepingOk: AnimalKeepingStatus = {
  animal_keeping_id: 'DH-10001',
  provider_no: '1001',
  pigs: true,
  sheep: true,
  cattle: true,
  restrictions: { pigs: false, sheep: false, cattle: false },
  ksl_status: 1,
  ksl_ok: true,
  helsegris_ok: true,
  helsegris_check: true,
};

export const demoRules: PickupWeekRule[] = (['slaughter', 'buy', 'sell'] as const).flatMap((action) =>
  (['pigs', 'sheep', 'cattle'] as const).map((animal_group) => ({
    action,
    animal_group,
    year: 2026,
    week: 53,
    allowed: false,
    allowed_cattle_deal: false,
    reason: 'Julestengt',
  })),
);

export const demoHerd: HerdAnimal[] = [
  { mark_no: '50012', individual_no: '00001', birthdate: '2016-01-03', subcategory_name: 'Ku', name: 'Dagros', uid: '50012-00001', display: '50012-00001 Ku Dagros (f. 03.01.2016)', treatment_date: null, restrain_limit: null },
  { mark_no: '50012', individual_no: '00011', birthdate: '2024-02-10', subcategory_name: 'Kvige', name: 'Flekka', uid: '50012-00011', display: '50012-00011 Kvige Flekka (f. 10.02.2024)', treatment_date: null, restrain_limit: null },
  { mark_no: '50012', individual_no: '00016', birthdate: '2024-10-05', subcategory_name: 'Okse', name: 'Brutus', uid: '50012-00016', display: '50012-00016 Okse Brutus (f. 05.10.2024)', treatment_date: '2026-10-01', restrain_limit: '2026-10-20' },
];

export const registered: RegisterEnrolmentResult = {
  registered: true,
  helsegris_ok: true,
  ksl_ok: true,
  has_animal_group: true,
  has_restrictions_for_group: false,
  animal_remarks: [],
  animals_maybe_in_group_remarks: [],
  animals_with_textual_animal_ids: [],
  group_remarks: [],
  enrolment: { kind: 'slaughter', date: '2026-11-22' },
};

export interface EnrolmentApiOptions {
  keeping?: Partial<AnimalKeepingStatus>;
  /** The server draft's temp_storage_registration, or null. */
  serverDraft?: unknown;
  /** Answers of the register calls, in turn; the last repeats. Default: registered. */
  registerAnswers?: Response[];
  failDraftSave?: boolean;
  /** Make this path answer 500. */
  failing?: string;
  /** The logged-in user is staff (GET /api/profile/is_superuser). */
  superuser?: boolean;
  /** GET /api/animals; default demoHerd. */
  herd?: HerdAnimal[];
  /** GET /api/external/return_form/{kind}; default testReturnForm for every kind. */
  returnForm?: ReturnForm | null;
}

/** Serves the enrolment API; returns the recorded requests. */
export function serveEnrolmentApi(options: EnrolmentApiOptions = {}) {
  const answers = [...(options.registerAnswers ?? [])];
  return mockFetch((request: RecordedRequest) => {
    const path = request.url.pathname;
    if (options.failing && path === options.failing) return jsonResponse(500, { code: 'INTERNAL', message: 'x' });
    if (path === '/api/profile/is_superuser') return jsonResponse(200, { is_superuser: { is_superuser: options.superuser === true } });
    if (path === '/api/animal_keeping') return jsonResponse(200, { animal_keeping: { ...keepingOk, ...options.keeping } });
    if (path === '/api/external/weeks') return jsonResponse(200, { pickup_weeks: demoRules.map(pickupWeekOf), now: SERVER_NOW });
    if (path === '/api/profile') return jsonResponse(200, { profile: profile() });
    if (path === '/api/animals') return jsonResponse(200, { animals: options.herd ?? demoHerd });
    if (path.startsWith('/api/external/return_form/')) {
      const form = options.returnForm === undefined ? testReturnForm : options.returnForm;
      return form ? jsonResponse(200, { return_form: form }) : jsonResponse(500, { code: 'INTERNAL', message: 'x' });
    }
    if (path === '/api/external/texts') return jsonResponse(200, { texts: { return_info: '<p>Merk dyrene med returmerker før henting.</p>' } });
    if (path === '/api/registered_enrolment_unread') return jsonResponse(200, { count: 0 });
    if (path === '/api/temp_storage_enrollment') {
      if (request.method === 'GET') return jsonResponse(200, { temp_storage_registration: options.serverDraft ?? null });
      if (request.method === 'POST' && options.failDraftSave) return jsonResponse(503, { code: 'TRY_AGAIN_IN_A_MINUTE', message: 'x' });
      return jsonResponse(200, { ok: true });
    }
    if (path === '/api/register_enrolment' || path.startsWith('/api/register_buy_sell/')) {
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      return answer ? answer.clone() : jsonResponse(200, { register_enrolment: registered });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

function profile() {
  return {
    fullname: 'Ola Nordmann',
    supplier_no: '10001',
    company_no: '987654321',
    provider_no: '1001',
    animal_keeping_id: 'DH-10001',
    ksl_status: 1,
    brsv_status: 1,
    health_pig_approved: true,
    email_user: 'ola@example.no',
    email_accounting: 'ola@example.no',
    mobile: '91234567',
    street_address: 'Gården 1',
    post_no: '7500',
    city: 'Stjørdal',
    recieve_accounting: true,
    recieve_newsletter: false,
    recieve_registered_slaughter: true,
    animal_keeping: {
      has_pigs: true,
      has_sheep: true,
      has_cattle: true,
      has_pigs_restriction: false,
      has_sheep_restriction: false,
      has_cattle_restriction: false,
    },
  };
}

/** A slaughter payload's confirmations when none were asked: all false, midtnorge's extra one too. */
export const noConfirmations = {
  confirm_choosen_animal_medications_restrain_limit_within_week: false,
  confirm_textual_animal_ids_within_week_ok: false,
  confirm_textual_animal_ids_medication_ok: false,
  confirm_animals_not_in_crowd_within_week: false,
  confirm_animals_not_in_crowd: false,
  confirm_group_medications_restrain_limit_within_week: false,
  confirm_group_disease_medication_after_week: false,
  extraCheckboxConfirmRegisterSlaughter: false,
};

/** A return form like the cooperative's cattle form, small: cutting, packing, an illegal pair, hides. */
export const testReturnForm: ReturnForm = {
  per_division: [
    {
      kind: 'radio-group',
      id: 'oppdeling',
      title: 'Oppdeling av skrotten',
      radio_buttons: [
        { id: 'halv', title: 'Halve skrotter' },
        { id: 'stykket', title: 'Ferdig stykket' },
      ],
    },
    { kind: 'checkbox', id: 'biff', title: 'Biff' },
    { kind: 'checkbox', id: 'alt_kjottdeig', title: 'Alt kjøttet som kjøttdeig' },
    { kind: 'text', id: 'merknad', title: 'Merknad til oppdelingen' },
  ],
  'common-meat': [
    {
      kind: 'radio-group',
      id: 'merking',
      title: 'Merking av pakkene',
      radio_buttons: [
        { id: 'innhold', title: 'Innhold og dato' },
        { id: 'navn', title: 'Innhold, dato og navnet ditt' },
      ],
    },
  ],
  'common-skin': [{ kind: 'checkbox', id: 'garving', title: 'Send huden til garving' }],
  'illegal-checkbox-combinations': [{ checkbox_id: 'alt_kjottdeig', illegal_checkbox_ids: ['biff'] }],
  description_meat: '<p>Kjøttet skjæres og pakkes slik du velger.</p>',
  description_skin: '<p>Huden saltes.</p>',
};

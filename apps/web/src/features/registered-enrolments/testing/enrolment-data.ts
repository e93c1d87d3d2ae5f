import {
  type CooperativeStatus,
  type EnrolmentKind,
  isDeletedByCooperative,
  type RegisteredEnrolment,
  type RegisteredEnrolmentPart,
  type RegisteredEnrolmentRow,
  type RegisteredEnrolmentWeek,
  type ReturnFormFields,
} from '@slakteweb/core';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';

/** Test data for the submitted-enrolments screen, in the contract's shapes (packages/core). */

/** The return form a receipt was answered with (like the cooperative's cattle form, small). */
export const receiptFormFields: ReturnFormFields = {
  per_division: [
    { kind: 'radio-group', id: 'oppdeling', title: 'Oppdeling av skrotten', radio_buttons: [{ id: 'halv', title: 'Halve skrotter' }, { id: 'stykket', title: 'Ferdig stykket' }] },
    { kind: 'checkbox', id: 'biff', title: 'Biff' },
    { kind: 'text', id: 'merknad', title: 'Merknad til oppdelingen' },
  ],
  'common-meat': [{ kind: 'radio-group', id: 'merking', title: 'Merking av pakkene', radio_buttons: [{ id: 'navn', title: 'Innhold, dato og navnet ditt' }] }],
  'common-skin': [{ kind: 'checkbox', id: 'garving', title: 'Send huden til garving' }],
};

export const dates: { date: string; kind: EnrolmentKind }[] = [
  { date: '2026-11-19', kind: 'buy_cattle' },
  { date: '2026-11-18', kind: 'slaughter' },
  { date: '2026-11-16', kind: 'sell_sheep' },
  { date: '2026-11-02', kind: 'slaughter' },
];

export function row(overrides: Partial<RegisteredEnrolmentRow> = {}): RegisteredEnrolmentRow {
  return {
    animal_category: 'pigs',
    product_text: 'Gris',
    is_cattle: false,
    amount: 42,
    club_no: '1234',
    animal_id: null,
    delivery_week: 46,
    delivery_year: 2026,
    expected_pickup_date: '2026-11-10',
    expected_pickup_time: '07:30',
    haulier: { name: 'Transport Nord AS' },
    pickup_completed: true,
    comment: '',
    race_name: null,
    kind: null,
    is_vak: false,
    is_spf: false,
    return_meat_count: 0,
    return_skin_count: 0,
    health_remarks: [],
    ...overrides,
  };
}

/** The day's enrolments as the spec's view merges them; each day here holds one (`enrolments` below). */
const merged: Record<string, Omit<RegisteredEnrolment, 'enrolments'>> = {
  'buy_cattle|2026-11-19': {
    kind: 'buy_cattle',
    date: '2026-11-19',
    comment: 'Ønsker dyr fra BRSV-fri besetning.',
    pickup_completed: false,
    deletion_requested: false,
    can_delete: true,
    delete_deadline: '2026-11-25T07:00:00+01:00',
    animal_rows: [
      row({
        animal_category: 'cattle',
        is_cattle: true,
        product_text: 'Livdyr til fôring, Kjøttfe, tung, okse',
        amount: 3,
        club_no: null,
        delivery_week: 49,
        expected_pickup_date: null,
        expected_pickup_time: null,
        haulier: null,
        pickup_completed: false,
        kind: { live_animal_kind: 'feeding_animal', desc: 'Kjøttfe, tung, okse' },
      }),
    ],
    confirmations: [],
    return_meat_pickup_location: null,
    want_marks_sent_on_return: false,
    return_form_data: null,
  },
  'slaughter|2026-11-18': {
    kind: 'slaughter',
    date: '2026-11-18',
    comment: '',
    pickup_completed: false,
    deletion_requested: false,
    can_delete: true,
    delete_deadline: '2026-11-25T07:00:00+01:00',
    animal_rows: [
      row({
        animal_category: 'cattle',
        is_cattle: true,
        product_text: 'Ku',
        amount: 1,
        club_no: null,
        animal_id: '12345-00042',
        delivery_week: 49,
        expected_pickup_date: null,
        expected_pickup_time: null,
        haulier: null,
        pickup_completed: false,
        comment: 'Rolig dyr',
        return_meat_count: 1,
        return_skin_count: 1,
      }),
    ],
    confirmations: [],
    return_meat_pickup_location: null,
    want_marks_sent_on_return: false,
    return_form_data: {
      animal_category: 'cattle',
      animal_rows: [{ label: 'Ku 12345-00042', return_meat: true, return_skin: true, return_options_groups: [{ group_id: 'd1', amount_animals: 1, animal_ids: ['12345-00042'] }] }],
      returnSlaughterOptionsCommon: { merking: 'navn', garving: true },
      returnSlaughterOptionsGroups: [
        { id: 'd1', divisionNo: 1, formData: { oppdeling: 'stykket', biff: true, merknad: 'Grovmalt' }, animals: [{ label: 'Ku', amount_animals: 1, animal_ids: ['12345-00042'] }] },
      ],
      returnSlaughterOptionsCommentSkin: '',
      returnSlaughterOptionsCommentMeat: 'Hentes fredag',
      return_form_fields: receiptFormFields,
      'return_form_illegal-checkbox-combinations': [],
    },
  },
  'sell_sheep|2026-11-16': {
    kind: 'sell_sheep',
    date: '2026-11-16',
    comment: 'Værene kan hentes sammen.',
    pickup_completed: false,
    deletion_requested: true,
    can_delete: false,
    delete_deadline: '2026-11-18T07:00:00+01:00',
    animal_rows: [
      row({ animal_category: 'sheep', product_text: 'Vær', amount: 1, club_no: null, animal_id: '11002', race_name: 'Dala', kind: 'vaer', pickup_completed: false }),
    ],
    confirmations: [],
    return_meat_pickup_location: null,
    want_marks_sent_on_return: false,
    return_form_data: null,
  },
  'slaughter|2026-11-02': {
    kind: 'slaughter',
    date: '2026-11-02',
    comment: 'Grisene står i binge 3 og 4.$Kjent leverandør, ok$',
    pickup_completed: true,
    deletion_requested: false,
    can_delete: false,
    delete_deadline: '2026-11-04T07:00:00+01:00',
    animal_rows: [
      row({ health_remarks: [{ animal_id: null, amount: 3, code: 'BROKK', text: 'Brokk', comment: '' }] }),
      row({
        product_text: 'Purke',
        amount: 2,
        club_no: null,
        animal_id: '4521, 4533',
        comment: 'Halter litt på venstre bakbein',
        health_remarks: [{ animal_id: '4521', amount: 1, code: 'SVAK_HALTHET', text: 'Svakhet/halthet', comment: 'Venstre bakbein' }],
      }),
    ],
    confirmations: ['confirm_group_medications_restrain_limit_within_week'],
    return_meat_pickup_location: null,
    want_marks_sent_on_return: false,
    return_form_data: null,
  },
};

/** A day with one enrolment: the merged view, and the same as its one part. */
function withOnePart(e: Omit<RegisteredEnrolment, 'enrolments'>, id: number): RegisteredEnrolment {
  const part: RegisteredEnrolmentPart = {
    id,
    sent_at: `${e.date}T10:14:00.000+01:00`,
    comment: e.comment,
    pickup_completed: e.pickup_completed,
    deletion_requested: e.deletion_requested,
    can_delete: e.can_delete,
    delete_deadline: e.delete_deadline,
    animal_rows: e.animal_rows,
    confirmations: e.confirmations,
    return_meat_pickup_location: e.return_meat_pickup_location,
    want_marks_sent_on_return: e.want_marks_sent_on_return,
    return_form_data: Array.isArray(e.return_form_data) ? (e.return_form_data[0] ?? null) : e.return_form_data,
    cooperative: null,
  };
  return { ...e, enrolments: [part] };
}

export const enrolments: Record<string, RegisteredEnrolment> = Object.fromEntries(Object.entries(merged).map(([key, e], i) => [key, withOnePart(e, i + 1)]));

/** The overview by pickup week of the enrolments above (GET /api/registered_enrolment_weeks). */
export const pickupWeeks: RegisteredEnrolmentWeek[] = [
  {
    year: 2026,
    week: 46,
    enrolments: [
      {
        id: 4,
        kind: 'slaughter',
        date: '2026-11-02',
        animals: [
          { product_text: 'Gris', amount: 42 },
          { product_text: 'Purke', amount: 2 },
        ],
        status: 'collected',
        cooperative: null,
      },
    ],
  },
  { year: 2026, week: 48, enrolments: [{ id: 3, kind: 'sell_sheep', date: '2026-11-16', animals: [{ product_text: 'Vær', amount: 1 }], status: 'deletion_requested', cooperative: null }] },
  {
    year: 2026,
    week: 49,
    enrolments: [
      { id: 2, kind: 'slaughter', date: '2026-11-18', animals: [{ product_text: 'Ku', amount: 1 }], status: 'registered', cooperative: null },
      { id: 1, kind: 'buy_cattle', date: '2026-11-19', animals: [{ product_text: 'Livdyr til fôring, Kjøttfe, tung, okse', amount: 3 }], status: 'registered', cooperative: null },
    ],
  },
];

interface ServeOptions {
  /** The logged-in user is staff (GET /api/profile/is_superuser). */
  superuser?: boolean;
  dates?: typeof dates;
  unread?: number;
  /** Status for the dates list (e.g. 500). */
  datesStatus?: number;
  /** Status for every enrolment fetch. */
  detailStatus?: number;
  /** Status for the delete call. */
  deleteStatus?: number;
  /** Status for the overview by pickup week. */
  weeksStatus?: number;
  /** The cooperative's word on enrolments, by 'kind|date' (on the day's one enrolment and in the overview). */
  cooperative?: Record<string, CooperativeStatus>;
}

/**
 * Answers the screen's calls like the server. Deleting a slaughter enrolment removes it; a buy
 * or sell one is marked requested.
 */
export function serveEnrolments(options: ServeOptions = {}) {
  let list = [...(options.dates ?? dates)];
  const data: Record<string, RegisteredEnrolment> = structuredClone(enrolments);
  const weeks: RegisteredEnrolmentWeek[] = structuredClone(pickupWeeks);
  for (const [key, cooperative] of Object.entries(options.cooperative ?? {})) {
    const deleted = isDeletedByCooperative(cooperative);
    const found = data[key]!;
    const refused = cooperative.event === 'deletion_refused';
    // What the cooperative deleted, or refused to delete, the farmer can no longer delete.
    const canDelete = (was: boolean) => was && !deleted && !refused;
    data[key] = {
      ...found,
      can_delete: canDelete(found.can_delete),
      deletion_requested: refused ? false : found.deletion_requested,
      enrolments: found.enrolments.map((p) => ({ ...p, cooperative, can_delete: canDelete(p.can_delete), deletion_requested: refused ? false : p.deletion_requested })),
    };
    for (const item of weeks.flatMap((w) => w.enrolments)) {
      if (`${item.kind}|${item.date}` !== key) continue;
      item.cooperative = cooperative;
      if (deleted) item.status = 'deleted';
      else if (cooperative.event === 'deletion_refused') item.status = 'registered';
    }
  }
  let unread = options.unread ?? 0;
  const error = (status: number) => jsonResponse(status, { code: 'ERROR', message: 'feil' });

  return mockFetch((request: RecordedRequest) => {
    const path = request.url.pathname;
    if (path === '/api/profile/is_superuser') return jsonResponse(200, { is_superuser: { is_superuser: options.superuser === true } });
    if (path === '/api/registered_enrolment_dates') {
      if (options.datesStatus) return error(options.datesStatus);
      return jsonResponse(200, { registered_enrolment_dates: list });
    }
    if (path === '/api/registered_enrolment_unread') return jsonResponse(200, { count: unread });
    if (path === '/api/registered_enrolment_weeks') {
      if (options.weeksStatus) return error(options.weeksStatus);
      return jsonResponse(200, { registered_enrolment_weeks: weeks });
    }
    if (path === '/api/markread/enrolment/notification' && request.method === 'POST') {
      unread = 0;
      return jsonResponse(200, { ok: true });
    }
    const byDate = /^\/api\/registered_enrolment_by_date\/([a-z_]+)\/([\d-]+)$/.exec(path);
    if (byDate) {
      const found = data[`${byDate[1]}|${byDate[2]}`];
      if (options.detailStatus) return error(options.detailStatus);
      return found ? jsonResponse(200, { registered_enrolment_by_date: found }) : error(404);
    }
    const del = /^\/api\/delete_registered_enrolment_by_date\/([a-z_]+)\/([\d-]+)$/.exec(path);
    if (del && request.method === 'POST') {
      if (options.deleteStatus) return error(options.deleteStatus);
      const key = `${del[1]}|${del[2]}`;
      const found = data[key];
      if (!found) return error(404);
      if (found.kind === 'slaughter') {
        list = list.filter((item) => `${item.kind}|${item.date}` !== key);
        delete data[key];
        return jsonResponse(200, { ok: true, deletion_requested: false });
      }
      data[key] = { ...found, deletion_requested: true, can_delete: false, enrolments: found.enrolments.map((p) => ({ ...p, deletion_requested: true, can_delete: false })) };
      return jsonResponse(200, { ok: true, deletion_requested: true });
    }
    return error(404);
  });
}

import { type AnimalGroup, cattleUid, type ReturnFormData, returnFormFieldsOf } from '@slakteweb/core';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { RETURN_FORMS } from './return-forms-seed.js';

/**
 * Demo enrolment data around the demo's "today" (20–22 November 2026, ISO week 47): 10001's cattle
 * herd, its treatments with withdrawal periods (DEMO_TREATMENTS), pickup-week rules for weeks
 * 48/2026 … 5/2027 with a few closed weeks, submitted enrolments of each kind and a server draft.
 * 10003 (sheep only, KSL not approved) has none. Deterministic and idempotent: existing rows are kept.
 */

const HERD_MARK = '50012';
const HERD: { subcategory_name: string; name: string; birthdate: string }[] = [
  ...['Dagros', 'Litago', 'Stjerne', 'Fagerlin', 'Rosa', 'Dokka', 'Mari', 'Gullros', 'Svarta', 'Hjertros'].map((name, i) => ({
    subcategory_name: 'Ku',
    name,
    birthdate: `${2016 + (i % 6)}-0${1 + (i % 9)}-${String(3 + i * 2).padStart(2, '0')}`,
  })),
  ...['Flekka', 'Perla', 'Sol', 'Bella', 'Frida'].map((name, i) => ({ subcategory_name: 'Kvige', name, birthdate: `2024-0${2 + i}-1${i}` })),
  ...['Brutus', 'Tor', 'Storm'].map((name, i) => ({ subcategory_name: 'Okse', name, birthdate: `2024-1${i}-0${5 + i}` })),
  ...['', '', '', ''].map((name, i) => ({ subcategory_name: 'Oksekalv', name, birthdate: `2026-0${4 + i}-2${i}` })),
  ...['Lykke', '', ''].map((name, i) => ({ subcategory_name: 'Kvigekalv', name, birthdate: `2026-0${5 + i}-1${i + 1}` })),
];

/** The herd's animals as (mark_no, individual_no): 5 digits each. */
export const DEMO_HERD = HERD.map((a, i) => ({ ...a, mark_no: HERD_MARK, individual_no: String(i + 1).padStart(5, '0') }));

/**
 * 10001's treatments, so each kind of medication remark shows for pickup week 49 (30 November –
 * 6 December 2026), the first week open on the demo's "today" (README, Demo accounts):
 * - cow 50012-00004 Fagerlin: withdrawal ends Thursday of week 49 (chosen animal, within the week);
 * - cow 50012-00007 Mari: ends in week 51, so she is refused for weeks 49 and 50;
 * - sow 4533: ends in week 49 (typed ear tag; or, where sows go by club number, maybe in the group);
 * - ewe 10234: ends in week 50 (typed number after the week; or maybe among the ewes without numbers);
 * - a pen of Vak gris: ends in week 49 (group, within the week);
 * - the ewes on the home pasture: end in week 51 (group, after the week).
 */
export const DEMO_TREATMENTS = [
  { animal_category: 'cattle', subcategory_name: 'Ku', animal_id: `${HERD_MARK}-00004`, group_name: '', disease_name: 'Mastitt', disease_code: 'MAST', medication_name: 'Penovet vet.', treatment_date: '2026-11-19', restrain_limit: '2026-12-03' },
  { animal_category: 'cattle', subcategory_name: 'Ku', animal_id: `${HERD_MARK}-00007`, group_name: '', disease_name: 'Klauvbetennelse', disease_code: 'KLAUV', medication_name: 'Engemycin vet.', treatment_date: '2026-11-18', restrain_limit: '2026-12-16' },
  { animal_category: 'pigs', subcategory_name: 'Purke', animal_id: '4533', group_name: '', disease_name: 'Jurbetennelse', disease_code: 'MAST', medication_name: 'Penovet vet.', treatment_date: '2026-11-21', restrain_limit: '2026-12-02' },
  { animal_category: 'pigs', subcategory_name: 'Vak gris', animal_id: null, group_name: 'Vaksinerte hanngriser, binge 2', disease_name: 'Luftveisinfeksjon', disease_code: 'LUFT', medication_name: 'Tylan vet.', treatment_date: '2026-11-20', restrain_limit: '2026-12-04' },
  { animal_category: 'sheep', subcategory_name: 'Sau', animal_id: '10234', group_name: '', disease_name: 'Fotråte', disease_code: 'FOTR', medication_name: 'Terramycin vet.', treatment_date: '2026-11-20', restrain_limit: '2026-12-10' },
  { animal_category: 'sheep', subcategory_name: 'Sau', animal_id: null, group_name: 'Søyene på innmarksbeite', disease_name: 'Innvollsorm', disease_code: 'ORM', medication_name: 'Cydectin vet.', treatment_date: '2026-11-16', restrain_limit: '2026-12-16' },
] as const;

const WEEKS: [number, number][] = [
  [2026, 48], [2026, 49], [2026, 50], [2026, 51], [2026, 52], [2026, 53], [2027, 1], [2027, 2], [2027, 3], [2027, 4], [2027, 5],
];
/** Closed weeks: [year, week, action or all, group or all, reason, allowed on a cattle deal]. */
const CLOSED: [number, number, string, string, string, boolean][] = [
  [2026, 53, '*', '*', 'Julestengt', false],
  [2026, 52, 'slaughter', 'cattle', 'Redusert slaktekapasitet', true],
  [2027, 1, 'slaughter', 'sheep', 'Redusert slaktekapasitet før sesongstart', false],
];

export async function seedDemoEnrolments(db: Db): Promise<{ enrolments: number }> {
  await db
    .insertInto('herd_animal')
    .values(DEMO_HERD.map((a) => ({ supplier_no: '10001', ...a })))
    .onConflict((oc) => oc.columns(['supplier_no', 'mark_no', 'individual_no']).doNothing())
    .execute();

  const rules = WEEKS.flatMap(([year, week]) =>
    (['slaughter', 'buy', 'sell'] as const).flatMap((action) =>
      (['pigs', 'sheep', 'cattle'] as const).map((animal_group) => {
        const closed = CLOSED.find((c) => c[0] === year && c[1] === week && (c[2] === '*' || c[2] === action) && (c[3] === '*' || c[3] === animal_group));
        return {
          action,
          animal_group,
          year,
          week,
          allowed: !closed,
          allowed_cattle_deal: closed ? closed[5] : true,
          reason: closed ? closed[4] : '',
        };
      }),
    ),
  );
  await db.insertInto('pickup_week_rule').values(rules).onConflict((oc) => oc.columns(['action', 'animal_group', 'year', 'week']).doNothing()).execute();

  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('slakteweb:seed-treatments'))`.execute(trx);
    const existing = await trx.selectFrom('animal_treatment').select('id').where('supplier_no', '=', '10001').limit(1).executeTakeFirst();
    if (!existing) await trx.insertInto('animal_treatment').values(DEMO_TREATMENTS.map((t) => ({ supplier_no: '10001', ...t }))).execute();
  });

  await db
    .insertInto('enrolment_draft')
    .values({
      supplier_no: '10001',
      state: JSON.stringify({
        action: 'slaughter',
        group: 'pigs',
        step: 4,
        week: { year: 2026, week: 49 },
        rows: [{ subcategory_name: 'Gris', amount: 18, club_no: '4411', comment: '' }],
        comment: '',
      }),
      user_name: '10001',
      last_updated: '2026-11-20T19:42:00.000+01:00',
      saved_at: '2026-11-20T18:42:00Z',
    })
    .onConflict((oc) => oc.column('supplier_no').doNothing())
    .execute();

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('slakteweb:seed-enrolments'))`.execute(trx);
    const existing = await trx.selectFrom('enrolment').select('id').where('supplier_no', '=', '10001').limit(1).executeTakeFirst();
    if (existing) return { enrolments: 0 };
    const demo = demoEnrolments();
    for (const e of demo) {
      const { rows: demoRows, ...enrolment } = e;
      const rows: DemoRow[] = demoRows;
      const { id } = await trx.insertInto('enrolment').values({ supplier_no: '10001', ...enrolment }).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('enrolment_row')
        .values(
          rows.map((r, position) => ({
            enrolment_id: Number(id),
            supplier_no: '10001',
            position,
            data: JSON.stringify(r.data),
            delivery_week: enrolment.pickup_week,
            delivery_year: enrolment.pickup_year,
            expected_pickup_date: r.expected_pickup_date ?? null,
            expected_pickup_time: r.expected_pickup_time ?? null,
            haulier_name: r.haulier_name ?? null,
            pickup_completed: r.pickup_completed ?? false,
          })),
        )
        .execute();
    }
    return { enrolments: demo.length };
  });
}

/** The demo's ewes whose skins come back, one with a health remark group among the others. */
const DEMO_SHEEP_ROW = {
  subcategory_name: 'Sau',
  amount: 6,
  return_skin_meat: [
    { individual_no: '12011', return_skin: true },
    { individual_no: '12047', return_skin: true },
  ],
  has_health_remarks: true,
  health_remarks_cnt: 1,
  health_remarks_groups: [{ amount_animals: 1, health_remarks_code: 'BOGSAAR', health_remarks_comment: '' }],
  comment: '',
};

/** The division of Dagros's meat in the demo's cattle slaughter, answered by the demo's cattle form. */
const DEMO_DIVISION = {
  id: 'demo-oppdeling-1',
  divisionNo: 1,
  formData: { oppdeling: 'stykket', biff: true, steik: true, kjottdeig: true, pakking: 'vakuum', pakkestorrelse: 'liten' },
};

/** A demo enrolment's 'Returskjema' receipt, with the demo's form of its kind (return-forms-seed.ts). */
function demoReceipt(
  kind: AnimalGroup,
  rows: ReturnFormData['animal_rows'],
  divisions: ReturnFormData['returnSlaughterOptionsGroups'],
  common: ReturnFormData['returnSlaughterOptionsCommon'],
  commentMeat: string,
): ReturnFormData {
  const form = RETURN_FORMS[kind];
  return {
    animal_category: kind,
    animal_rows: rows,
    returnSlaughterOptionsCommon: common,
    returnSlaughterOptionsGroups: divisions,
    returnSlaughterOptionsCommentSkin: '',
    returnSlaughterOptionsCommentMeat: commentMeat,
    return_form_fields: returnFormFieldsOf(form),
    'return_form_illegal-checkbox-combinations': form['illegal-checkbox-combinations'],
  };
}

interface DemoRow {
  data: Record<string, unknown>;
  expected_pickup_date?: string;
  expected_pickup_time?: string;
  haulier_name?: string;
  pickup_completed?: boolean;
}

function demoEnrolments() {
  const at = (iso: string) => ({ created_at: iso, updated_at: iso, created_date: iso.slice(0, 10) });
  const cow = (i: number) => DEMO_HERD[i]!;
  return [
    {
      ...at('2026-11-02T10:14:00+01:00'),
      kind: 'slaughter' as const,
      animal_category: 'pigs' as const,
      pickup_week: 46,
      pickup_year: 2026,
      comment: 'Grisene står i binge 3 og 4.$Kjent leverandør, ok$',
      pickup_completed: true,
      updated_at: '2026-11-12T14:05:00+01:00',
      rows: [
        { data: { subcategory_name: 'Gris', amount: 42, club_no: '1234', comment: '' }, expected_pickup_date: '2026-11-10', expected_pickup_time: '07:30', haulier_name: 'Transport Nord AS', pickup_completed: true },
        {
          data: {
            subcategory_name: 'Purke',
            amount: 2,
            individual_pigs: [{ ear_tag: '4521', has_health_remarks: true, health_remarks_code: 'SVAK_HALTHET', health_remarks_comment: 'Halter på venstre bakbein' }, { ear_tag: '4533' }],
            comment: '',
          },
          expected_pickup_date: '2026-11-10',
          expected_pickup_time: '07:30',
          haulier_name: 'Transport Nord AS',
          pickup_completed: true,
        },
      ] satisfies DemoRow[],
    },
    {
      ...at('2026-11-09T20:31:00+01:00'),
      kind: 'slaughter' as const,
      animal_category: 'sheep' as const,
      pickup_week: 47,
      pickup_year: 2026,
      comment: '',
      rows: [
        { data: { subcategory_name: 'Lam', amount: 35, comment: '' }, expected_pickup_date: '2026-11-17', expected_pickup_time: '09:00', haulier_name: 'Stjørdal Dyretransport', pickup_completed: true },
        { data: DEMO_SHEEP_ROW, expected_pickup_date: '2026-11-24', haulier_name: 'Stjørdal Dyretransport' },
      ] satisfies DemoRow[],
      // The two numbered ewes' skins come back, salted.
      return_form_data: JSON.stringify(demoReceipt('sheep', [{ label: 'Sau', return_skin_meat: DEMO_SHEEP_ROW.return_skin_meat, return_options_groups: [] }], [], { skinn: 'saltet' }, '')),
    },
    {
      ...at('2026-11-16T08:05:00+01:00'),
      kind: 'sell_sheep' as const,
      animal_category: 'sheep' as const,
      pickup_week: 48,
      pickup_year: 2026,
      comment: 'Værene kan hentes sammen.',
      rows: [
        { data: { subcategory_name: 'Vær', sheep_individual_no: '11002', sheep_race: 'Dala', horn: true, comment: '' } },
        { data: { subcategory_name: 'Vær', sheep_individual_no: '11019', sheep_race: 'Kvit spælsau', horn: false, comment: '' } },
      ] satisfies DemoRow[],
    },
    {
      ...at('2026-11-18T21:12:00+01:00'),
      kind: 'slaughter' as const,
      animal_category: 'cattle' as const,
      pickup_week: 49,
      pickup_year: 2026,
      comment: '',
      rows: [0, 16].map((i) => ({
        data: {
          mark_no: cow(i).mark_no,
          individual_no: cow(i).individual_no,
          subcategory_name: cow(i).subcategory_name,
          comment: i === 0 ? 'Rolig dyr' : '',
          // Dagros comes back as meat, in one division, and her hide.
          ...(i === 0 ? { return_meat: true, return_skin: true, return_options_groups: [{ group_id: DEMO_DIVISION.id, amount_animals: 1, animal_ids: [cattleUid(cow(0))] }] } : {}),
        },
      })) satisfies DemoRow[],
      return_form_data: JSON.stringify(
        demoReceipt(
          'cattle',
          [{ label: `Ku ${cattleUid(cow(0))}`, return_meat: true, return_skin: true, return_options_groups: [{ group_id: DEMO_DIVISION.id, amount_animals: 1, animal_ids: [cattleUid(cow(0))] }] }],
          [{ ...DEMO_DIVISION, animals: [{ label: 'Ku', amount_animals: 1, animal_ids: [cattleUid(cow(0))] }] }],
          { merking: 'navn', fryst: true, hud: 'saltet' },
          'Kjøttet hentes på slakteriet fredag.',
        ),
      ),
    },
    {
      ...at('2026-11-19T12:40:00+01:00'),
      kind: 'buy_cattle' as const,
      animal_category: 'cattle' as const,
      pickup_week: 49,
      pickup_year: 2026,
      comment: 'Ønsker dyr fra BRSV-fri besetning.',
      rows: [
        { data: { live_animal_type: 'feeding_animal', cattle_category: 'meat_animal', cattle_weight: 'heavy', cattle_gender: 'male', amount: 3, comment: '' } },
      ] satisfies DemoRow[],
    },
  ];
}

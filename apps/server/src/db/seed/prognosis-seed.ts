import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { PrognosisConfig as PrognosisConfigTable, PrognosisSubmission as PrognosisSubmissionTable } from '../schema.js';

/**
 * The demo's prognosis survey (README: Prognosis). The demo's "today" is 22.11.2026: pigs are
 * asked for the first half of 2027, cattle for the first quarter, sheep for the lamb season of
 * 2027. The survey opens by itself after login for pigs and cattle; sheep are in it (lamb
 * slaughter only) without opening it. 10001 has answered earlier periods, not the coming ones,
 * so 10001 sees the survey after login.
 */

type ConfigRow = Insertable<PrognosisConfigTable>;

const UPDATED_AT = new Date('2026-11-02T08:00:00Z');

export const DEMO_PROGNOSIS_CONFIG: ConfigRow[] = [
  {
    animal_kind: 'pigs',
    survey_available: true,
    show_survey: true,
    next_period_from: '2027-01-01',
    next_period_to: '2027-06-30',
    prev_period_from: '2026-01-01',
    prev_period_to: '2026-06-30',
    upto_now_period_from: '2026-07-01',
    upto_now_period_to: '2026-11-22',
    this_year_from: '2026-01-01',
    this_year_to: '2026-12-31',
    info_txt_top:
      '<p>Prognosen for gris gjelder <strong>første halvår 2027</strong>. Oppgi hvor mange slaktegris du regner med å levere, og hvor mange smågris du vil kjøpe eller selge gjennom oss. Tallene bruker vi til å planlegge slaktekapasitet og livdyrformidling.</p>',
    updated_at: UPDATED_AT,
  },
  {
    animal_kind: 'cattle',
    survey_available: true,
    show_survey: true,
    next_period_from: '2027-01-01',
    next_period_to: '2027-03-31',
    prev_period_from: '2026-07-01',
    prev_period_to: '2026-09-30',
    upto_now_period_from: '2026-10-01',
    upto_now_period_to: '2026-11-22',
    this_year_from: '2026-01-01',
    this_year_to: '2026-12-31',
    info_txt_top: '<p>Prognosen for storfe gjelder <strong>første kvartal 2027</strong>: dyr til slakt, og livdyr du vil kjøpe eller selge.</p>',
    updated_at: UPDATED_AT,
  },
  {
    animal_kind: 'sheep',
    survey_available: true,
    show_survey: false,
    next_period_from: '2027-08-01',
    next_period_to: '2027-12-31',
    prev_period_from: '2025-08-01',
    prev_period_to: '2025-12-31',
    upto_now_period_from: '2026-08-01',
    upto_now_period_to: '2026-11-22',
    this_year_from: '2026-01-01',
    this_year_to: '2026-12-31',
    info_txt_top: '<p>Oppgi hvor mange <strong>lam</strong> du regner med å levere til slakt i lammesesongen 2027 (august–desember).</p>',
    updated_at: UPDATED_AT,
  },
];

/** 10001's answers for earlier periods; the later answer for the second half of 2026 replaced the first. */
const DEMO_HISTORY: Omit<Insertable<PrognosisSubmissionTable>, 'supplier_no' | 'submitted_by_user_id'>[] = [
  { animal_kind: 'pigs', period_from: '2026-01-01', period_to: '2026-06-30', slaughter: 300, buy: 320, sell: 0, submitted_at: '2025-11-20T19:12:00+01:00' },
  { animal_kind: 'pigs', period_from: '2026-07-01', period_to: '2026-12-31', slaughter: 280, buy: 300, sell: 0, submitted_at: '2026-05-18T20:40:00+02:00' },
  { animal_kind: 'pigs', period_from: '2026-07-01', period_to: '2026-12-31', slaughter: 310, buy: 320, sell: 0, submitted_at: '2026-05-25T07:05:00+02:00' },
  { animal_kind: 'cattle', period_from: '2026-10-01', period_to: '2026-12-31', slaughter: 4, buy: 3, sell: 1, submitted_at: '2026-09-14T21:30:00+02:00' },
  { animal_kind: 'sheep', period_from: '2026-08-01', period_to: '2026-12-31', slaughter: 140, buy: null, sell: null, submitted_at: '2026-05-25T07:06:00+02:00' },
];

const DEMO_FARM = '10001';

/** The configuration (kept as the cooperative changed it) and 10001's history (only into a farm without any). */
export async function seedDemoPrognosis(db: Db): Promise<void> {
  await db.insertInto('prognosis_config').values(DEMO_PROGNOSIS_CONFIG).onConflict((oc) => oc.column('animal_kind').doNothing()).execute();
  const user = await db.selectFrom('app_user').select('id').where('supplier_no', '=', DEMO_FARM).executeTakeFirst();
  const supplier = await db.selectFrom('supplier').select('supplier_no').where('supplier_no', '=', DEMO_FARM).executeTakeFirst();
  const answered = await db.selectFrom('prognosis_submission').select('id').where('supplier_no', '=', DEMO_FARM).limit(1).executeTakeFirst();
  if (!supplier || answered) return;
  await db
    .insertInto('prognosis_submission')
    .values(DEMO_HISTORY.map((row) => ({ ...row, supplier_no: DEMO_FARM, submitted_by_user_id: user?.id ?? null })))
    .execute();
}

/**
 * A farm copy's submissions (seed/farm-copy.ts): every one, in order, under the copy's number;
 * `userId` turns the original's login into the copy's.
 */
export async function copyPrognosisSubmissions(db: Db, from: string, to: string, userId: (id: number | null) => number | null): Promise<void> {
  const rows = await db.selectFrom('prognosis_submission').selectAll().where('supplier_no', '=', from).orderBy('id').execute();
  if (rows.length === 0) return;
  await db
    .insertInto('prognosis_submission')
    .values(rows.map(({ id: _id, ...row }) => ({ ...row, supplier_no: to, submitted_by_user_id: userId(row.submitted_by_user_id) })))
    .execute();
}

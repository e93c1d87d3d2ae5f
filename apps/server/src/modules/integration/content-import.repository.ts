import type { Insertable, Transaction } from 'kysely';
import type { HelpText as HelpTextTable, Message as MessageTable, PickupWeekRule as PickupWeekRuleTable, PrognosisConfig as PrognosisConfigTable, ReturnForm as ReturnFormTable } from '../../db/schema.js';
import type { Database } from '../../db/types.js';

type Trx = Transaction<Database>;

export function pickupWeeksOfYears(trx: Trx, years: number[]) {
  if (years.length === 0) return Promise.resolve([]);
  return trx.selectFrom('pickup_week_rule').selectAll().where('year', 'in', years).execute();
}

export async function upsertPickupWeeks(trx: Trx, rows: Insertable<PickupWeekRuleTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('pickup_week_rule')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['action', 'animal_group', 'year', 'week']).doUpdateSet((eb) => ({
        allowed: eb.ref('excluded.allowed'),
        allowed_cattle_deal: eb.ref('excluded.allowed_cattle_deal'),
        reason: eb.ref('excluded.reason'),
      })),
    )
    .execute();
}

export function helpTexts(trx: Trx, names: string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return trx.selectFrom('help_text').selectAll().where('name', 'in', names).execute();
}

export async function upsertHelpTexts(trx: Trx, rows: Insertable<HelpTextTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('help_text')
    .values(rows)
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ html: eb.ref('excluded.html') })))
    .execute();
}

export function messagesByExternalId(trx: Trx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return trx.selectFrom('message').select(['id', 'external_id', 'title', 'body', 'published_at', 'supplier_no', 'company_id']).where('external_id', 'in', ids).execute();
}

export async function insertMessages(trx: Trx, rows: Insertable<MessageTable>[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('message').values(rows).execute();
}

export async function updateMessage(trx: Trx, id: number, fields: { title: string; body: string; published_at: Date; supplier_no: string | null; company_id: string | null }): Promise<void> {
  await trx.updateTable('message').set(fields).where('id', '=', id).execute();
}

export function prognosisConfigs(trx: Trx) {
  return trx.selectFrom('prognosis_config').selectAll().execute();
}

export async function upsertPrognosisConfig(trx: Trx, row: Insertable<PrognosisConfigTable>): Promise<void> {
  const { animal_kind: _kind, ...fields } = row;
  await trx
    .insertInto('prognosis_config')
    .values(row)
    .onConflict((oc) => oc.column('animal_kind').doUpdateSet(fields))
    .execute();
}

export function returnForms(trx: Trx) {
  return trx.selectFrom('return_form').select(['animal_kind', 'form']).execute();
}

export async function upsertReturnForm(trx: Trx, row: Insertable<ReturnFormTable>): Promise<void> {
  await trx
    .insertInto('return_form')
    .values(row)
    .onConflict((oc) => oc.column('animal_kind').doUpdateSet({ form: row.form, updated_at: row.updated_at }))
    .execute();
}

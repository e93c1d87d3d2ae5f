import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * What a column holds where its name and type do not say it (units, JSON shapes, what null means),
 * kept in the database itself: the generated table types (db/schema.ts) carry these comments, so
 * they stay beside the column wherever it is read.
 */
const COLUMN_COMMENTS: [table: string, column: string, comment: string][] = [
  ['session', 'second_factor_pending', 'Staff who gave the password but not yet the second factor (TOTP).'],
  ['password_reset_token', 'purpose', 'What the link was made for; null for links from before this was kept (mailed to the account).'],
  ['impersonation_audit', 'target', 'The address as requested (what was viewed), without impersonateUsername; null on older rows.'],
  ['staff_second_factor', 'last_time_step', 'The last TOTP time step accepted: a code is never accepted twice.'],
  ['settlement', 'amount_ore', "Posted: the sum of its animals' amounts. Temporary: the preliminary sum."],
  ['settlement', 'comment', 'May contain $internal$ parts; those never leave the server.'],
  ['settlement', 'accounting_synced', "Posted: has been through the start's accounting-document sync (documents-seed.ts)."],
  ['settlement', 'arrived_at', 'When an import brought it (new to the farmer from then); null for demo data.'],
  ['settlement', 'import_hash', 'SHA-256 of the import record it was written from; null for demo data.'],
  ['slaughter_animal', 'position', 'Order of the animal within its settlement (groups in order of first appearance).'],
  ['slaughter_animal', 'classification', "EUROP class ('R+'); '' for pigs."],
  ['slaughter_animal', 'meat_percent_tenths', 'Kjøttprosent in tenths (61.4 % → 614); null where the class is used.'],
  ['slaughter_animal', 'fat_group', "'1-' … '5+'; null for pigs."],
  ['slaughter_animal', 'price_ore_per_kg', 'Posted only; null on temporary settlements.'],
  ['slaughter_animal', 'discard', 'Condemned at the meat inspection: part of the carcass (delkassert), all of it (totalkassert), or null.'],
  ['slaughter_photo', 'file_name', "Path relative to FILES_DIR, e.g. 'slaughter-photos/slakt-07.png'."],
  ['document', 'title', "What the document is, e.g. 'Faktura smågris', 'Kontoutdrag 3. kvartal 2026'."],
  ['document', 'amount_ore', 'Incl. VAT; null for open posts and account statements.'],
  ['document', 'download_id', 'Random, unguessable: what the browser downloads by.'],
  ['document', 'file_name', 'Path relative to FILES_DIR; null when there is no stored file.'],
  ['document', 'settlement_id', 'Accountings: the posted settlement the document is rendered from.'],
  ['document', 'arrived_at', 'When an import brought it (new to the farmer from then); null for demo data.'],
  ['message', 'external_id', "The cooperative's own id of an imported message (the import's key); null for others."],
  ['message', 'supplier_no', 'A message to one farm; null for every farm.'],
  ['herd_animal', 'mothers_mark', "The mother's mark (her individual number); '' when unknown."],
  ['herd_animal', 'animal_keeping_no', 'Dyreholdsnummer of the animal keeping the animal stands at.'],
  ['herd_animal', 'veal_date', "A cow's latest calving (kalvingsdato); null for animals that have not calved."],
  ['herd_animal', 'breeds', 'The breeds and their shares as JSON text: [{"name":"NRF","perc":75},{"name":"Hereford","perc":25}].'],
  ['enrolment', 'created_date', 'The Oslo date it was sent.'],
  ['enrolment', 'comment', 'May contain $internal$ parts; stripped before it leaves the server.'],
  ['enrolment', 'confirmations', 'JSON array of the confirmations given (confirm_* names, extraCheckboxConfirmRegisterSlaughter).'],
  ['enrolment', 'medication_remarks', "JSON of the medication check's remarks when it was sent; null when there were none."],
  ['enrolment', 'return_form_data', "JSON of the return form's answers with the form (ReturnFormData); null without returns."],
  ['enrolment', 'return_meat_pickup_location', 'midtnorge: where the return meat is picked up.'],
  ['animal_treatment', 'subcategory_name', "The animal type: 'Ku', 'Purke', 'Sau', 'Gris', …"],
  ['animal_treatment', 'animal_id', "Cattle 'mark_no-individual_no', a sheep's number or a sow's ear tag; null for a group."],
  ['animal_treatment', 'restrain_limit', 'The last day of the withdrawal period.'],
  ['enrolment_row', 'data', 'The validated row as JSON text.'],
  ['statistics_rollup', 'last_date', 'The newest settlement date taken in.'],
  ['statistics_cooperative_rollup', 'last_date', 'The newest settlement date taken in.'],
  ['statistics_rollup_state', 'version', "The rollups' definition they were built with; 0 before the first build."],
  ['statistics_rollup_state', 'max_animal_id', 'The highest slaughter_animal id taken in.'],
  ['prognosis_config', 'info_txt_top', 'HTML from the cooperative, sanitised by the browser.'],
  ['prognosis_submission', 'slaughter', 'Animals; null where the field was left empty.'],
  ['service_token', 'scopes', "Space-separated scopes, e.g. 'import:settlements export:enrolments'."],
  ['integration_event', 'txid', "The writing transaction's id (xid8), as text: the export's cursor orders by it."],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column, comment] of COLUMN_COMMENTS) {
    await sql`comment on column ${sql.table(table)}.${sql.id(column)} is ${sql.lit(comment)}`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of COLUMN_COMMENTS) {
    await sql`comment on column ${sql.table(table)}.${sql.id(column)} is null`.execute(db);
  }
}

import type { ColumnType, Generated, Selectable } from 'kysely';

/** bigint columns. database.ts has both drivers return numbers; the type still admits a plain driver's text. */
type BigIntColumn = ColumnType<string | number, number | string | undefined, number | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface SupplierTable {
  supplier_no: string;
  fullname: string;
  company_no: Defaulted<string>;
  provider_no: Defaulted<string>;
  animal_keeping_id: Defaulted<string>;
  ksl_status: Defaulted<number>;
  brsv_status: Defaulted<number>;
  health_pig_approved: Defaulted<boolean>;
  has_pigs: Defaulted<boolean>;
  has_sheep: Defaulted<boolean>;
  has_cattle: Defaulted<boolean>;
  has_pigs_restriction: Defaulted<boolean>;
  has_sheep_restriction: Defaulted<boolean>;
  has_cattle_restriction: Defaulted<boolean>;
  email_user: Defaulted<string>;
  email_accounting: Defaulted<string>;
  mobile: Defaulted<string>;
  street_address: Defaulted<string>;
  post_no: Defaulted<string>;
  city: Defaulted<string>;
  recieve_accounting: Defaulted<boolean>;
  recieve_newsletter: Defaulted<boolean>;
  recieve_registered_slaughter: Defaulted<boolean>;
  balance_this_year_ore: BigIntColumn;
  debit_amount_total_ore: BigIntColumn;
}

export interface OldSystemSupplierTable {
  supplier_no: string;
  fullname: string;
  email: string | null;
  mobile: string | null;
}

export interface AppUserTable {
  id: Generated<number>;
  username: string;
  password_hash: string | null;
  supplier_no: string | null;
  is_superuser: Defaulted<boolean>;
  display_name: Defaulted<string>;
  email: Defaulted<string>;
  must_confirm_information: Defaulted<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SessionTable {
  id_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** Staff who gave the password but not yet the second factor (TOTP). */
  second_factor_pending: Defaulted<boolean>;
}

export interface PasswordResetTokenTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** What the link was made for; null for links from before this was kept (mailed to the account). */
  purpose: ColumnType<ResetLinkPurpose | null, ResetLinkPurpose | null | undefined, ResetLinkPurpose | null>;
}

/** 'welcome': the set-password mail at a login without a password; 'reset': Glemt passord?; 'superuser': made by staff, mailed to them. */
export type ResetLinkPurpose = 'welcome' | 'reset' | 'superuser';

export interface ImpersonationAuditTable {
  id: Generated<string>;
  at: Timestamp;
  superuser_id: number;
  supplier_no: string;
  method: string;
  path: string;
  /** The address as requested (what was viewed), without impersonateUsername; null on older rows. */
  target: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A reset link staff had made for another user. */
export interface ResetLinkAuditTable {
  id: Generated<string>;
  at: Timestamp;
  superuser_id: number;
  user_id: number;
}

/** Staff's TOTP secret (base32); confirmed once a code from it was given. */
export interface StaffSecondFactorTable {
  user_id: number;
  secret: string;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  last_time_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A one-time recovery code, as its SHA-256. */
export interface StaffRecoveryCodeTable {
  user_id: number;
  code_hash: string;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A browser that has logged in to an account: its device cookie, hashed (login-device.service.ts). */
export interface LoginDeviceTable {
  token_hash: string;
  user_id: number;
  last_login_at: Timestamp;
}

/** A register the enrolment's checks read, as the cooperative's system last reported it (core registers.ts). */
export interface RegisterStatusTable {
  register: 'herd' | 'medicine';
  available: boolean;
  reported_at: Timestamp;
}

export interface RateLimitHitTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface HelpTextTable {
  name: string;
  html: string;
}

/** A calendar date ('yyyy-MM-dd'); both drivers return `date` columns as that text (database.ts). */
type CalendarDate = ColumnType<string, string, string>;

/**
 * A settlement (avregning) from the cooperative's accounting: temporary (preliminary, no prices)
 * or posted (bokført). Money in integer øre.
 */
export interface SettlementTable {
  /** bigserial; int8 is parsed to a number by both drivers. */
  id: Generated<number>;
  supplier_no: string;
  kind: 'temp' | 'posted';
  settlement_date: CalendarDate;
  settlement_no: string;
  /** Posted: the sum of its animals' amounts. Temporary: the preliminary sum. */
  amount_ore: BigIntColumn;
  has_document: Defaulted<boolean>;
  /** May contain $internal$ parts; those never leave the server. */
  comment: Defaulted<string>;
  /** Posted: has been through the start's accounting-document sync (documents-seed.ts). */
  accounting_synced: Defaulted<boolean>;
  /** When an import brought it (new to the farmer from then); null for demo data. */
  arrived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** SHA-256 of the import record it was written from; null for demo data. */
  import_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One slaughtered animal on a settlement. Weights in grams, money in øre. */
export interface SlaughterAnimalTable {
  id: Generated<number>;
  settlement_id: number;
  supplier_no: string;
  /** Order of the animal within its settlement (groups in order of first appearance). */
  position: number;
  group_name: string;
  animal_kind: 'pig' | 'sheep' | 'cattle';
  mark_no: Defaulted<string>;
  individual_no: Defaulted<string>;
  description: string;
  /** EUROP class ('R+'); '' for pigs. */
  classification: Defaulted<string>;
  /** Kjøttprosent in tenths (61.4 % → 614); null where the class is used. */
  meat_percent_tenths: number | null;
  /** '1-' … '5+'; null for pigs. */
  fat_group: string | null;
  weight_g: number;
  /** Posted only; null on temporary settlements. */
  price_ore_per_kg: number | null;
  amount_ore: BigIntColumn | null;
  /** Condemned at the meat inspection: part of the carcass (delkassert), all of it (totalkassert), or null. */
  discard: Defaulted<Discard | null>;
}

/** What the meat inspection condemned of a carcass. */
export type Discard = 'partial' | 'total';

export interface SlaughterAnimalDiseaseTable {
  animal_id: number;
  supplier_no: string;
  name: string;
}

/** A slaughter photo: its public id and the file in FILES_DIR it is served from. */
export interface SlaughterPhotoTable {
  id: string;
  animal_id: number;
  supplier_no: string;
  position: number;
  /** Path relative to FILES_DIR, e.g. 'slaughter-photos/slakt-07.png'. */
  file_name: string;
  content_type: string;
}

/**
 * When a user last read something: kind names the list ('accountings-posted', later 'documents',
 * 'messages', …), item_id the item or 'notification' for the list as a whole.
 */
export interface ReadMarkerTable {
  supplier_no: string;
  user_id: number;
  kind: string;
  item_id: string;
  read_at: Timestamp;
}

/** A document from the cooperative's accounting; the PDF is a file or, for accountings, rendered from the settlement. */
export interface DocumentTable {
  id: Generated<number>;
  supplier_no: string;
  kind: 'invoice' | 'credit_note' | 'accounting' | 'open_post' | 'withdrawal';
  document_no: string;
  document_date: CalendarDate;
  /** What the document is, e.g. 'Faktura smågris', 'Kontoutdrag 3. kvartal 2026'. */
  title: Defaulted<string>;
  /** Incl. VAT; null for open posts and account statements. */
  amount_ore: BigIntColumn | null;
  /** Random, unguessable: what the browser downloads by. */
  download_id: string;
  has_file: Defaulted<boolean>;
  /** Path relative to FILES_DIR; null when there is no stored file. */
  file_name: string | null;
  /** Accountings: the posted settlement the document is rendered from. */
  settlement_id: number | null;
  /** When an import brought it (new to the farmer from then); null for demo data. */
  arrived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A broadcast message; company_id null for every variant. Body is HTML, sanitised by the browser. */
export interface MessageTable {
  id: Generated<number>;
  title: string;
  body: string;
  published_at: Timestamp;
  company_id: string | null;
  /** The cooperative's own id of an imported message (the import's key); null for others. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A message to one farm; null for every farm. */
  supplier_no: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A cattle in a supplier's herd (cattle registry). */
export interface HerdAnimalTable {
  id: Generated<number>;
  supplier_no: string;
  mark_no: string;
  individual_no: string;
  birthdate: CalendarDate;
  subcategory_name: string;
  name: Defaulted<string>;
  /** The mother's mark (her individual number); '' when unknown. */
  mothers_mark: Defaulted<string>;
  /** Dyreholdsnummer of the animal keeping the animal stands at. */
  animal_keeping_no: Defaulted<string>;
  /** A cow's latest calving (kalvingsdato); null for animals that have not calved. */
  veal_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** The breeds and their shares as JSON text: [{"name":"NRF","perc":75},{"name":"Hereford","perc":25}]. */
  breeds: Defaulted<string>;
}

export interface PickupWeekRuleTable {
  action: 'slaughter' | 'buy' | 'sell';
  animal_group: 'pigs' | 'sheep' | 'cattle';
  year: number;
  week: number;
  allowed: boolean;
  allowed_cattle_deal: boolean;
  reason: Defaulted<string>;
}

/** A submitted enrolment; kind 'slaughter' or buy/sell per group. */
export interface EnrolmentTable {
  id: Generated<number>;
  supplier_no: string;
  kind: 'slaughter' | 'sell_pigs' | 'sell_sheep' | 'sell_cattle' | 'buy_pigs' | 'buy_sheep' | 'buy_cattle';
  animal_category: 'pigs' | 'sheep' | 'cattle';
  created_at: Timestamp;
  /** The Oslo date it was sent. */
  created_date: CalendarDate;
  updated_at: Timestamp;
  pickup_week: number;
  pickup_year: number;
  /** May contain $internal$ parts; stripped before it leaves the server. */
  comment: Defaulted<string>;
  pickup_on_cattle_agreement: Defaulted<boolean>;
  pickup_completed: Defaulted<boolean>;
  deletion_requested_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by_user_id: number | null;
  /** JSON array of the confirmations given (confirm_* names, extraCheckboxConfirmRegisterSlaughter). */
  confirmations: Defaulted<string>;
  /** JSON of the medication check's remarks when it was sent; null when there were none. */
  medication_remarks: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON of the return form's answers with the form (ReturnFormData); null without returns. */
  return_form_data: ColumnType<string | null, string | null | undefined, string | null>;
  /** midtnorge: where the return meat is picked up. */
  return_meat_pickup_location: ColumnType<string | null, string | null | undefined, string | null>;
  want_marks_sent_on_return: Defaulted<boolean>;
}

/** The cooperative's return form of an animal kind (JSON of ReturnForm). */
export interface ReturnFormTable {
  animal_kind: 'pigs' | 'sheep' | 'cattle';
  form: string;
  updated_at: Timestamp;
}

/** A treatment with a withdrawal period (the medicine register): one animal, or a group (animal_id null). */
export interface AnimalTreatmentTable {
  id: Generated<number>;
  supplier_no: string;
  animal_category: 'pigs' | 'sheep' | 'cattle';
  /** The animal type: 'Ku', 'Purke', 'Sau', 'Gris', … */
  subcategory_name: string;
  /** Cattle 'mark_no-individual_no', a sheep's number or a sow's ear tag; null for a group. */
  animal_id: string | null;
  group_name: Defaulted<string>;
  disease_name: Defaulted<string>;
  disease_code: Defaulted<string>;
  medication_name: string;
  treatment_date: CalendarDate;
  /** The last day of the withdrawal period. */
  restrain_limit: CalendarDate;
}

export interface EnrolmentRowTable {
  id: Generated<number>;
  enrolment_id: number;
  supplier_no: string;
  position: number;
  /** The validated row as JSON text. */
  data: string;
  delivery_week: number;
  delivery_year: number;
  expected_pickup_date: ColumnType<string | null, string | null | undefined, string | null>;
  expected_pickup_time: string | null;
  haulier_name: string | null;
  pickup_completed: Defaulted<boolean>;
}

export interface EnrolmentDraftTable {
  supplier_no: string;
  state: string;
  user_name: string;
  last_updated: string;
  saved_at: Timestamp;
}

export interface EnrolmentIdempotencyTable {
  supplier_no: string;
  key: string;
  request_hash: string;
  status: number;
  response: string;
  created_at: Timestamp;
}

/** The sums a statistics average is derived from exactly (statistics-rollup.ts). */
export interface StatisticsSumColumns {
  animals: number;
  weight_g: BigIntColumn;
  class_steps: BigIntColumn;
  classified: number;
  fat_steps: BigIntColumn;
  fat_grouped: number;
  meat_tenths: BigIntColumn;
  meat_measured: number;
  partially_discarded: number;
  totally_discarded: number;
  /** The newest settlement date taken in. */
  last_date: CalendarDate;
}

/** Per supplier, calendar year of the settlement date, animal kind and subkind (settlement group). */
export interface StatisticsRollupTable extends StatisticsSumColumns {
  supplier_no: string;
  year: number;
  animal_kind: 'pig' | 'sheep' | 'cattle';
  subkind: string;
}

/** Animals with each disease, per supplier, year, kind and subkind. */
export interface StatisticsDiseaseRollupTable {
  supplier_no: string;
  year: number;
  animal_kind: 'pig' | 'sheep' | 'cattle';
  subkind: string;
  name: string;
  animals: number;
}

/** Over all suppliers, per calendar month (its first day), animal kind and subkind. */
export interface StatisticsCooperativeRollupTable extends StatisticsSumColumns {
  month: CalendarDate;
  animal_kind: 'pig' | 'sheep' | 'cattle';
  subkind: string;
}

/** The one row saying what the rollups take in. */
export interface StatisticsRollupStateTable {
  id: number;
  /** The rollups' definition they were built with; 0 before the first build. */
  version: number;
  /** The highest slaughter_animal id taken in. */
  max_animal_id: BigIntColumn;
  refreshed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/**
 * Per supplier and animal kind, the newest posted settlement with animals of that kind (by date,
 * then settlement number): the dashboard's last deliveries. Kept by database triggers on every
 * write of settlements and animals (migration 2026-11-28-01); nothing writes it directly.
 */
export interface LastDeliveryTable {
  supplier_no: string;
  animal_kind: 'pig' | 'sheep' | 'cattle';
  settlement_id: number;
  settlement_date: CalendarDate;
  settlement_no: string;
}

/** The cooperative's prognosis survey of an animal kind (periods are both ends included). */
export interface PrognosisConfigTable {
  animal_kind: 'pigs' | 'cattle' | 'sheep';
  survey_available: boolean;
  show_survey: boolean;
  next_period_from: CalendarDate;
  next_period_to: CalendarDate;
  prev_period_from: CalendarDate;
  prev_period_to: CalendarDate;
  upto_now_period_from: CalendarDate;
  upto_now_period_to: CalendarDate;
  this_year_from: CalendarDate;
  this_year_to: CalendarDate;
  /** HTML from the cooperative, sanitised by the browser. */
  info_txt_top: Defaulted<string>;
  updated_at: Timestamp;
}

/** A farm's estimate for one kind and period; the newest per supplier, kind and period counts. */
export interface PrognosisSubmissionTable {
  id: Generated<number>;
  supplier_no: string;
  animal_kind: 'pigs' | 'cattle' | 'sheep';
  period_from: CalendarDate;
  period_to: CalendarDate;
  /** Animals; null where the field was left empty. */
  slaughter: number | null;
  buy: number | null;
  sell: number | null;
  submitted_at: Timestamp;
  submitted_by_user_id: number | null;
}

/** A bearer token of one of the cooperative's systems (/api/integration/*), stored as its SHA-256. */
export interface ServiceTokenTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  /** Space-separated scopes, e.g. 'import:settlements export:enrolments'. */
  scopes: string;
  created_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An event of an export stream, written by triggers (migration 2026-11-27-01-integration). */
export interface IntegrationEventTable {
  id: Generated<number>;
  /** The writing transaction's id (xid8), as text: the export's cursor orders by it. */
  txid: ColumnType<string, never, never>;
  stream: 'enrolments' | 'prognoses' | 'profiles';
  event: string;
  supplier_no: string;
  ref_id: number;
  at: ColumnType<Date, never, never>;
  snapshot: string | null;
}

export interface Database {
  service_token: ServiceTokenTable;
  integration_event: IntegrationEventTable;
  prognosis_config: PrognosisConfigTable;
  prognosis_submission: PrognosisSubmissionTable;
  herd_animal: HerdAnimalTable;
  animal_treatment: AnimalTreatmentTable;
  return_form: ReturnFormTable;
  pickup_week_rule: PickupWeekRuleTable;
  enrolment: EnrolmentTable;
  enrolment_row: EnrolmentRowTable;
  enrolment_draft: EnrolmentDraftTable;
  enrolment_idempotency: EnrolmentIdempotencyTable;
  supplier: SupplierTable;
  old_system_supplier: OldSystemSupplierTable;
  app_user: AppUserTable;
  session: SessionTable;
  password_reset_token: PasswordResetTokenTable;
  impersonation_audit: ImpersonationAuditTable;
  reset_link_audit: ResetLinkAuditTable;
  staff_second_factor: StaffSecondFactorTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  rate_limit_hit: RateLimitHitTable;
  login_device: LoginDeviceTable;
  register_status: RegisterStatusTable;
  help_text: HelpTextTable;
  settlement: SettlementTable;
  slaughter_animal: SlaughterAnimalTable;
  slaughter_animal_disease: SlaughterAnimalDiseaseTable;
  slaughter_photo: SlaughterPhotoTable;
  read_marker: ReadMarkerTable;
  document: DocumentTable;
  message: MessageTable;
  statistics_rollup: StatisticsRollupTable;
  statistics_disease_rollup: StatisticsDiseaseRollupTable;
  statistics_cooperative_rollup: StatisticsCooperativeRollupTable;
  statistics_rollup_state: StatisticsRollupStateTable;
  last_delivery: LastDeliveryTable;
}

export type AppUser = Selectable<AppUserTable>;
/**
 * What a request knows of its logged-in user (the session's row): the account without its
 * password hash, which only the password routes read, from the database, when they need it.
 */
export type SessionUser = Omit<AppUser, 'password_hash' | 'created_at'>;
export type Supplier = Selectable<SupplierTable>;

/**
 * A settled animal: the columns of slaughter_animal that describe the animal (weights in grams,
 * money in øre, meat percent in tenths). The demo generator writes it; the repository reads it;
 * the settlement screen, Excel and PDF are made from it. amount_ore is a number: both drivers
 * parse int8 to numbers (database.ts). The discard is the statistics' alone (statistics-rollup.ts).
 */
export type SettledAnimal = Omit<Selectable<SlaughterAnimalTable>, 'id' | 'settlement_id' | 'supplier_no' | 'position' | 'amount_ore' | 'discard'> & {
  amount_ore: number | null;
};

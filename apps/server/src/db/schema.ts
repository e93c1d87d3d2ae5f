/**
 * GENERATED from the migrated database by kysely-codegen (db/schema-generator.ts): do not edit.
 * After adding or changing a migration run `npm run db:types` and commit the result; a server
 * test (schema-types.test.ts) fails while this file differs from what the migrations give.
 * Types made from these (SessionUser, SettledAnimal, …) live in db/types.ts.
 */
import type { ColumnType } from "kysely";

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AccessInvitation {
  accepted_at: Timestamp | null;
  accepted_by_person_id: number | null;
  email: string;
  expires_at: Timestamp;
  id: Generated<number>;
  invited_by_user_id: number;
  role: "accountant" | "vet" | "advisor" | "enrolment" | "family";
  sent_at: Timestamp;
  supplier_no: string;
  token_hash: string;
  until: string | null;
  withdrawn_at: Timestamp | null;
}

export interface AccessLog {
  action: string;
  at: Timestamp;
  id: Generated<number>;
  person_id: number;
  person_name: string;
  role: "accountant" | "vet" | "advisor" | "enrolment" | "family";
  supplier_no: string;
  target: Generated<string>;
}

export interface AnimalTreatment {
  animal_category: "pigs" | "sheep" | "cattle";
  /**
   * Cattle 'mark_no-individual_no', a sheep's number or a sow's ear tag; null for a group.
   */
  animal_id: string | null;
  disease_code: Generated<string>;
  disease_name: Generated<string>;
  group_name: Generated<string>;
  id: Generated<number>;
  medication_name: string;
  /**
   * The last day of the withdrawal period.
   */
  restrain_limit: string;
  /**
   * The animal type: 'Ku', 'Purke', 'Sau', 'Gris', …
   */
  subcategory_name: string;
  supplier_no: string;
  treatment_date: string;
}

export interface AppUser {
  created_at: Generated<Timestamp>;
  display_name: Generated<string>;
  email: Generated<string>;
  id: Generated<number>;
  is_person: Generated<boolean>;
  is_superuser: Generated<boolean>;
  must_confirm_information: Generated<boolean>;
  password_hash: string | null;
  supplier_no: string | null;
  username: string;
}

export interface Document {
  /**
   * Incl. VAT; null for open posts and account statements.
   */
  amount_ore: number | null;
  /**
   * When an import brought it (new to the farmer from then); null for demo data.
   */
  arrived_at: Timestamp | null;
  document_date: string;
  document_no: string;
  /**
   * Random, unguessable: what the browser downloads by.
   */
  download_id: string;
  /**
   * Path relative to FILES_DIR; null when there is no stored file.
   */
  file_name: string | null;
  has_file: Generated<boolean>;
  id: Generated<number>;
  kind: "invoice" | "credit_note" | "accounting" | "open_post" | "withdrawal";
  /**
   * Accountings: the posted settlement the document is rendered from.
   */
  settlement_id: number | null;
  supplier_no: string;
  /**
   * What the document is, e.g. 'Faktura smågris', 'Kontoutdrag 3. kvartal 2026'.
   */
  title: Generated<string>;
}

export interface Enrolment {
  animal_category: "pigs" | "sheep" | "cattle";
  /**
   * May contain $internal$ parts; stripped before it leaves the server.
   */
  comment: Generated<string>;
  /**
   * JSON array of the confirmations given (confirm_* names, extraCheckboxConfirmRegisterSlaughter).
   */
  confirmations: Generated<string>;
  /**
   * JSON array of what the cooperative changed (animals, amount, delivery_week, pickup_date, pickup_time, haulier, comment).
   */
  cooperative_changed_fields: Generated<string>;
  /**
   * The cooperative's last word on it (integration import): changed, deleted, deletion_granted, deletion_refused; null: none. Deleted ones are kept and shown as deleted.
   */
  cooperative_status: "changed" | "deleted" | "deletion_granted" | "deletion_refused" | null;
  /**
   * When the cooperative did it (its own time, as sent).
   */
  cooperative_status_at: Timestamp | null;
  created_at: Timestamp;
  created_by_user_id: number | null;
  /**
   * The Oslo date it was sent.
   */
  created_date: string;
  deletion_requested_at: Timestamp | null;
  id: Generated<number>;
  kind: "slaughter" | "sell_pigs" | "sell_sheep" | "sell_cattle" | "buy_pigs" | "buy_sheep" | "buy_cattle";
  /**
   * JSON of the medication check's remarks when it was sent; null when there were none.
   */
  medication_remarks: string | null;
  pickup_completed: Generated<boolean>;
  pickup_on_cattle_agreement: Generated<boolean>;
  pickup_week: number;
  pickup_year: number;
  /**
   * JSON of the return form's answers with the form (ReturnFormData); null without returns.
   */
  return_form_data: string | null;
  /**
   * midtnorge: where the return meat is picked up.
   */
  return_meat_pickup_location: string | null;
  supplier_no: string;
  updated_at: Timestamp;
  want_marks_sent_on_return: Generated<boolean>;
}

export interface EnrolmentDraft {
  last_updated: string;
  saved_at: Timestamp;
  state: string;
  supplier_no: string;
  user_name: string;
}

export interface EnrolmentIdempotency {
  created_at: Timestamp;
  key: string;
  request_hash: string;
  response: string;
  status: number;
  supplier_no: string;
}

export interface EnrolmentRow {
  /**
   * The validated row as JSON text.
   */
  data: string;
  delivery_week: number;
  delivery_year: number;
  enrolment_id: number;
  expected_pickup_date: string | null;
  expected_pickup_time: string | null;
  haulier_name: string | null;
  id: Generated<number>;
  pickup_completed: Generated<boolean>;
  position: number;
  supplier_no: string;
}

export interface FarmAccess {
  ended_at: Timestamp | null;
  ended_by_user_id: number | null;
  granted_at: Timestamp;
  id: Generated<number>;
  invitation_id: number | null;
  last_used_at: Timestamp | null;
  person_id: number;
  role: "accountant" | "vet" | "advisor" | "enrolment" | "family";
  supplier_no: string;
  until: string | null;
}

export interface FarmCase {
  animal_id: number | null;
  answer: string | null;
  answered_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  number: Generated<string>;
  reason: "classification" | "weight" | "disease" | "price" | "photo" | "other";
  status: Generated<"received" | "in_progress" | "answered">;
  /**
   * JSON: the settlement, group and animal as the farmer saw them when asking; null for a question about nothing in particular.
   */
  subject: string | null;
  supplier_no: string;
  text: string;
}

export interface FarmCaseHistory {
  at: Generated<Timestamp>;
  case_id: number;
  id: Generated<number>;
  status: "received" | "in_progress" | "answered";
}

export interface GridDeductionRollup {
  animal_kind: string;
  animals: number;
  /**
   * The reason: class, fat_group, meat_percent, weight_band, other, or the list's item code; empty for the row counting the settlement's priced animals.
   */
  code: string;
  /**
   * The supplier's Helsegris approval the deductions were counted with (null: no supplier row).
   */
  health_pig_approved: boolean | null;
  /**
   * The supplier's KSL approval the deductions were counted with (null: no supplier row); a reader with other facts counts from the animals.
   */
  ksl_approved: boolean | null;
  /**
   * The reason in plain Norwegian, from the list in force when counted.
   */
  label: string;
  ore: number;
  settlement_date: string;
  settlement_id: number;
  settlement_no: string;
  supplier_no: string;
}

export interface GridRollup {
  animal_kind: string;
  /**
   * Animals of posted settlements with a price list in force for their kind and category that week; the weight band is counted for each.
   */
  animals: number;
  /**
   * Of the classified, those whose class takes no deduction (0 kr/kg or more).
   */
  class_best: number;
  /**
   * Of them, those with an EUROP class (class_best: no deduction for their class).
   */
  classified: number;
  /**
   * Of the fat_grouped, those whose fat group takes no deduction (0 kr/kg or more).
   */
  fat_best: number;
  fat_grouped: number;
  /**
   * Of the meat_measured, those whose meat percent takes no deduction (at or above the list's base percent).
   */
  meat_best: number;
  meat_measured: number;
  quarter: string;
  supplier_no: string;
  /**
   * Of the animals, those whose weight takes no deduction (in a band of 0 kr/kg or more, or outside every band).
   */
  weight_best: number;
}

export interface HealthBenchmarkBand {
  animal_kind: string;
  generation: number;
  /**
   * percentile_cont at 0.1, 0.25, 0.5, 0.75 and 0.9 (a trend quarter: the median alone).
   */
  levels: number[] | null;
  measure: string;
  span: string;
  suppliers: number;
}

export interface HealthBenchmarkRank {
  animal_kind: string;
  /**
   * Suppliers in the distribution whose figure is at most this value.
   */
  at_most: number;
  measure: string;
  span: string;
  value: number;
}

export interface HealthFindingRollup {
  animal_kind: string;
  animals: number;
  name: string;
  quarter: string;
  supplier_no: string;
}

export interface HealthPriceRollup {
  amount_ore: number;
  animal_kind: string;
  animals: number;
  settlement_date: string;
  supplier_no: string;
  weight_g: number;
}

export interface HealthRollup {
  animal_kind: string;
  animals: number;
  class_steps: number;
  classified: number;
  fat_grouped: number;
  fat_steps: number;
  last_date: string;
  meat_measured: number;
  meat_tenths: number;
  partially_discarded: number;
  /**
   * First day of the calendar quarter of the settlement date.
   */
  quarter: string;
  supplier_no: string;
  totally_discarded: number;
  weight_g: number;
  /**
   * Animals with at least one finding (disease) at the meat inspection.
   */
  with_findings: number;
}

export interface HelpText {
  html: string;
  name: string;
}

export interface HerdAnimal {
  /**
   * Dyreholdsnummer of the animal keeping the animal stands at.
   */
  animal_keeping_no: Generated<string>;
  birthdate: string;
  /**
   * The breeds and their shares as JSON text: [{"name":"NRF","perc":75},{"name":"Hereford","perc":25}].
   */
  breeds: Generated<string>;
  id: Generated<number>;
  individual_no: string;
  mark_no: string;
  /**
   * The mother's mark (her individual number); '' when unknown.
   */
  mothers_mark: Generated<string>;
  name: Generated<string>;
  subcategory_name: string;
  supplier_no: string;
  /**
   * A cow's latest calving (kalvingsdato); null for animals that have not calved.
   */
  veal_date: string | null;
}

export interface ImpersonationAudit {
  at: Timestamp;
  id: Generated<number>;
  method: string;
  path: string;
  superuser_id: number;
  supplier_no: string;
  /**
   * The address as requested (what was viewed), without impersonateUsername; null on older rows.
   */
  target: string | null;
}

export interface IntegrationEvent {
  at: Generated<Timestamp>;
  event: string;
  id: Generated<number>;
  ref_id: number;
  snapshot: string | null;
  stream: "enrolments" | "prognoses" | "profiles" | "cases" | "grants";
  supplier_no: string;
  /**
   * The writing transaction's id (xid8), as text: the export's cursor orders by it.
   */
  txid: Generated<string>;
}

export interface LastDelivery {
  animal_kind: "pig" | "sheep" | "cattle";
  settlement_date: string;
  settlement_id: number;
  settlement_no: string;
  supplier_no: string;
}

export interface LoginDevice {
  last_login_at: Timestamp;
  token_hash: string;
  user_id: number;
}

export interface Message {
  body: string;
  company_id: string | null;
  /**
   * The cooperative's own id of an imported message (the import's key); null for others.
   */
  external_id: string | null;
  id: Generated<number>;
  published_at: Timestamp;
  /**
   * A message to one farm; null for every farm.
   */
  supplier_no: string | null;
  title: string;
}

export interface Notification {
  attempts: Generated<number>;
  /**
   * The import batch (or day, for reminders) it belongs to: one message per farm, kind and channel and batch.
   */
  batch: string;
  channel: "email" | "push";
  created_at: Timestamp;
  /**
   * Given up: refused for good (SMTP 5xx) or out of attempts; logged.
   */
  failed_at: Timestamp | null;
  id: Generated<number>;
  /**
   * What the message is about: accounting, newsletter, results_ready, enrolment_deadline, enrolment_changed.
   */
  kind: string;
  /**
   * Not sent before this; moved on by a claim (a lease) and by the backoff after a temporary failure.
   */
  next_attempt_at: Timestamp;
  /**
   * The message as built when it was queued: recipient, subject, text, html, link, attachments (paths relative to FILES_DIR).
   */
  payload: Json;
  sent_at: Timestamp | null;
  supplier_no: string;
}

export interface NotificationSetting {
  channel: "email" | "push";
  enabled: boolean;
  event: string;
  supplier_no: string;
}

export interface OldSystemSupplier {
  email: string | null;
  fullname: string;
  mobile: string | null;
  supplier_no: string;
}

export interface PasswordResetToken {
  created_at: Timestamp;
  expires_at: Timestamp;
  /**
   * What the link was made for; null for links from before this was kept (mailed to the account).
   */
  purpose: "welcome" | "reset" | "superuser" | null;
  token_hash: string;
  used_at: Timestamp | null;
  user_id: number;
}

export interface PickupWeekRule {
  action: "slaughter" | "buy" | "sell";
  allowed: boolean;
  allowed_cattle_deal: boolean;
  animal_group: "pigs" | "sheep" | "cattle";
  reason: Generated<string>;
  week: number;
  year: number;
}

export interface PriceList {
  /**
   * The base price (notering) in øre per kg, copied from the list for the price path.
   */
  base_ore_per_kg: number;
  category: string;
  kind: "pigs" | "sheep" | "cattle";
  /**
   * The whole list as JSON (PriceList, øre), as the import checked it.
   */
  list: string;
  updated_at: Timestamp;
  week: number;
  year: number;
}

export interface PriceListVersion {
  one: Generated<boolean>;
  version: string;
}

export interface PrognosisConfig {
  animal_kind: "pigs" | "cattle" | "sheep";
  /**
   * HTML from the cooperative, sanitised by the browser.
   */
  info_txt_top: Generated<string>;
  next_period_from: string;
  next_period_to: string;
  prev_period_from: string;
  prev_period_to: string;
  show_survey: boolean;
  survey_available: boolean;
  this_year_from: string;
  this_year_to: string;
  updated_at: Timestamp;
  upto_now_period_from: string;
  upto_now_period_to: string;
}

export interface PrognosisSubmission {
  animal_kind: "pigs" | "cattle" | "sheep";
  buy: number | null;
  id: Generated<number>;
  period_from: string;
  period_to: string;
  sell: number | null;
  /**
   * Animals; null where the field was left empty.
   */
  slaughter: number | null;
  submitted_at: Timestamp;
  submitted_by_user_id: number | null;
  supplier_no: string;
}

export interface PushSubscription {
  auth: string;
  created_at: Timestamp;
  endpoint: string;
  p256dh: string;
  /**
   * The session (session.id_hash) that subscribed: its logout removes the subscription. Not a foreign key: a session that only expires leaves the device subscribed.
   */
  session_id_hash: string | null;
  user_id: number;
}

export interface RateLimitHit {
  count: number;
  key: string;
  window_start: Timestamp;
}

export interface ReadMarker {
  item_id: string;
  kind: string;
  read_at: Timestamp;
  supplier_no: string;
  user_id: number;
}

export interface RegisterStatus {
  available: boolean;
  register: "herd" | "medicine";
  reported_at: Timestamp;
}

export interface ResetLinkAudit {
  at: Timestamp;
  id: Generated<number>;
  superuser_id: number;
  user_id: number;
}

export interface ReturnForm {
  animal_kind: "pigs" | "sheep" | "cattle";
  form: string;
  updated_at: Timestamp;
}

export interface ServiceToken {
  created_at: Timestamp;
  id: Generated<number>;
  last_used_at: Timestamp | null;
  name: string;
  revoked_at: Timestamp | null;
  /**
   * Space-separated scopes, e.g. 'import:settlements export:enrolments'.
   */
  scopes: string;
  token_hash: string;
}

export interface Session {
  acting_for: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  id_hash: string;
  last_seen_at: Timestamp;
  /**
   * Staff who gave the password but not yet the second factor (TOTP).
   */
  second_factor_pending: Generated<boolean>;
  user_id: number;
}

export interface Settlement {
  /**
   * Posted: has been through the start's accounting-document sync (documents-seed.ts).
   */
  accounting_synced: Generated<boolean>;
  /**
   * Posted: the sum of its animals' amounts. Temporary: the preliminary sum.
   */
  amount_ore: number;
  /**
   * When an import brought it (new to the farmer from then); null for demo data.
   */
  arrived_at: Timestamp | null;
  /**
   * May contain $internal$ parts; those never leave the server.
   */
  comment: Generated<string>;
  has_document: Generated<boolean>;
  id: Generated<number>;
  /**
   * SHA-256 of the import record it was written from; null for demo data.
   */
  import_hash: string | null;
  kind: "temp" | "posted";
  settlement_date: string;
  settlement_no: string;
  supplier_no: string;
}

export interface SlaughterAnimal {
  amount_ore: number | null;
  animal_kind: "pig" | "sheep" | "cattle";
  /**
   * EUROP class ('R+'); '' for pigs.
   */
  classification: Generated<string>;
  description: string;
  /**
   * Condemned at the meat inspection: part of the carcass (delkassert), all of it (totalkassert), or null.
   */
  discard: "partial" | "total" | null;
  /**
   * '1-' … '5+'; null for pigs.
   */
  fat_group: string | null;
  group_name: string;
  id: Generated<number>;
  individual_no: Generated<string>;
  mark_no: Generated<string>;
  /**
   * Kjøttprosent in tenths (61.4 % → 614); null where the class is used.
   */
  meat_percent_tenths: number | null;
  /**
   * Order of the animal within its settlement (groups in order of first appearance).
   */
  position: number;
  /**
   * Posted only; null on temporary settlements.
   */
  price_ore_per_kg: number | null;
  settlement_id: number;
  supplier_no: string;
  weight_g: number;
}

export interface SlaughterAnimalChange {
  /**
   * Which animal of the settlement: i:{individual no}, m:{group}|{mark no} or p:{group}|{place}, #n for a repeat.
   */
  animal_key: string;
  changed_at: Generated<Timestamp>;
  field: "classification" | "fat_group" | "meat_percent" | "weight_g" | "price_kr_per_kg";
  from_value: string | null;
  id: Generated<number>;
  settlement_id: number;
  to_value: string | null;
}

export interface SlaughterAnimalDisease {
  animal_id: number;
  name: string;
  supplier_no: string;
}

export interface SlaughterPhoto {
  animal_id: number;
  content_type: string;
  /**
   * Path relative to FILES_DIR, e.g. 'slaughter-photos/slakt-07.png'.
   */
  file_name: string;
  id: string;
  position: number;
  supplier_no: string;
}

export interface StaffRecoveryCode {
  code_hash: string;
  used_at: Timestamp | null;
  user_id: number;
}

export interface StaffSecondFactor {
  confirmed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  /**
   * The last TOTP time step accepted: a code is never accepted twice.
   */
  last_time_step: number | null;
  secret: string;
  user_id: number;
}

export interface StatisticsCooperativeRollup {
  animal_kind: "pig" | "sheep" | "cattle";
  animals: number;
  class_steps: number;
  classified: number;
  fat_grouped: number;
  fat_steps: number;
  /**
   * The newest settlement date taken in.
   */
  last_date: string;
  meat_measured: number;
  meat_tenths: number;
  month: string;
  partially_discarded: number;
  subkind: string;
  totally_discarded: number;
  weight_g: number;
}

export interface StatisticsDiseaseRollup {
  animal_kind: "pig" | "sheep" | "cattle";
  animals: number;
  name: string;
  subkind: string;
  supplier_no: string;
  year: number;
}

export interface StatisticsRollup {
  animal_kind: "pig" | "sheep" | "cattle";
  animals: number;
  class_steps: number;
  classified: number;
  fat_grouped: number;
  fat_steps: number;
  /**
   * The newest settlement date taken in.
   */
  last_date: string;
  meat_measured: number;
  meat_tenths: number;
  partially_discarded: number;
  subkind: string;
  supplier_no: string;
  totally_discarded: number;
  weight_g: number;
  year: number;
}

export interface StatisticsRollupState {
  /**
   * Moved on by every write to the rollups: the health benchmark bands of an older generation are stale.
   */
  generation: Generated<number>;
  id: number;
  /**
   * The highest slaughter_animal id taken in.
   */
  max_animal_id: number;
  refreshed_at: Timestamp | null;
  /**
   * The rollups' definition they were built with; 0 before the first build.
   */
  version: number;
}

export interface Supplier {
  animal_keeping_id: Generated<string>;
  balance_this_year_ore: Generated<number>;
  brsv_status: Generated<number>;
  city: Generated<string>;
  company_no: Generated<string>;
  debit_amount_total_ore: Generated<number>;
  email_accounting: Generated<string>;
  email_user: Generated<string>;
  fullname: string;
  has_cattle: Generated<boolean>;
  has_cattle_restriction: Generated<boolean>;
  has_pigs: Generated<boolean>;
  has_pigs_restriction: Generated<boolean>;
  has_sheep: Generated<boolean>;
  has_sheep_restriction: Generated<boolean>;
  health_pig_approved: Generated<boolean>;
  ksl_status: Generated<number>;
  mobile: Generated<string>;
  post_no: Generated<string>;
  provider_no: Generated<string>;
  recieve_accounting: Generated<boolean>;
  recieve_newsletter: Generated<boolean>;
  recieve_registered_slaughter: Generated<boolean>;
  street_address: Generated<string>;
  supplier_no: string;
}

export interface DB {
  access_invitation: AccessInvitation;
  access_log: AccessLog;
  animal_treatment: AnimalTreatment;
  app_user: AppUser;
  document: Document;
  enrolment: Enrolment;
  enrolment_draft: EnrolmentDraft;
  enrolment_idempotency: EnrolmentIdempotency;
  enrolment_row: EnrolmentRow;
  farm_access: FarmAccess;
  farm_case: FarmCase;
  farm_case_history: FarmCaseHistory;
  grid_deduction_rollup: GridDeductionRollup;
  grid_rollup: GridRollup;
  health_benchmark_band: HealthBenchmarkBand;
  health_benchmark_rank: HealthBenchmarkRank;
  health_finding_rollup: HealthFindingRollup;
  health_price_rollup: HealthPriceRollup;
  health_rollup: HealthRollup;
  help_text: HelpText;
  herd_animal: HerdAnimal;
  impersonation_audit: ImpersonationAudit;
  integration_event: IntegrationEvent;
  last_delivery: LastDelivery;
  login_device: LoginDevice;
  message: Message;
  notification: Notification;
  notification_setting: NotificationSetting;
  old_system_supplier: OldSystemSupplier;
  password_reset_token: PasswordResetToken;
  pickup_week_rule: PickupWeekRule;
  price_list: PriceList;
  price_list_version: PriceListVersion;
  prognosis_config: PrognosisConfig;
  prognosis_submission: PrognosisSubmission;
  push_subscription: PushSubscription;
  rate_limit_hit: RateLimitHit;
  read_marker: ReadMarker;
  register_status: RegisterStatus;
  reset_link_audit: ResetLinkAudit;
  return_form: ReturnForm;
  service_token: ServiceToken;
  session: Session;
  settlement: Settlement;
  slaughter_animal: SlaughterAnimal;
  slaughter_animal_change: SlaughterAnimalChange;
  slaughter_animal_disease: SlaughterAnimalDisease;
  slaughter_photo: SlaughterPhoto;
  staff_recovery_code: StaffRecoveryCode;
  staff_second_factor: StaffSecondFactor;
  statistics_cooperative_rollup: StatisticsCooperativeRollup;
  statistics_disease_rollup: StatisticsDiseaseRollup;
  statistics_rollup: StatisticsRollup;
  statistics_rollup_state: StatisticsRollupState;
  supplier: Supplier;
}

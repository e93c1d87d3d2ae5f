import { z } from 'zod';
import { EUROP_CLASSES, FAT_GROUPS } from '../vocabulary/scales.js';
import { EMAIL_PATTERN, POST_NO_PATTERN, PROFILE_FIELD_MAX } from '../vocabulary/contact-fields.js';
import { weeksInYear } from '../vocabulary/week.js';
import { EXTERNAL_REGISTERS } from '../vocabulary/registers.js';
import { documentKindSchema } from './documents.js';
import { prognosisKindConfigSchema, prognosisKindSchema } from './prognosis.js';
import { returnFormSchema } from './return-form.js';
import { isoDateSchema } from './settlements.js';
import { IMPORT_LIMITS, SETTLEMENT_MAX_ANIMALS } from '../vocabulary/import-limits.js';
import { ENROLMENT_CHANGE_FIELDS, ENROLMENT_STATUS_EVENTS } from '../vocabulary/enrolment-status.js';

/**
 * The cooperative's interface (/api/integration/*): what its systems send in (imports, as batches
 * answered per record) and fetch out (exports, as feeds with a cursor). Amounts are integer øre
 * and weights integer grams, as the cooperative's accounting keeps them: nothing is rounded.
 */

/** What a service token may do; a token carries one or more. */
export const INTEGRATION_SCOPES = [
  'import:settlements',
  'import:documents',
  'import:herd',
  'import:suppliers',
  'import:content',
  'import:prices',
  'export:enrolments',
  'export:prognoses',
  'export:profiles',
  /** Who may act for which farm: the grants farmers give and end (DESIGN.md §10). */
  'export:grants',
  'export:cases',
  'import:cases',
  /** The cooperative's changes and deletions of submitted enrolments, and its answer to deletion requests. */
  'import:enrolment-status',
] as const;
export const integrationScopeSchema = z.enum(INTEGRATION_SCOPES);
export type IntegrationScope = z.infer<typeof integrationScopeSchema>;

/** Records in one import request; larger imports are sent as several batches. */
export const IMPORT_MAX_RECORDS = 1000;
/** Bytes of one import request body (413 beyond): a batch of settlements with their animals. */
export const IMPORT_MAX_BODY_BYTES = 16 * 1024 * 1024;
/** Values in one import body (objects, arrays and scalars): a full batch of large settlements. */
export const IMPORT_MAX_NODES = 2_000_000;
export { SETTLEMENT_MAX_ANIMALS };

/** Supplier numbers: digits, as in the cooperative's register. */
export const supplierNoSchema = z.string().regex(/^\d{1,20}$/, 'Leverandørnummer er sifre (høyst 20)');
/** Document numbers as the accounting writes them ('F2026-10001-007', 'KU-10001-2026-3'). */
export const documentNoSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/, 'Ugyldig dokumentnummer');
/** Settlement numbers as the cooperative writes them (digits, letters, dashes). */
export const integrationSettlementNoSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Ugyldig avregningsnummer');
const text = (max: number) => z.string().max(max);
/** Whole øre of either sign, at most `max` either way (IMPORT_LIMITS). */
const ore = (max: number) => z.number().int().min(-max).max(max);

/** A supplier of the cooperative's register: created, or updated in the fields sent. */
export const supplierImportSchema = z.strictObject({
  supplier_no: supplierNoSchema,
  fullname: text(200).min(1),
  company_no: text(20).optional(),
  provider_no: text(20).optional(),
  animal_keeping_id: text(40).optional(),
  ksl_status: z.number().int().min(0).max(9).optional(),
  brsv_status: z.number().int().min(0).max(9).optional(),
  health_pig_approved: z.boolean().optional(),
  has_pigs: z.boolean().optional(),
  has_sheep: z.boolean().optional(),
  has_cattle: z.boolean().optional(),
  has_pigs_restriction: z.boolean().optional(),
  has_sheep_restriction: z.boolean().optional(),
  has_cattle_restriction: z.boolean().optional(),
  /** '' for none; otherwise an address the portal can mail (set-password links go there). */
  email_user: z.union([z.literal(''), text(PROFILE_FIELD_MAX).regex(EMAIL_PATTERN, 'Ugyldig e-postadresse')]).optional(),
  email_accounting: z.union([z.literal(''), text(PROFILE_FIELD_MAX).regex(EMAIL_PATTERN, 'Ugyldig e-postadresse')]).optional(),
  mobile: text(30).optional(),
  street_address: text(PROFILE_FIELD_MAX).optional(),
  post_no: z.union([z.literal(''), z.string().regex(POST_NO_PATTERN, 'Postnummer er fire sifre')]).optional(),
  city: text(PROFILE_FIELD_MAX).optional(),
  recieve_accounting: z.boolean().optional(),
  recieve_newsletter: z.boolean().optional(),
  recieve_registered_slaughter: z.boolean().optional(),
  balance_this_year_ore: ore(IMPORT_LIMITS.farmBalanceOreMax).optional(),
  debit_amount_total_ore: ore(IMPORT_LIMITS.farmBalanceOreMax).optional(),
  /**
   * Known only from the old supplier list: no portal supplier is made; the first login mails a
   * set-password link to `email_user` (or explains whom to contact without one).
   */
  old_system_only: z.boolean().optional(),
});
export type SupplierImport = z.infer<typeof supplierImportSchema>;

export const settlementAnimalImportSchema = z.strictObject({
  /** The settlement group the screen shows the animal under ('Slaktegris', 'Lam', 'Ku'). */
  group_name: text(60).min(1),
  animal_kind: z.enum(['pig', 'sheep', 'cattle']),
  mark_no: text(20).default(''),
  individual_no: text(20).default(''),
  description: text(100).min(1),
  /** EUROP class with −/+ ('R+'); '' for pigs. */
  classification: z.union([z.literal(''), z.enum(EUROP_CLASSES)]).default(''),
  /** Kjøttprosent in tenths (61.4 % → 614); null where the class is used. */
  meat_percent_tenths: z.number().int().min(0).max(1000).nullable().default(null),
  fat_group: z.enum(FAT_GROUPS).nullable().default(null),
  weight_g: z.number().int().min(1).max(IMPORT_LIMITS.animalWeightGMax),
  /** Posted settlements only (both or neither with amount_ore). */
  price_ore_per_kg: ore(IMPORT_LIMITS.pricePerKgOreMax).nullable().default(null),
  amount_ore: ore(IMPORT_LIMITS.animalAmountOreMax).nullable().default(null),
  /** Condemned at the meat inspection: part of the carcass, all of it, or nothing. */
  discard: z.enum(['partial', 'total']).nullable().default(null),
  diseases: z.array(text(100).min(1)).max(20).default([]),
});

/**
 * A settlement from the accounting, by its natural key (kind, settlement_no). Posted: every animal
 * priced, and the amount the sum of the animals' amounts. Temporary: preliminary, no prices.
 */
export const settlementImportSchema = z.strictObject({
  supplier_no: supplierNoSchema,
  kind: z.enum(['posted', 'temp']),
  settlement_no: integrationSettlementNoSchema,
  settlement_date: isoDateSchema,
  amount_ore: ore(IMPORT_LIMITS.settlementAmountOreMax),
  has_document: z.boolean().default(false),
  /** Parts between $…$ are internal: the portal never shows them. */
  comment: text(2000).default(''),
  /** Posted: the temporary settlements this one replaces, removed with its arrival. */
  replaces_temp: z.array(integrationSettlementNoSchema).max(20).default([]),
  animals: z.array(settlementAnimalImportSchema).max(SETTLEMENT_MAX_ANIMALS),
});
export type SettlementImport = z.output<typeof settlementImportSchema>;

/**
 * A document from the accounting, by its natural key (kind, document_no). An accounting names its
 * posted settlement (the PDF is drawn from it); the other kinds' PDFs come as files (a later
 * upload route), so until then they are listed without a download.
 */
export const documentImportSchema = z.strictObject({
  supplier_no: supplierNoSchema,
  kind: documentKindSchema,
  document_no: documentNoSchema,
  document_date: isoDateSchema,
  /** What the document is: 'Faktura smågris', 'Kontoutdrag 3. kvartal 2026'. */
  title: text(200).default(''),
  /** Incl. VAT; null for open posts and account statements. */
  amount_ore: ore(IMPORT_LIMITS.settlementAmountOreMax).nullable().default(null),
  /** Accountings: the posted settlement's number. */
  settlement_no: integrationSettlementNoSchema.optional(),
});
export type DocumentImport = z.output<typeof documentImportSchema>;

/** A pickup-week rule of the planning: a week without a rule is open. Key: action, group, year, week. */
export const pickupWeekImportSchema = z
  .strictObject({
    action: z.enum(['slaughter', 'buy', 'sell']),
    animal_group: z.enum(['pigs', 'sheep', 'cattle']),
    year: z.number().int().min(2000).max(2100),
    week: z.number().int().min(1).max(53),
    allowed: z.boolean(),
    allowed_cattle_deal: z.boolean(),
    /** Why a week is closed, shown to the farmer. */
    reason: text(500).default(''),
  })
  .refine((r) => r.week <= weeksInYear(r.year), { message: 'Året har ikke så mange uker', path: ['week'] });

/** A help text of the portal by name (HTML from the cooperative, sanitised by the browser). */
export const helpTextImportSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9_]{1,60}$/, 'Navnet er a-z, 0-9 og _'),
  html: text(10_000),
});

/** A cattle of the registry, in the farm's herd (mark and individual number are 5 digits). */
export const herdAnimalImportSchema = z.strictObject({
  mark_no: z.string().regex(/^\d{5}$/, 'Merkenummer er fem sifre'),
  individual_no: z.string().regex(/^\d{5}$/, 'Individnummer er fem sifre'),
  birthdate: isoDateSchema,
  /** 'Ku', 'Kvige', 'Okse', 'Kalv', … */
  subcategory_name: text(40).min(1),
  name: text(60).default(''),
  mothers_mark: text(20).default(''),
  animal_keeping_no: text(20).default(''),
  /** The latest calving; null for animals that have not calved. */
  veal_date: isoDateSchema.nullable().default(null),
  breeds: z.array(z.strictObject({ name: text(40).min(1), perc: z.number().int().min(0).max(100) })).max(10).default([]),
});

/** A treatment with a withdrawal period: one animal (animal_id) or a group (group_name). */
export const treatmentImportSchema = z
  .strictObject({
    animal_category: z.enum(['pigs', 'sheep', 'cattle']),
    /** The animal type: 'Ku', 'Purke', 'Sau', 'Gris', … */
    subcategory_name: text(40).min(1),
    /** Cattle 'mark_no-individual_no', a sheep's number or a sow's ear tag; null for a group. */
    animal_id: text(30).min(1).nullable().default(null),
    group_name: text(60).default(''),
    disease_name: text(100).default(''),
    disease_code: text(20).default(''),
    medication_name: text(100).min(1),
    treatment_date: isoDateSchema,
    /** The last day of the withdrawal period. */
    restrain_limit: isoDateSchema,
  })
  .refine((t) => t.animal_id !== null || t.group_name !== '', { message: 'Et dyr (animal_id) eller en gruppe (group_name)', path: ['group_name'] })
  .refine((t) => t.restrain_limit >= t.treatment_date, { message: 'Tilbakeholdelsestiden slutter før behandlingen', path: ['restrain_limit'] });

/**
 * A farm's herd and medicine register as the registry has it now, by supplier_no: what is sent
 * replaces what the portal had (an animal left out has left the herd).
 */
export const herdImportSchema = z.strictObject({
  supplier_no: supplierNoSchema,
  animals: z.array(herdAnimalImportSchema).max(5000),
  treatments: z.array(treatmentImportSchema).max(5000).default([]),
});
export type HerdImport = z.output<typeof herdImportSchema>;

/**
 * PUT /api/integration/register-status (scope import:herd): the cooperative's system says whether
 * a register the enrolment's checks read (enrolment/registers.ts) is available. While one is not,
 * an enrolment whose check needs it is answered 503 SERVICES_DOWN and nothing is stored.
 */
export const registerStatusSchema = z.strictObject({
  register: z.enum(EXTERNAL_REGISTERS),
  available: z.boolean(),
});
export type RegisterStatus = z.infer<typeof registerStatusSchema>;
/** The answer: the register's status as the portal now holds it, and when it was reported. */
export const registerStatusResponseSchema = registerStatusSchema.extend({ reported_at: z.string() });
export type RegisterStatusResponse = z.infer<typeof registerStatusResponseSchema>;

/**
 * A message from the cooperative, by its own id: to every farm, or to one (supplier_no). The body
 * is HTML, sanitised by the browser. It shows from published_at; a later one is new to the badge.
 */
export const messageImportSchema = z.strictObject({
  message_id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,59}$/, 'Ugyldig meldings-id'),
  title: text(200).min(1),
  body: text(10_000),
  published_at: z.iso.datetime({ offset: true, error: 'Tidspunkt med sone, f.eks. 2026-11-22T08:00:00+01:00' }),
  /** One farm; absent for every farm. */
  supplier_no: supplierNoSchema.optional(),
  /** One company variant ('standard', 'midtnorge'); absent for both. */
  company_id: z.enum(['standard', 'midtnorge']).optional(),
});

/** Rows of one enrolment the cooperative may name in one status record: far more than a farmer enters. */
export const ENROLMENT_STATUS_MAX_ROWS = 500;

/** A stored row's new values as the cooperative changed them, by the row's position (as exported). */
export const enrolmentRowStatusSchema = z
  .strictObject({
    position: z.number().int().min(0).max(ENROLMENT_STATUS_MAX_ROWS),
    delivery_week: z.number().int().min(1).max(53).optional(),
    delivery_year: z.number().int().min(2000).max(2100).optional(),
    /** null: no longer planned. */
    expected_pickup_date: isoDateSchema.nullable().optional(),
    expected_pickup_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Klokkeslett som TT:MM').nullable().optional(),
    haulier_name: text(100).nullable().optional(),
  })
  .refine((r) => (r.delivery_week === undefined) === (r.delivery_year === undefined), { message: 'Leveringsuke og år sendes sammen', path: ['delivery_week'] })
  .refine((r) => r.delivery_week === undefined || r.delivery_year === undefined || r.delivery_week <= weeksInYear(r.delivery_year), {
    message: 'Året har ikke så mange uker',
    path: ['delivery_week'],
  });

/**
 * PUT /api/integration/enrolment-status (scope import:enrolment-status), by enrolment_id: the
 * cooperative changed a submitted enrolment (which fields; new values of those the stored rows
 * hold), deleted it, or granted or refused the farmer's deletion request. The same record twice
 * changes nothing; supplier_no must be the enrolment's farm.
 */
export const enrolmentStatusImportSchema = z
  .strictObject({
    enrolment_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    supplier_no: supplierNoSchema,
    event: z.enum(ENROLMENT_STATUS_EVENTS),
    at: z.iso.datetime({ offset: true, error: 'Tidspunkt med sone, f.eks. 2026-11-24T08:00:00+01:00' }),
    fields: z
      .array(z.enum(ENROLMENT_CHANGE_FIELDS))
      .max(ENROLMENT_CHANGE_FIELDS.length)
      .refine((f) => new Set(f).size === f.length, { message: 'Samme felt to ganger' })
      .default([]),
    rows: z
      .array(enrolmentRowStatusSchema)
      .max(ENROLMENT_STATUS_MAX_ROWS)
      .refine((rows) => new Set(rows.map((r) => r.position)).size === rows.length, { message: 'Samme rad to ganger' })
      .default([]),
  })
  .refine((r) => r.event !== 'changed' || r.fields.length > 0 || r.rows.length > 0, { message: 'Si hva som er endret (fields eller rows)', path: ['fields'] })
  .refine((r) => r.event === 'changed' || (r.fields.length === 0 && r.rows.length === 0), { message: 'Bare en endring har felt og rader', path: ['fields'] });
export type EnrolmentStatusImport = z.output<typeof enrolmentStatusImportSchema>;

/** The prognosis survey of one animal kind (as GET /api/external/prognosis_registration_config shows it), by kind. */
export const prognosisConfigImportSchema = prognosisKindConfigSchema.extend({ animal_kind: prognosisKindSchema });

/** The return form of one animal kind (as GET /api/external/return_form/{kind} shows it), by kind. */
export const returnFormImportSchema = returnFormSchema.extend({ animal_kind: z.enum(['pigs', 'sheep', 'cattle']) });

/** Bytes of one uploaded file (a document's PDF, a slaughter photo). */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;

/** PUT /api/integration/files/documents/{kind}/{document_no}: the PDF of an imported document. */
export const documentFileParamsSchema = z.object({ kind: documentKindSchema, document_no: documentNoSchema });

/**
 * PUT /api/integration/files/slaughter-photos/{kind}/{settlement_no}/{animal}/{photo}: a photo of
 * the settlement's animal at place `animal` (from 0, in the order the settlement listed them), the
 * `photo`th of that animal (from 0).
 */
export const slaughterPhotoParamsSchema = z.object({
  kind: z.enum(['posted', 'temp']),
  settlement_no: integrationSettlementNoSchema,
  animal: z.coerce.number().int().min(0).max(SETTLEMENT_MAX_ANIMALS - 1),
  photo: z.coerce.number().int().min(0).max(9),
});

/** What became of one record of a batch. */
export const importStatusSchema = z.enum(['created', 'updated', 'unchanged', 'rejected']);

export const importRecordResultSchema = z.object({
  /** The record's place in the batch, from 0. */
  index: z.number().int(),
  /** Its natural key ('10001'; 'posted:100010042'), or '#index' when it has none. */
  key: z.string(),
  status: importStatusSchema,
  /** Rejected only: field → message ('animals.3.weight_g' → 'Too small…'). */
  errors: z.record(z.string(), z.string()).optional(),
});
export type ImportRecordResult = z.infer<typeof importRecordResultSchema>;

export const importResponseSchema = z.object({
  results: z.array(importRecordResultSchema),
  summary: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), rejected: z.number().int() }),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** Every import body: the records of a batch (each checked on its own). */
export function importBodySchema<T extends z.ZodType>(record: T) {
  return z.object({ records: z.array(record).min(1).max(IMPORT_MAX_RECORDS) });
}

/** The whole batch before its records are checked one by one: at most IMPORT_MAX_RECORDS objects. */
export const importEnvelopeSchema = z.object({
  records: z
    .array(z.record(z.string(), z.unknown()), { error: 'Ventet en liste av objekter' })
    .min(1, 'Ingen poster')
    .max(IMPORT_MAX_RECORDS, `Høyst ${IMPORT_MAX_RECORDS} poster per forespørsel`),
});

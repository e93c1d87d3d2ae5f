import { z } from 'zod';
import { isoDateSchema } from './settlements.js';

/**
 * A farmer's question about a carcass ('Spør om dette dyret', DESIGN.md §10, Cases): a reason, a
 * text, and the animal's data as the settlement showed it when the question was asked. The
 * cooperative reads new questions from GET /api/integration/cases and sends status and answer
 * back through PUT /api/integration/cases; every status change is kept.
 */

export const CASE_REASONS = ['classification', 'weight', 'disease', 'price', 'photo', 'other'] as const;
export const caseReasonSchema = z.enum(CASE_REASONS, { error: 'Velg hva spørsmålet gjelder' });
export type CaseReason = z.infer<typeof caseReasonSchema>;

/** The reasons as the farmer reads them. */
export const CASE_REASON_LABELS: Record<CaseReason, string> = {
  classification: 'Klassifisering',
  weight: 'Vekt',
  disease: 'Sykdom/kassasjon',
  price: 'Pris',
  photo: 'Bilde',
  other: 'Annet',
};

export const CASE_STATUSES = ['received', 'in_progress', 'answered'] as const;
export const caseStatusSchema = z.enum(CASE_STATUSES, { error: 'Ukjent status' });
export type CaseStatus = z.infer<typeof caseStatusSchema>;

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  received: 'Mottatt',
  in_progress: 'Under behandling',
  answered: 'Besvart',
};

/** Longest question text, and longest answer. */
export const CASE_TEXT_MAX_LENGTH = 1000;
export const CASE_ANSWER_MAX_LENGTH = 4000;
/** Questions a farm may send in one Oslo calendar day. */
export const CASES_PER_DAY = 10;
/** The 429 answer beyond it. */
export const CASES_PER_DAY_MESSAGE = `Du kan sende høyst ${CASES_PER_DAY} henvendelser per dag. Prøv igjen i morgen.`;

/** POST /api/cases. The settlement and animal are optional: a question may be about a whole group, or none. */
export const caseCreateSchema = z.object({
  reason: caseReasonSchema,
  text: z.string().trim().min(1, 'Skriv spørsmålet').max(CASE_TEXT_MAX_LENGTH, `Høyst ${CASE_TEXT_MAX_LENGTH} tegn`),
  settlement_no: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Ugyldig avregningsnummer').optional(),
  date: isoDateSchema.optional(),
  individual_no: z.string().min(1).max(40).optional(),
  group_name: z.string().min(1).max(40).optional(),
});
export type CaseCreate = z.infer<typeof caseCreateSchema>;

/** The animal (or group) a question is about, as the settlement showed it when it was asked. */
export const caseSubjectSchema = z.object({
  settlement_no: z.string(),
  settlement_date: isoDateSchema,
  /** 'posted' or 'temp': a temporary settlement's values may still change. */
  settlement_kind: z.enum(['posted', 'temp']),
  group_name: z.string(),
  /** Null for a question about a whole group. */
  animal: z
    .object({
      individual_no: z.string(),
      mark_no: z.string(),
      description: z.string(),
      classification: z.string(),
      fat_group: z.string().nullable(),
      meat_percent: z.number().nullable(),
      weight_g: z.number().int(),
      /** The photos' download ids. */
      photos: z.array(z.string()),
    })
    .nullable(),
  /** For a whole group: its animals. */
  animals_in_group: z.number().int().nullable(),
});
export type CaseSubject = z.infer<typeof caseSubjectSchema>;

export const caseHistoryEntrySchema = z.object({ status: caseStatusSchema, at: z.string() });

/** A question as the farmer sees it. */
export const farmCaseSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: caseStatusSchema,
  reason: caseReasonSchema,
  text: z.string(),
  created_at: z.string(),
  subject: caseSubjectSchema.nullable(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** Every status it has had, oldest first, 'received' at creation. */
  history: z.array(caseHistoryEntrySchema),
});
export type FarmCase = z.infer<typeof farmCaseSchema>;

export const caseCreatedResponseSchema = z.object({ case: farmCaseSchema.pick({ id: true, number: true, status: true }) });
export const casesResponseSchema = z.object({ cases: z.array(farmCaseSchema) });
export const caseResponseSchema = z.object({ case: farmCaseSchema });
export const caseParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** GET /api/integration/cases: a question asked, for the cooperative. */
export const caseEventSchema = z.object({
  cursor: z.string(),
  event: z.literal('created'),
  at: z.string(),
  supplier_no: z.string(),
  case: z
    .object({
      number: z.string(),
      reason: caseReasonSchema,
      text: z.string(),
      created_at: z.string(),
      subject: caseSubjectSchema.nullable(),
    })
    .nullable(),
});
export type CaseEvent = z.infer<typeof caseEventSchema>;
export const caseExportResponseSchema = z.object({ events: z.array(caseEventSchema), next: z.string() });

/** PUT /api/integration/cases: a case's status and answer (by its number); the same twice changes nothing. */
export const caseImportSchema = z.object({
  number: z.string().regex(/^H-\d{6,18}$/, 'Ugyldig saksnummer'),
  status: caseStatusSchema,
  answer: z.string().max(CASE_ANSWER_MAX_LENGTH).nullable().default(null),
});
export type CaseImport = z.infer<typeof caseImportSchema>;

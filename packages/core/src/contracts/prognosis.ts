import { z } from 'zod';
import {
  PROGNOSIS_FIELD_KEYS,
  PROGNOSIS_KINDS,
  PROGNOSIS_STATISTICS_PERIODS,
  PROGNOSIS_TYPES,
  prognosisCountError,
  PROGNOSIS_INPUT_MAX_LENGTH,
  type PrognosisFieldKey,
} from '../vocabulary/prognosis.js';
import { isoDateSchema } from './settlements.js';

/**
 * The prognosis survey (spec/portal.md §2 Prognosis modal, §3 Prognosis, §7): the cooperative's
 * configuration per animal kind, what a farm submitted for the coming period, the farm's own
 * figures to estimate from, and the submission itself.
 */

export const prognosisKindSchema = z.enum(PROGNOSIS_KINDS, { error: 'Ugyldig dyreslag' });
export const prognosisTypeSchema = z.enum(PROGNOSIS_TYPES);

/** A calendar date that exists ('2027-02-30' does not). */
const calendarDateSchema = isoDateSchema.refine((d) => {
  const date = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === d;
}, 'Ugyldig dato');

/** A period of whole days, both ends included. */
export const prognosisPeriodSchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((p) => p.from <= p.to, 'Fra-dato kan ikke være større enn til-dato');
export type PrognosisPeriod = z.infer<typeof prognosisPeriodSchema>;

/** The cooperative's info text above a kind (HTML; the browser sanitises it before showing it). */
export const PROGNOSIS_INFO_MAX_LENGTH = 20_000;

/** One kind's configuration (spec §3): whether it is asked for, and the periods. */
export const prognosisKindConfigSchema = z.object({
  /** The kind is part of the survey: its fields are shown and may be submitted. */
  survey_available: z.boolean(),
  /** The survey opens by itself after login for this kind (when the farm has not answered yet). */
  show_survey: z.boolean(),
  /** The period the farmer estimates for. */
  next_period: prognosisPeriodSchema,
  /** The period before the current one (the figures beside the inputs). */
  prev_period: prognosisPeriodSchema,
  /** The current period up to now. */
  upto_now_period: prognosisPeriodSchema,
  this_year: prognosisPeriodSchema,
  info_txt_top: z.string().max(PROGNOSIS_INFO_MAX_LENGTH),
});
export type PrognosisKindConfig = z.infer<typeof prognosisKindConfigSchema>;

export const prognosisConfigSchema = z.object({
  pigs: prognosisKindConfigSchema,
  cattle: prognosisKindConfigSchema,
  sheep: prognosisKindConfigSchema,
});
export type PrognosisConfig = z.infer<typeof prognosisConfigSchema>;

/** GET /api/external/prognosis_registration_config → { prognosis_config }. */
export const prognosisConfigResponseSchema = z.object({ prognosis_config: prognosisConfigSchema });

/**
 * The configuration as the browser sends it back (spec §7: prognosis_config_json and the body's
 * prognosis_config): the info texts may be left out, so a query string stays short. The server
 * answers and stores by its own configuration; this is only checked for shape (and, when sending,
 * that the screen showed the periods the server has now).
 */
export const sentPrognosisConfigSchema = z.object({
  pigs: prognosisKindConfigSchema.extend({ info_txt_top: prognosisKindConfigSchema.shape.info_txt_top.optional() }),
  cattle: prognosisKindConfigSchema.extend({ info_txt_top: prognosisKindConfigSchema.shape.info_txt_top.optional() }),
  sheep: prognosisKindConfigSchema.extend({ info_txt_top: prognosisKindConfigSchema.shape.info_txt_top.optional() }),
});
export type SentPrognosisConfig = z.infer<typeof sentPrognosisConfigSchema>;

/** Longest prognosis_config_json accepted: the configuration without info texts is under 1 000 characters. */
export const PROGNOSIS_CONFIG_JSON_MAX_LENGTH = 4000;

/**
 * The prognosis_config_json query parameter: JSON text of the configuration, bounded, parsed
 * without throwing; anything else (not JSON, the wrong shape) is a 422 naming the parameter.
 */
export const prognosisConfigJsonSchema = z
  .string()
  .max(PROGNOSIS_CONFIG_JSON_MAX_LENGTH, 'Ugyldig prognosekonfigurasjon')
  .transform((text, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Ugyldig prognosekonfigurasjon' });
      return z.NEVER;
    }
    const config = sentPrognosisConfigSchema.safeParse(parsed);
    if (!config.success) {
      ctx.addIssue({ code: 'custom', message: 'Ugyldig prognosekonfigurasjon' });
      return z.NEVER;
    }
    return config.data;
  });

/** GET /api/prognosis_data: what the farm submitted, or its figures for one kind. */
export const prognosisDataQuerySchema = z
  .object({
    action: z.enum(['get_submitted', 'get_statistics'], { error: 'Ugyldig handling' }),
    /** Required with get_statistics. */
    animal_kind: prognosisKindSchema.optional(),
    prognosis_config_json: prognosisConfigJsonSchema,
    impersonateUsername: z.string().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.action === 'get_statistics' && q.animal_kind === undefined) {
      ctx.addIssue({ code: 'custom', path: ['animal_kind'], message: 'Ugyldig dyreslag' });
    }
  });

/** A submitted estimate: a number of animals, or null where the farmer left the field empty. */
const submittedCountSchema = z.number().int().min(0).nullable();

/** What a farm submitted for one kind's next period (the newest submission for that period). */
export const submittedKindSchema = z.object({
  /** The period the numbers are for: the server's next_period of the kind. */
  next_period: prognosisPeriodSchema,
  /** When the newest submission for the period was stored; null when nothing was. */
  submitted_at: z.string().datetime({ offset: true }).nullable(),
  slaughter: submittedCountSchema,
  buy: submittedCountSchema,
  sell: submittedCountSchema,
});
export type SubmittedKind = z.infer<typeof submittedKindSchema>;

export const submittedPrognosisSchema = z.object({
  pigs: submittedKindSchema,
  cattle: submittedKindSchema,
  sheep: submittedKindSchema,
});
export type SubmittedPrognosis = z.infer<typeof submittedPrognosisSchema>;

/** GET /api/prognosis_data?action=get_submitted → { prognosisData }; also the answer to sending. */
export const submittedPrognosisResponseSchema = z.object({ prognosisData: submittedPrognosisSchema });

/** Animals and their weight in a period; kg is null where the rows carry no weight (enrolments). */
export const prognosisFigureSchema = z.object({
  count: z.number().int().min(0),
  /** Whole kilograms (carcass weight of the settled animals). */
  kg: z.number().int().min(0).nullable(),
});
export type PrognosisFigure = z.infer<typeof prognosisFigureSchema>;

export const prognosisPeriodFiguresSchema = z.object(
  Object.fromEntries(PROGNOSIS_STATISTICS_PERIODS.map((p) => [p, prognosisFigureSchema])) as Record<
    (typeof PROGNOSIS_STATISTICS_PERIODS)[number],
    typeof prognosisFigureSchema
  >,
);
export type PrognosisPeriodFigures = z.infer<typeof prognosisPeriodFiguresSchema>;

/**
 * A farm's figures for one kind: per type of the kind's survey (sheep: slaughter only) and period.
 * Slaughter from the settled animals of posted settlements, buy and sell from registered enrolments.
 */
export const prognosisStatisticsSchema = z.object({
  animal_kind: prognosisKindSchema,
  /** The periods the figures are for (the server's configuration). */
  periods: z.object({ prev_period: prognosisPeriodSchema, upto_now_period: prognosisPeriodSchema, this_year: prognosisPeriodSchema }),
  slaughter: prognosisPeriodFiguresSchema,
  buy: prognosisPeriodFiguresSchema.optional(),
  sell: prognosisPeriodFiguresSchema.optional(),
});
export type PrognosisStatistics = z.infer<typeof prognosisStatisticsSchema>;

/** GET /api/prognosis_data?action=get_statistics&animal_kind=… → { prognosisData }. */
export const prognosisStatisticsResponseSchema = z.object({ prognosisData: prognosisStatisticsSchema });

/** GET /api/prognosis_data → { prognosisData }: the submitted numbers or a kind's figures, by the action. */
export const prognosisDataResponseSchema = z.union([submittedPrognosisResponseSchema, prognosisStatisticsResponseSchema]);

/** One typed estimate: digits (spaces tolerated) or empty; checked by the spec's rule (spec §5). */
const prognosisInputSchema = z
  .string({ error: 'Ugyldig antall' })
  .max(PROGNOSIS_INPUT_MAX_LENGTH, 'Ugyldig antall')
  .superRefine((text, ctx) => {
    const error = prognosisCountError(text);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/** The register payload's data: pigs_slaughter, pigs_buy, …, sheep_slaughter; nothing else. */
export const prognosisInputDataSchema = z
  .object(
    Object.fromEntries(PROGNOSIS_FIELD_KEYS.map((key) => [key, prognosisInputSchema.optional()])) as Record<
      PrognosisFieldKey,
      z.ZodOptional<typeof prognosisInputSchema>
    >,
  )
  .strict();
export type PrognosisInputData = z.infer<typeof prognosisInputDataSchema>;

/** POST /api/register_prognosis (json): the typed numbers and the configuration the screen showed. */
export const registerPrognosisBodySchema = z.object({
  data: prognosisInputDataSchema,
  prognosis_config: sentPrognosisConfigSchema,
});

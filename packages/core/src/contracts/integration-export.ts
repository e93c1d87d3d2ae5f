import { z } from 'zod';

// What the cooperative's systems read back from the portal (GET /api/integration/export/…): pages
// of events after a cursor. The imports (what they send) are in integration.ts.

/** Events in one export page, and the default. */
export const EXPORT_MAX_LIMIT = 1000;
export const EXPORT_DEFAULT_LIMIT = 100;

/** An export page: from after `since` (the start without one), at most `limit` events. */
export const exportQuerySchema = z.object({
  /** '<txid>.<event id>' as an earlier page answered it: decimal, no leading zeros, within bigint. */
  since: z
    .string()
    .regex(/^(0|[1-9]\d{0,17})\.(0|[1-9]\d{0,17})$/, 'Ugyldig markør')
    .optional(),
  limit: z.coerce.number().int().min(1).max(EXPORT_MAX_LIMIT).default(EXPORT_DEFAULT_LIMIT),
});

/** A submitted enrolment as the slaughterhouse needs it: every row, remark and confirmation. */
export const exportedEnrolmentSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  animal_category: z.string(),
  created_at: z.string(),
  pickup_week: z.number().int(),
  pickup_year: z.number().int(),
  comment: z.string(),
  pickup_on_cattle_agreement: z.boolean(),
  deletion_requested_at: z.string().nullable(),
  /** The confirm_* names the farmer confirmed. */
  confirmations: z.array(z.string()),
  /** The medication check's remarks when it was sent (JSON as stored); null without any. */
  medication_remarks: z.unknown().nullable(),
  /** The return form's answers with the form; null without returns. */
  return_form_data: z.unknown().nullable(),
  return_meat_pickup_location: z.string().nullable(),
  want_marks_sent_on_return: z.boolean(),
  rows: z.array(
    z.object({
      position: z.number().int(),
      delivery_week: z.number().int(),
      delivery_year: z.number().int(),
      /** The row as the farmer sent it (animals, numbers, health remarks). */
      data: z.unknown(),
    }),
  ),
});

export const enrolmentEventSchema = z.object({
  /** Pass as `since` to fetch what follows this event. */
  cursor: z.string(),
  event: z.enum(['submitted', 'deletion_requested', 'deleted']),
  at: z.string(),
  supplier_no: z.string(),
  enrolment_id: z.number().int(),
  /** The enrolment as it is now; null when it has been deleted since (a 'deleted' event follows). */
  enrolment: exportedEnrolmentSchema.nullable(),
  /** 'deleted': what was deleted. */
  deleted: z.record(z.string(), z.unknown()).nullable(),
});
export type EnrolmentEvent = z.infer<typeof enrolmentEventSchema>;

export const enrolmentExportResponseSchema = z.object({
  events: z.array(enrolmentEventSchema),
  /** The cursor for the next page: the last event's, or `since` when there was nothing new. */
  next: z.string(),
});

export const prognosisEventSchema = z.object({
  cursor: z.string(),
  event: z.literal('submitted'),
  at: z.string(),
  supplier_no: z.string(),
  /** The farm's estimate for a kind and period (animals; null where left empty); a later one replaces it. */
  prognosis: z
    .object({
      id: z.number().int(),
      animal_kind: z.enum(['pigs', 'cattle', 'sheep']),
      period_from: z.string(),
      period_to: z.string(),
      slaughter: z.number().int().nullable(),
      buy: z.number().int().nullable(),
      sell: z.number().int().nullable(),
      submitted_at: z.string(),
    })
    .nullable(),
});
export type PrognosisEvent = z.infer<typeof prognosisEventSchema>;
export const prognosisExportResponseSchema = z.object({ events: z.array(prognosisEventSchema), next: z.string() });

/** A farmer changed the profile's contact fields; the profile as it is now. */
export const profileEventSchema = z.object({
  cursor: z.string(),
  event: z.literal('changed'),
  at: z.string(),
  supplier_no: z.string(),
  profile: z
    .object({
      email_user: z.string(),
      email_accounting: z.string(),
      mobile: z.string(),
      street_address: z.string(),
      post_no: z.string(),
      city: z.string(),
      recieve_accounting: z.boolean(),
      recieve_newsletter: z.boolean(),
      recieve_registered_slaughter: z.boolean(),
    })
    .nullable(),
});
export type ProfileEvent = z.infer<typeof profileEventSchema>;
export const profileExportResponseSchema = z.object({ events: z.array(profileEventSchema), next: z.string() });

/**
 * A farmer's grant as the cooperative's records keep it (who may act for whom, DESIGN.md §10):
 * `granted` when the person accepted the invitation, `ended` when the farmer (or staff) ended it.
 * `grant` is its state when read: null only if it is gone.
 */
export const grantEventSchema = z.object({
  cursor: z.string(),
  event: z.enum(['granted', 'ended']),
  at: z.string(),
  supplier_no: z.string(),
  grant: z
    .object({
      id: z.number().int(),
      person_name: z.string(),
      email: z.string(),
      role: z.string(),
      granted_at: z.string(),
      /** The last day it holds (yyyy-MM-dd); null for no end date. */
      until: z.string().nullable(),
      ended_at: z.string().nullable(),
    })
    .nullable(),
});
export type GrantEvent = z.infer<typeof grantEventSchema>;
export const grantExportResponseSchema = z.object({ events: z.array(grantEventSchema), next: z.string() });

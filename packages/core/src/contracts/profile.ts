import { z } from 'zod';

/** KSL status: 0 unknown, 1 approved, 2 not approved. */
export const KSL_STATUS = { unknown: 0, approved: 1, notApproved: 2 } as const;
/** BRSV/BCoV status: 0 unknown, 1 green, 2 red. */
export const BRSV_STATUS = { unknown: 0, green: 1, red: 2 } as const;

export const animalKeepingSchema = z.object({
  has_pigs: z.boolean(),
  has_sheep: z.boolean(),
  has_cattle: z.boolean(),
  has_pigs_restriction: z.boolean(),
  has_sheep_restriction: z.boolean(),
  has_cattle_restriction: z.boolean(),
});

/** GET /api/profile → { profile }. */
export const profileSchema = z.object({
  fullname: z.string(),
  supplier_no: z.string(),
  company_no: z.string(),
  provider_no: z.string(),
  animal_keeping_id: z.string(),
  ksl_status: z.number().int().min(0).max(2),
  brsv_status: z.number().int().min(0).max(2),
  /** Health-pig status (helsegris): true when approved. */
  health_pig_approved: z.boolean(),
  animal_keeping: animalKeepingSchema,
  email_user: z.string(),
  email_accounting: z.string(),
  mobile: z.string(),
  street_address: z.string(),
  post_no: z.string(),
  city: z.string(),
  recieve_accounting: z.boolean(),
  recieve_newsletter: z.boolean(),
  recieve_registered_slaughter: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ profile: profileSchema });

/** GET /api/profile/is_superuser → { is_superuser: { is_superuser } }. */
export const isSuperuserResponseSchema = z.object({ is_superuser: z.object({ is_superuser: z.boolean() }) });
/** GET /api/profile/has_cattle → { has_cattle: { has_cattle } }. */
export const hasCattleResponseSchema = z.object({ has_cattle: z.object({ has_cattle: z.boolean() }) });
/** GET /api/profile/balance: kroner, two decimals at most (stored as øre). */
export const balanceResponseSchema = z.object({
  balance_this_year: z.number(),
  debit_amount_total: z.number(),
});
export type Balance = z.infer<typeof balanceResponseSchema>;

/** GET /api/external/texts → { texts: { name: html } }. HTML is sanitised before rendering. */
export const textsResponseSchema = z.object({ texts: z.record(z.string(), z.string()) });

export { HELP_TEXT } from './help-texts.js';

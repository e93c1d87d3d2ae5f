import { z } from 'zod';
import { loginResponseSchema } from './auth.js';

/**
 * Staff's second factor (TOTP, RFC 6238: a six-digit code from an authenticator app, new every
 * 30 seconds). After the password, a staff login may only do these calls:
 *
 * - not yet enrolled: POST /api/login/second_factor/setup → the secret and its otpauth:// address
 *   (the browser draws the QR code itself), then POST /api/login/second_factor/enrol with a code
 *   from the app → logged in, and the recovery codes, shown this once;
 * - enrolled: POST /api/login/second_factor with a code, or with a recovery code when the
 *   authenticator is lost → logged in.
 */

/** Digits of a TOTP code. */
export const TOTP_DIGITS = 6;
/** Recovery codes made at enrolment; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** A code as typed: spaces are tolerated ('123 456'). */
const totpCodeSchema = z
  .string({ error: 'Feltet må fylles ut' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Koden er seks siffer'));

/** A recovery code as typed: case, spaces and dashes do not matter. */
const recoveryCodeSchema = z
  .string()
  .max(40)
  .transform((value) => value.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[a-z2-7]{16}$/, 'Ugyldig gjenopprettingskode'));

/** POST /api/login/second_factor/setup → the secret to add to the authenticator app. */
export const secondFactorSetupResponseSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/… with issuer and account: what the QR code holds. */
  otpauth_url: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupResponseSchema>;

/** POST /api/login/second_factor/enrol: the first code from the app proves it was set up. */
export const secondFactorEnrolBodySchema = z.object({ code: totpCodeSchema });

/** POST /api/login/second_factor/enrol → logged in, and the recovery codes (shown once, stored hashed). */
export const secondFactorEnrolResponseSchema = loginResponseSchema.extend({ recovery_codes: z.array(z.string()) });
export type SecondFactorEnrolResponse = z.infer<typeof secondFactorEnrolResponseSchema>;

/** POST /api/login/second_factor: a code from the app, or one of the recovery codes (one of the two). */
export const secondFactorVerifyBodySchema = z
  .object({ code: totpCodeSchema.optional(), recovery_code: recoveryCodeSchema.optional() })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), { path: ['code'], message: 'Feltet må fylles ut' });

import { z } from 'zod';
import { PASSWORD_MAX_CHARS } from '../contracts/auth-limits.js';
import { EMAIL_PATTERN } from '../vocabulary/contact-fields.js';
import { USERNAME_MAX_CHARS } from './login-rules.js';
import { MSG } from './messages.js';

/** Login form: both fields required (spec/portal.md §5). */
export const loginSchema = z.object({
  username: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(USERNAME_MAX_CHARS, MSG.tooLong),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(PASSWORD_MAX_CHARS, MSG.tooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;
// loginInputErrors (login-rules.ts) checks the same without zod, for the login form.

/**
 * Forgot password: the login id the login form takes. A farm's is digits only, at least one, and
 * anything else is 'Ugyldig' plus the login id's name (spec/portal.md §5); a person's is their
 * e-mail address (DESIGN.md §10), and a mistyped one is named as an address.
 */
export function forgotPasswordSchema(loginIdLabel: string) {
  return z.object({
    username: z
      .string({ error: MSG.invalidLoginId(loginIdLabel) })
      .trim()
      .superRefine((value, ctx) => {
        if (/^\d{1,20}$/.test(value)) return;
        const isAddress = value.length <= USERNAME_MAX_CHARS && EMAIL_PATTERN.test(value);
        if (!isAddress) ctx.addIssue({ code: 'custom', message: value.includes('@') ? MSG.invalidEmail : MSG.invalidLoginId(loginIdLabel) });
      }),
  });
}

/** The impersonation prompt's word that ends impersonation, in any case. */
export function isEndImpersonation(input: string): boolean {
  return input.trim().toLowerCase() === 'avslutt';
}

import { z } from 'zod';
import { PASSWORD_MAX_CHARS } from '../contracts/auth-limits.js';
import { USERNAME_MAX_CHARS } from './login-rules.js';
import { MSG } from './messages.js';

/** Login form: both fields required (spec/portal.md §5). */
export const loginSchema = z.object({
  username: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(USERNAME_MAX_CHARS, MSG.tooLong),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(PASSWORD_MAX_CHARS, MSG.tooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;
// loginInputErrors (login-rules.ts) checks the same without zod, for the login form.

/** Forgot password: digits only, at least one; the message names the login id. */
export function forgotPasswordSchema(loginIdLabel: string) {
  return z.object({
    username: z
      .string({ error: MSG.invalidLoginId(loginIdLabel) })
      .trim()
      .regex(/^\d{1,20}$/, MSG.invalidLoginId(loginIdLabel)),
  });
}

/** The impersonation prompt's word that ends impersonation, in any case. */
export function isEndImpersonation(input: string): boolean {
  return input.trim().toLowerCase() === 'avslutt';
}

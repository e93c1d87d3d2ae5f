import { z } from 'zod';
import { MSG } from './messages.js';

/** Login form: both fields required (spec/portal.md §5). */
export const loginSchema = z.object({
  username: z.string({ error: MSG.required }).trim().min(1, MSG.required),
  password: z.string({ error: MSG.required }).min(1, MSG.required),
});
export type LoginInput = z.infer<typeof loginSchema>;

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

import { z } from 'zod';
import { MSG } from './messages.js';

/** Minimum password length (spec/portal.md §9). */
export const PASSWORD_MIN_LENGTH = 9;
/** Upper bound so a huge input cannot make hashing expensive; not in the spec, generous for humans. */
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRequirement {
  id: 'length' | 'digit' | 'specialOrUpper' | 'match';
  label: string;
  met: boolean;
}

/**
 * The four requirements the password screen lists (spec/portal.md §4, §5). The save button is
 * enabled only when all hold; the server checks the same function.
 */
export function passwordRequirements(newPassword: string, repeat: string): PasswordRequirement[] {
  return [
    { id: 'length', label: `Minst ${PASSWORD_MIN_LENGTH} tegn`, met: newPassword.length >= PASSWORD_MIN_LENGTH },
    { id: 'digit', label: 'Minst ett tall', met: /\d/.test(newPassword) },
    {
      id: 'specialOrUpper',
      label: 'Minst ett spesialtegn eller én stor bokstav',
      // Anything that is not a letter, digit or whitespace counts as special; uppercase includes ÆØÅ.
      met: /[^\p{L}\p{N}\s]/u.test(newPassword) || /\p{Lu}/u.test(newPassword),
    },
    { id: 'match', label: 'Passordene er like', met: newPassword.length > 0 && newPassword === repeat },
  ];
}

/** True when a new password (without the repeat check) satisfies the strength rules. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length <= PASSWORD_MAX_LENGTH &&
    passwordRequirements(password, password).every((r) => r.met)
  );
}

/** A new password as the server accepts it. */
export const newPasswordSchema = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong)
  .refine(isStrongPassword, MSG.passwordRequirementsNotMet);

/** Browser form for the password screen; `password` (current) only in change mode. */
export function passwordFormSchema(mode: 'change' | 'reset') {
  return z
    .object({
      password: mode === 'change' ? z.string().min(1, MSG.required) : z.string().optional(),
      new_password: z.string().min(1, MSG.required),
      repeat_password: z.string().min(1, MSG.required),
    })
    .refine((v) => passwordRequirements(v.new_password, v.repeat_password).every((r) => r.met), {
      path: ['repeat_password'],
      message: MSG.passwordRequirementsNotMet,
    });
}

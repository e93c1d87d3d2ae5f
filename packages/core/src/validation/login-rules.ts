import { PASSWORD_MAX_CHARS } from '../contracts/auth-limits.js';
import { ACCESS_EMAIL_MAX_CHARS } from '../vocabulary/email-address.js';
import { MSG } from './messages.js';

/**
 * Longest login id: a person logs in with their e-mail address (up to RFC 5321's 254 characters);
 * supplier numbers and staff usernames are far shorter.
 */
export const USERNAME_MAX_CHARS = ACCESS_EMAIL_MAX_CHARS;

/** What the login form holds (loginSchema's input, login.ts). */
export interface LoginFields {
  username: string;
  password: string;
}

/** What is wrong with each login field; empty when nothing is. */
export type LoginFieldErrors = Partial<Record<keyof LoginFields, string>>;

/**
 * loginSchema's rules (login.ts) written out without zod, in a module without zod, for the login
 * form: it is the first thing a farmer downloads, and zod alone would be a quarter of that
 * (bench/web-bundle.ts, login ≤ 90 kB). login.test.ts holds the two to the same messages.
 */
export function loginInputErrors(input: LoginFields): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const username = input.username.trim();
  if (username.length === 0) errors.username = MSG.required;
  else if (username.length > USERNAME_MAX_CHARS) errors.username = MSG.tooLong;
  if (input.password.length === 0) errors.password = MSG.required;
  else if (input.password.length > PASSWORD_MAX_CHARS) errors.password = MSG.tooLong;
  return errors;
}

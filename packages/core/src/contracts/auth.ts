import { z } from 'zod';
import { PASSWORD_MAX_CHARS } from './auth-limits.js';

/**
 * POST /api/login answers 200, or 418 when the profile must be confirmed first. Same body. Staff
 * (superusers) are not logged in yet after the password: `second_factor` says whether they set up
 * their authenticator first ('enrol') or give its code ('verify'); see contracts/second-factor.ts.
 */
export const loginResponseSchema = z.object({
  username: z.string(),
  need_to_confirm: z.boolean(),
  second_factor: z.enum(['enrol', 'verify']).optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export { PASSWORD_MAX_CHARS } from './auth-limits.js';

/**
 * POST <BASE_PATH>login (the login page's own form, contracts/login-page.ts) answers 303 with no
 * body: Location is the dashboard, /profile, the second-factor step or the login page with the error.
 */
export const loginPageRedirectSchema = z.null().describe('No body: Location says where the browser goes next');

/** How long a set-password link works: the mail and the forgot-password screen both say so. */
export const RESET_LINK_VALID_MINUTES = 60;

/** POST /api/set_new_password form body: the new password and the token from the link's `t`. */
export const setNewPasswordBodySchema = z.object({
  new_password: z.string().max(PASSWORD_MAX_CHARS),
  t: z.string().min(1).max(200),
});

/** POST /api/profile/change_password form body. */
export const changePasswordBodySchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_CHARS),
  new_password: z.string().max(PASSWORD_MAX_CHARS),
});

/** POST /api/forgot_password_superuser form body: the user whose reset link staff want. */
export const forgotPasswordSuperuserBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
});

/** A small consistent body for calls whose answer the spec does not show. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

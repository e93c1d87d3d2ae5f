import { z } from 'zod';

/** POST /api/login answers 200, or 418 when the profile must be confirmed first. Same body. */
export const loginResponseSchema = z.object({
  username: z.string(),
  need_to_confirm: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/set_new_password form body: the new password and the token from the link's `t`. */
export const setNewPasswordBodySchema = z.object({
  new_password: z.string(),
  t: z.string().min(1).max(200),
});

/** POST /api/profile/change_password form body. */
export const changePasswordBodySchema = z.object({
  password: z.string().min(1).max(1024),
  new_password: z.string(),
});

/** A small consistent body for calls whose answer the spec does not show. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

import { z } from 'zod';

/** Error codes the API answers with (DESIGN.md §4, spec/portal.md §8). */
export const ERROR_CODES = [
  'UNAUTHORIZED',
  'USER_NOT_FOUND',
  'USER_IN_OLD_NOT_NEW_SYSTEM',
  'USER_IN_OLD_NO_EMAIL_NOT_NEW_SYSTEM',
  'INVALID_INPUT',
  /** A client error with nothing more specific to say (a method, header or range the server does not take): nothing was done. */
  'INVALID_REQUEST',
  'INVALID_TOKEN',
  'FORBIDDEN',
  /** The farmer must confirm the profile (login answered 418) before anything but the profile. */
  'MUST_CONFIRM_INFORMATION',
  /** Staff acting for nobody asked for a farm's data: they must act as a farmer first. */
  'NO_FARM_SELECTED',
  /** A person acting for a farm asked for what their role does not allow (DESIGN.md §10). */
  'NOT_ALLOWED_FOR_ROLE',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  /** The body is beyond the route's limit (413): send it in smaller batches. */
  'PAYLOAD_TOO_LARGE',
  /** A submission with this Idempotency-Key is still being stored: its answer comes shortly (409). */
  'IDEMPOTENCY_IN_PROGRESS',
  /** The database is away for a moment (503 with Retry-After); the spec's 503 text. */
  'TRY_AGAIN_IN_A_MINUTE',
  'SERVICES_DOWN',
  /** The TOTP code or recovery code was wrong, used already, or out of time. */
  'INVALID_CODE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error body of the API. `fields` names failing fields on 422 (field → message). */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

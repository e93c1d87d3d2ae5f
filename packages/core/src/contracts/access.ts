import { z } from 'zod';
import { ACCESS_EMAIL_MAX_CHARS, ACCESS_LOG_PAGE_MAX } from '../vocabulary/access-roles.js';
import { myFarmSchema } from './accept-invitation.js';
import { PASSWORD_MAX_CHARS } from './auth-limits.js';
import { accessRoleSchema } from './me.js';

/**
 * The people around a farm (DESIGN.md §10): the farmer's access list, invitations and log, and a
 * person's farms. Times are ISO 8601 with the Oslo offset; 'Gjelder til' (`until`) is a calendar
 * date yyyy-MM-dd, the last day the access holds.
 */

// The roles and permissions as the API spells them, with GET /api/me (contracts/me.ts).
export { accessRoleSchema, farmPermissionSchema } from './me.js';

/** A person who has access to the farm. `last_used` is their last request for this farm. */
export const accessGrantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: accessRoleSchema,
  since: z.string(),
  until: z.string().nullable(),
  last_used: z.string().nullable(),
});
export type AccessGrant = z.infer<typeof accessGrantSchema>;

/** An invitation not yet accepted, withdrawn or expired. */
export const accessInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: accessRoleSchema,
  until: z.string().nullable(),
  sent: z.string(),
});
export type AccessInvitation = z.infer<typeof accessInvitationSchema>;

/** GET /api/access → who has access, and the pending invitations. */
export const accessOverviewResponseSchema = z.object({
  grants: z.array(accessGrantSchema),
  invitations: z.array(accessInvitationSchema),
});
export type AccessOverviewResponse = z.infer<typeof accessOverviewResponseSchema>;

/**
 * POST /api/access/invitations, form or JSON. The shape only: a bad address, an unknown role, a
 * past date or an address that already has access answer 422 with the field's message
 * (access/invitation-rules.ts).
 */
export const createInvitationBodySchema = z.object({
  email: z.string().max(ACCESS_EMAIL_MAX_CHARS),
  role: z.string().max(40),
  until: z.string().max(10).optional(),
});
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

/** 201 { invitation }. */
export const invitationResponseSchema = z.object({ invitation: accessInvitationSchema });

/** DELETE /api/access/invitations/{id} and /api/access/grants/{id}. */
export const accessIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** GET /api/access/log?before=&limit=: `before` is the `next` of the previous page. */
export const accessLogQuerySchema = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(ACCESS_LOG_PAGE_MAX).optional(),
});

/** One thing a person did or saw for the farm; `action` is a code of access/log-actions.ts. */
export const accessLogEntrySchema = z.object({
  at: z.string(),
  name: z.string(),
  role: accessRoleSchema,
  action: z.string(),
  target: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/** Newest first; `next` is null on the last page. */
export const accessLogResponseSchema = z.object({ log: z.array(accessLogEntrySchema), next: z.string().nullable() });
export type AccessLogResponse = z.infer<typeof accessLogResponseSchema>;

/**
 * POST /api/access/accept: a new person sends the token with a name and a password; a person
 * already logged in sends the token alone, and the farm is added to their farms.
 */
export const acceptInvitationBodySchema = z.object({
  t: z.string().min(1).max(200),
  fullname: z.string().max(100).optional(),
  password: z.string().max(PASSWORD_MAX_CHARS).optional(),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

// A farm a person may act for, and the answer of accepting an invitation: the accept page's own
// module (contracts/accept-invitation.ts), so that page downloads no other schema of this one.
export { acceptInvitationResponseSchema, type AcceptInvitationResponse, myFarmSchema, type MyFarm } from './accept-invitation.js';
/** GET /api/me/farms → the person's farms, and the one the session acts for (null before choosing). */
export const myFarmsResponseSchema = z.object({ farms: z.array(myFarmSchema), acting_for: z.string().nullable() });
export type MyFarmsResponse = z.infer<typeof myFarmsResponseSchema>;

/** POST /api/me/acting-for: choose or switch the farm (403 for a farm without access). */
export const actingForBodySchema = z.object({ supplier_no: z.string().trim().min(1).max(20) });
export type ActingForBody = z.infer<typeof actingForBodySchema>;

// GET /api/me lives in contracts/me.ts: every logged-in page reads it, and it stays small there
// (this file's other schemas are for the access screens only).
export { farmActorRoleSchema, type MeResponse, meResponseSchema } from './me.js';

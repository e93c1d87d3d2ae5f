import { z } from 'zod';
import { accessRoleSchema } from './me.js';

/*
 * POST /api/access/accept's answer, apart from the access screens' schemas (access.ts re-exports
 * it): the page behind the invitation link is among the first a new person downloads.
 */

/** A farm a person may act for. */
export const myFarmSchema = z.object({ supplier_no: z.string(), fullname: z.string(), role: accessRoleSchema });
export type MyFarm = z.infer<typeof myFarmSchema>;

/**
 * 200 from POST /api/access/accept: the farm the person may now act for. A new person is logged
 * in, acting for it; a person already logged in has it among their farms. `log_in_again`: the
 * person held one farm and now holds several, which takes the second factor their login did not
 * ask for: their sessions have ended, and the next login asks for it.
 */
export const acceptInvitationResponseSchema = z.object({ farm: myFarmSchema, log_in_again: z.literal(true).optional() });
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

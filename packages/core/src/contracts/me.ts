import { z } from 'zod';
import { ACCESS_ROLES, FARM_PERMISSIONS } from '../vocabulary/access-roles.js';

/*
 * GET /api/me (DESIGN.md §10), apart from the access screens' schemas (access.ts re-exports it):
 * the frame of every logged-in page reads it, and a page downloads the code of every schema in a
 * module it imports from.
 */

export const accessRoleSchema = z.enum(ACCESS_ROLES);
export const farmPermissionSchema = z.enum(FARM_PERMISSIONS);

/** Who acts for a farm: its own login (or staff acting for it), or a person in a role. */
export const farmActorRoleSchema = z.union([z.literal('farmer'), accessRoleSchema]);

/**
 * GET /api/me → who is logged in and for whom they act, with the permissions the server will
 * check, so the web shows only the menu items, tiles and badges allowed. `acting_for` is null for
 * staff acting for nobody and for a person who has not chosen a farm yet.
 */
export const meResponseSchema = z.object({
  kind: z.enum(['farmer', 'staff', 'person']),
  name: z.string(),
  acting_for: z
    .object({ supplier_no: z.string(), fullname: z.string(), role: farmActorRoleSchema })
    .nullable(),
  permissions: z.array(farmPermissionSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

import { ACCESS_ROLES, type AccessRole, FARM_PERMISSIONS, type FarmPermission } from '../vocabulary/access-roles.js';

/**
 * What each role may see and do (issue: the people around the farm). The server refuses anything
 * else with 403; the web shows only the menu items, tiles and badges the role allows. The farmer
 * (and staff acting for the farmer) hold every permission.
 */
export const ROLE_PERMISSIONS: Record<AccessRole, readonly FarmPermission[]> = {
  // Balances, settlements with prices, documents and the files: what the books need.
  accountant: ['balance.read', 'settlements.read', 'settlements.prices', 'documents.read', 'exports.download'],
  // Health and production, never money.
  vet: ['statistics.read', 'health.read', 'settlements.read', 'cattle.read', 'enrolments.read'],
  // What the vet sees, plus the prices and the prognosis answers.
  advisor: ['statistics.read', 'health.read', 'settlements.read', 'settlements.prices', 'cattle.read', 'enrolments.read', 'prognosis.read'],
  // A ring leader, a neighbour or an employee who registers animals.
  enrolment: ['enrolments.read', 'enrolments.write', 'cattle.read'],
  // Everything the farmer does but the profile's contact data and the access list (the password
  // is each login's own).
  family: FARM_PERMISSIONS.filter((p) => p !== 'profile.write' && p !== 'access.manage'),
};

/** Who acts for a farm: its own login (or staff acting for it), or a person in a role. */
export type FarmActorRole = 'farmer' | AccessRole;

/** The permissions of whoever acts for the farm. */
export function permissionsOf(role: FarmActorRole): readonly FarmPermission[] {
  return role === 'farmer' ? FARM_PERMISSIONS : ROLE_PERMISSIONS[role];
}

export function hasPermission(role: FarmActorRole, permission: FarmPermission): boolean {
  return permissionsOf(role).includes(permission);
}

/** True for a role the API knows (a value from a form or the database). */
export function isAccessRole(value: string): value is AccessRole {
  return (ACCESS_ROLES as readonly string[]).includes(value);
}

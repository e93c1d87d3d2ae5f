import { describe, expect, it } from 'vitest';
import { FARM_PERMISSIONS } from '../vocabulary/access-roles.js';
import { hasPermission, isAccessRole, permissionsOf } from './permissions.js';

describe('what each role may do', () => {
  it('the farmer holds every permission', () => {
    expect([...permissionsOf('farmer')].sort()).toEqual([...FARM_PERMISSIONS].sort());
  });

  it('only the farmer changes the contact data and the access list; family does everything else', () => {
    for (const role of ['accountant', 'vet', 'advisor', 'enrolment', 'family'] as const) {
      expect(hasPermission(role, 'profile.write')).toBe(false);
      expect(hasPermission(role, 'access.manage')).toBe(false);
    }
    expect(permissionsOf('family')).toHaveLength(FARM_PERMISSIONS.length - 2);
  });

  it('a vet sees health and settlements but no prices; an adviser sees prices and the prognosis too', () => {
    expect(hasPermission('vet', 'health.read')).toBe(true);
    expect(hasPermission('vet', 'settlements.read')).toBe(true);
    expect(hasPermission('vet', 'settlements.prices')).toBe(false);
    expect(hasPermission('vet', 'balance.read')).toBe(false);
    expect(hasPermission('advisor', 'settlements.prices')).toBe(true);
    expect(hasPermission('advisor', 'prognosis.read')).toBe(true);
    expect(hasPermission('advisor', 'prognosis.write')).toBe(false);
    // Everything a vet sees, an adviser sees.
    for (const p of permissionsOf('vet')) expect(hasPermission('advisor', p)).toBe(true);
  });

  it('an accountant reads the money and the files, and registers nothing', () => {
    expect(hasPermission('accountant', 'balance.read')).toBe(true);
    expect(hasPermission('accountant', 'exports.download')).toBe(true);
    expect(hasPermission('accountant', 'documents.read')).toBe(true);
    expect(hasPermission('accountant', 'enrolments.write')).toBe(false);
    expect(hasPermission('accountant', 'health.read')).toBe(false);
  });

  it('an enrolment role registers and sees the submitted enrolments and the cattle, nothing of the money', () => {
    expect(permissionsOf('enrolment')).toEqual(['enrolments.read', 'enrolments.write', 'cattle.read']);
  });

  it('knows the roles by their API names only', () => {
    expect(isAccessRole('vet')).toBe(true);
    expect(isAccessRole('farmer')).toBe(false);
    expect(isAccessRole('Veterinær')).toBe(false);
  });
});

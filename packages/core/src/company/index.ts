import { midtnorge } from './midtnorge.js';
import { standard } from './standard.js';
import type { Company, CompanyId } from './types.js';

export type * from './types.js';

export const COMPANIES: Record<CompanyId, Company> = { standard, midtnorge };

export function isCompanyId(value: string): value is CompanyId {
  return Object.hasOwn(COMPANIES, value);
}

/** The company for an id; throws with a one-line message for an unknown id. */
export function getCompany(id: string): Company {
  if (!isCompanyId(id)) {
    throw new Error(`Unknown COMPANY "${id}": use one of ${Object.keys(COMPANIES).join(', ')}`);
  }
  return COMPANIES[id];
}

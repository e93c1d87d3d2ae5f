import type { Company } from '@slakteweb/core';
// `#company` is an alias (vite.config.ts) for the chosen company's file in packages/core, so the
// bundle holds only that cooperative. Each such file exports exactly one Company object; its
// export name differs per file, so pick it by shape instead of by name.
import * as companyModule from '#company';

function isCompany(value: unknown): value is Company {
  return typeof value === 'object' && value !== null && 'id' in value && 'flags' in value && 'theme' in value;
}

const found = Object.values(companyModule).find(isCompany);
if (!found) {
  throw new Error('The #company module exports no Company object');
}

/** The cooperative this build is for. */
export const company: Company = found;

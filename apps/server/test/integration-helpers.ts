import type { IntegrationScope } from '@slakteweb/core';
import { ServiceTokenService } from '../src/modules/integration/service-token.service.js';
import type { TestContext } from './harness.js';

/** Makes a service token as the admin CLI does, and answers its Authorization header. */
export async function tokenHeader(ctx: TestContext, name: string, scopes: IntegrationScope[]): Promise<{ authorization: string }> {
  const token = await new ServiceTokenService(ctx.db, ctx.now).create(name, scopes);
  return { authorization: `Bearer ${token}` };
}

/** Every import's scope: the token the import tests send. */
export const IMPORT_SCOPES: IntegrationScope[] = ['import:suppliers', 'import:settlements', 'import:documents', 'import:content', 'import:herd'];

/** The paths of the cooperative's imports (PUT /api/integration/{path}). */
export type ImportPath = 'suppliers' | 'settlements' | 'documents' | 'pickup-weeks' | 'herd' | `content/${'help-texts' | 'messages' | 'prognosis-config' | 'return-forms'}`;

/** Sends records to an import with the token's header. */
export function putImport(ctx: TestContext, auth: { authorization: string }, what: ImportPath, records: unknown[]) {
  return ctx.app.inject({ method: 'PUT', url: `/api/integration/${what}`, headers: auth, payload: { records } });
}

/** A posted settlement of `supplierNo` as the accounting sends it: two lambs and a ewe. */
export function postedSettlement(supplierNo: string, settlementNo: string, date: string, overrides: Record<string, unknown> = {}) {
  const animals = [
    { group_name: 'Lam', animal_kind: 'sheep', mark_no: '', individual_no: '10201', description: 'Lam', classification: 'R', fat_group: '2+', weight_g: 19_400, price_ore_per_kg: 7_520, amount_ore: 145_888, diseases: ['Parasitter i lever'] },
    { group_name: 'Lam', animal_kind: 'sheep', mark_no: '', individual_no: '10202', description: 'Lam', classification: 'U-', fat_group: '3', weight_g: 21_100, price_ore_per_kg: 7_710, amount_ore: 162_681 },
    { group_name: 'Sau', animal_kind: 'sheep', mark_no: '', individual_no: '9011', description: 'Sau', classification: 'O', fat_group: '3-', weight_g: 28_000, price_ore_per_kg: 3_450, amount_ore: 96_600, discard: 'partial' },
  ];
  return {
    supplier_no: supplierNo,
    kind: 'posted',
    settlement_no: settlementNo,
    settlement_date: date,
    amount_ore: 145_888 + 162_681 + 96_600,
    comment: 'Takk for leveransen! $internt notat$',
    animals,
    ...overrides,
  };
}

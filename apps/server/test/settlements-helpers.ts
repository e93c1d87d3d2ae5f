import { expect } from 'vitest';
import {
  postedSlaughterByDateResponseSchema,
  postedSlaughtersListResponseSchema,
  type SettlementDetail,
  type SettlementListItem,
} from '@slakteweb/core';
import type { TestContext } from './harness.js';

/**
 * Requests and database look-ups shared by the settlement test files (settlements-*.test.ts). Each
 * file creates its own test context with the demo settlements in beforeAll and passes a getter.
 */
export function settlementHelpers(context: () => TestContext) {
  const get = (url: string, cookie?: string) => context().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  async function postedList(cookie: string, query = ''): Promise<SettlementListItem[]> {
    const res = await get(`/api/posted_slaughters_list${query}`, cookie);
    expect(res.statusCode).toBe(200);
    return postedSlaughtersListResponseSchema.parse(res.json()).posted_slaughters_list;
  }

  async function postedDetail(cookie: string, item: { date: string; settlement_no: string }): Promise<SettlementDetail> {
    const res = await get(`/api/posted_slaughter_by_date/${item.date}?settlement_no=${item.settlement_no}`, cookie);
    expect(res.statusCode).toBe(200);
    return postedSlaughterByDateResponseSchema.parse(res.json()).posted_slaughter_by_date;
  }

  /** Settlements of a supplier straight from the database, to compare the API with. */
  function dbSettlements(supplierNo: string, kind: 'posted' | 'temp') {
    const { db } = context();
    return db
      .selectFrom('settlement')
      .select(['id', 'settlement_no', 'settlement_date', 'amount_ore', 'has_document', 'comment'])
      .where('supplier_no', '=', supplierNo)
      .where('kind', '=', kind)
      .execute();
  }

  /** A posted settlement of 10003, for the tenancy checks. */
  async function settlementOf10003() {
    const { db } = context();
    const [row] = await db
      .selectFrom('settlement')
      .select(['settlement_no', 'settlement_date', 'id'])
      .where('supplier_no', '=', '10003')
      .where('kind', '=', 'posted')
      .where('has_document', '=', true)
      .orderBy('settlement_date', 'desc')
      .limit(1)
      .execute();
    return row!;
  }

  return { get, postedList, postedDetail, dbSettlements, settlementOf10003 };
}

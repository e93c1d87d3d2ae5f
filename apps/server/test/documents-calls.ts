import { expect } from 'vitest';
import { documentsResponseSchema, type DocumentsResponse } from '@slakteweb/core';
import type { TestContext } from './harness.js';

/**
 * The documents API as its tests call it (documents.test.ts, documents-zip.test.ts), on the test
 * context each file makes in its beforeAll.
 */
export function documentsCalls(context: () => TestContext) {
  const get = (url: string, cookie?: string) => context().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  async function documents(cookie: string, query = ''): Promise<DocumentsResponse> {
    const res = await get(`/api/documents${query}`, cookie);
    expect(res.statusCode).toBe(200);
    return documentsResponseSchema.parse(res.json());
  }

  /** A document of 10003 with a file, for the tenancy checks. */
  async function documentOf10003(kind: 'invoice' | 'accounting' = 'invoice') {
    return context().db
      .selectFrom('document')
      .select(['download_id', 'document_no'])
      .where('supplier_no', '=', '10003')
      .where('kind', '=', kind)
      .where('has_file', '=', true)
      .orderBy('document_date', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
  }

  return { get, documents, documentOf10003 };
}

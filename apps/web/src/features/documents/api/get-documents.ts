import { documentsResponseSchema, type DocumentsResponse } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/documents → { invoices, credit_notes, accountings, open_posts, withdrawals }, each newest first. */
export function getDocuments(signal?: AbortSignal): Promise<DocumentsResponse> {
  return api.get('/api/documents', documentsResponseSchema, { signal });
}

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: ['documents', 'list'], queryFn: ({ signal }) => getDocuments(signal) });

export function useDocuments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...documentsQueryOptions(), enabled });
}

import { documentsResponseSchema, type DocumentsResponse } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/documents → the five lists, whole. Only the archive asks for it, when the farmer opens
 * it: it lists a year at a time and counts the years, so it needs every date.
 */
export function getDocuments(signal?: AbortSignal): Promise<DocumentsResponse> {
  return api.get('/api/documents', documentsResponseSchema, { signal });
}

export const documentsQueryOptions = () => queryOptions({ queryKey: ['documents', 'all'], queryFn: ({ signal }) => getDocuments(signal), staleTime: 60_000 });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}

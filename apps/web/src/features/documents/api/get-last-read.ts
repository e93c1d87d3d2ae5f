import { lastReadResponseSchema } from '@slakteweb/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/hasread/documents/notification → { timestamp }: when the documents page was last opened, null if never. */
export function getDocumentsLastRead(signal?: AbortSignal): Promise<string | null> {
  return api.get('/api/hasread/documents/notification', lastReadResponseSchema, { signal }).then((r) => r.timestamp);
}

export const documentsLastReadQueryKey = ['notifications', 'documents'] as const;

export const documentsLastReadQueryOptions = () =>
  queryOptions({ queryKey: documentsLastReadQueryKey, queryFn: ({ signal }) => getDocumentsLastRead(signal) });

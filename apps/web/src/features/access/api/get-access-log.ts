import { ACCESS_LOG_PAGE_DEFAULT, type AccessLogResponse, accessLogResponseSchema } from '@slakteweb/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ACCESS_QUERY_KEY } from './get-access';

/** GET /api/access/log?limit=…[&before=…] → newest first, and the cursor of the next page ('Vis flere'). */
export function getAccessLog(before: string | null, signal?: AbortSignal): Promise<AccessLogResponse> {
  const query: Record<string, string> = { limit: String(ACCESS_LOG_PAGE_DEFAULT) };
  if (before) query.before = before;
  return api.get('/api/access/log', accessLogResponseSchema, { query, signal });
}

export const accessLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...ACCESS_QUERY_KEY, 'log'],
    queryFn: ({ pageParam, signal }) => getAccessLog(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export function useAccessLog() {
  return useInfiniteQuery(accessLogQueryOptions());
}

import { type SlaughterhouseStatistics, slaughterhouseStatisticsResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, TIMEOUT_MS } from '@/lib/api-client';

/** GET /api/slaughterhouse_statistics → { statistics }: the cooperative's averages per kind this year. */
export function getSlaughterhouseStatistics(signal?: AbortSignal): Promise<SlaughterhouseStatistics> {
  return api
    .get('/api/slaughterhouse_statistics', slaughterhouseStatisticsResponseSchema, { signal, timeoutMs: TIMEOUT_MS.statistics })
    .then((r) => r.statistics);
}

export const slaughterhouseStatisticsQueryOptions = () =>
  queryOptions({ queryKey: ['statistics', 'slaughterhouse'], queryFn: ({ signal }) => getSlaughterhouseStatistics(signal), staleTime: 10 * 60_000 });

export function useSlaughterhouseStatistics({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...slaughterhouseStatisticsQueryOptions(), enabled });
}

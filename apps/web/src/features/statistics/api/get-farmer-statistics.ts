import {
  type FarmerStatisticsResponse,
  farmerStatisticsResponseSchema,
  type StatisticsKind,
  type StatisticsTimeFrame,
} from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, TIMEOUT_MS } from '@/lib/api-client';

export type FarmerStatisticsAnswer = FarmerStatisticsResponse['farmer_statistics'];

/** GET /api/farmer_statistics/{timeFrame}/{kind}/{subkind} → { farmer_statistics } ('all' for every subkind). */
export function getFarmerStatistics(frame: StatisticsTimeFrame, kind: StatisticsKind, subkind: string, signal?: AbortSignal): Promise<FarmerStatisticsAnswer> {
  return api
    .get(`/api/farmer_statistics/${frame}/${kind}/${encodeURIComponent(subkind)}`, farmerStatisticsResponseSchema, {
      signal,
      timeoutMs: TIMEOUT_MS.statistics,
    })
    .then((r) => r.farmer_statistics);
}

/** Cached per frame, kind and subkind: going back to a choice shows it at once. */
export const farmerStatisticsQueryOptions = (frame: StatisticsTimeFrame, kind: StatisticsKind, subkind: string) =>
  queryOptions({
    queryKey: ['statistics', 'farmer', frame, kind, subkind],
    queryFn: ({ signal }) => getFarmerStatistics(frame, kind, subkind, signal),
    staleTime: 10 * 60_000,
  });

/** The figures of a choice; waits while no kind is chosen (a frame without slaughters). */
export function useFarmerStatistics(frame: StatisticsTimeFrame, kind: StatisticsKind | null, subkind: string) {
  return useQuery({ ...farmerStatisticsQueryOptions(frame, kind ?? 'pigs', subkind), enabled: kind !== null });
}

import { type HealthBenchmark, healthBenchmarkResponseSchema, type HealthBenchmarkTimeFrame, type StatisticsKind } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, TIMEOUT_MS } from '@/lib/api-client';

/** GET /api/health_benchmark/{timeFrame}/{kind} → { health_benchmark }: where the farm stands among the suppliers. */
export function getHealthBenchmark(frame: HealthBenchmarkTimeFrame, kind: StatisticsKind, signal?: AbortSignal): Promise<HealthBenchmark> {
  return api.get(`/api/health_benchmark/${frame}/${kind}`, healthBenchmarkResponseSchema, { signal, timeoutMs: TIMEOUT_MS.statistics }).then((r) => r.health_benchmark);
}

export const healthBenchmarkQueryOptions = (frame: HealthBenchmarkTimeFrame, kind: StatisticsKind) =>
  queryOptions({ queryKey: ['statistics', 'benchmark', frame, kind], queryFn: ({ signal }) => getHealthBenchmark(frame, kind, signal), staleTime: 10 * 60_000 });

export function useHealthBenchmark(frame: HealthBenchmarkTimeFrame, kind: StatisticsKind) {
  return useQuery(healthBenchmarkQueryOptions(frame, kind));
}

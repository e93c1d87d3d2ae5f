import { type GridCompliance, gridComplianceResponseSchema, type HealthBenchmarkTimeFrame, type StatisticsKind } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, TIMEOUT_MS } from '@/lib/api-client';

/** GET /api/grid_compliance/{timeFrame}/{kind} → { grid_compliance }: 'Treff på prisgrid'. */
export function getGridCompliance(frame: HealthBenchmarkTimeFrame, kind: StatisticsKind, signal?: AbortSignal): Promise<GridCompliance> {
  return api.get(`/api/grid_compliance/${frame}/${kind}`, gridComplianceResponseSchema, { signal, timeoutMs: TIMEOUT_MS.statistics }).then((r) => r.grid_compliance);
}

export const gridComplianceQueryOptions = (frame: HealthBenchmarkTimeFrame, kind: StatisticsKind) =>
  queryOptions({ queryKey: ['statistics', 'grid', frame, kind], queryFn: ({ signal }) => getGridCompliance(frame, kind, signal), staleTime: 10 * 60_000 });

export function useGridCompliance(frame: HealthBenchmarkTimeFrame, kind: StatisticsKind) {
  return useQuery(gridComplianceQueryOptions(frame, kind));
}

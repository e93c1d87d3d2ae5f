import { type HealthBenchmarkTimeFrame, type HealthDeclarations, healthDeclarationsResponseSchema, type StatisticsKind } from '@slakteweb/core';
import { useQuery } from '@tanstack/react-query';
import { api, TIMEOUT_MS } from '@/lib/api-client';

/** GET /api/health_declarations/{timeFrame}/{kind} → { health_declarations }: the health report's remarks and treatments. */
export function getHealthDeclarations(frame: HealthBenchmarkTimeFrame, kind: StatisticsKind, signal?: AbortSignal): Promise<HealthDeclarations> {
  return api.get(`/api/health_declarations/${frame}/${kind}`, healthDeclarationsResponseSchema, { signal, timeoutMs: TIMEOUT_MS.statistics }).then((r) => r.health_declarations);
}

export function useHealthDeclarations(frame: HealthBenchmarkTimeFrame, kind: StatisticsKind) {
  return useQuery({ queryKey: ['statistics', 'declarations', frame, kind], queryFn: ({ signal }) => getHealthDeclarations(frame, kind, signal), staleTime: 10 * 60_000 });
}

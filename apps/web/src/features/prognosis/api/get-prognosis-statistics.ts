import { type PrognosisConfig, type PrognosisKind, prognosisStatisticsResponseSchema, type PrognosisStatistics } from '@slakteweb/core';
import { useQueries } from '@tanstack/react-query';
import { api, TIMEOUT_MS } from '@/lib/api-client';
import { sentConfig } from '../survey';

/** GET /api/prognosis_data?action=get_statistics&animal_kind=…&prognosis_config_json=… → { prognosisData }. */
export function getPrognosisStatistics(config: PrognosisConfig, kind: PrognosisKind, signal?: AbortSignal): Promise<PrognosisStatistics> {
  return api
    .get('/api/prognosis_data', prognosisStatisticsResponseSchema, {
      query: { action: 'get_statistics', animal_kind: kind, prognosis_config_json: JSON.stringify(sentConfig(config)) },
      signal,
      timeoutMs: TIMEOUT_MS.statistics,
    })
    .then((r) => r.prognosisData);
}

/** The figures of each kind the survey asks for, fetched side by side once the configuration is known. */
export function usePrognosisStatistics(config: PrognosisConfig | undefined, kinds: PrognosisKind[]) {
  return useQueries({
    queries: kinds.map((kind) => ({
      queryKey: ['prognosis', 'statistics', kind],
      queryFn: ({ signal }: { signal: AbortSignal }) => {
        if (!config) throw new Error('The prognosis configuration is not loaded');
        return getPrognosisStatistics(config, kind, signal);
      },
      staleTime: 10 * 60_000,
      enabled: config !== undefined,
    })),
  });
}

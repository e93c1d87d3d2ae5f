import { type PrognosisConfig, submittedPrognosisResponseSchema, type SubmittedPrognosis } from '@slakteweb/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sentConfig } from '../survey';

/** GET /api/prognosis_data?action=get_submitted&prognosis_config_json=… → { prognosisData }. */
export function getSubmittedPrognosis(config: PrognosisConfig, signal?: AbortSignal): Promise<SubmittedPrognosis> {
  return api
    .get('/api/prognosis_data', submittedPrognosisResponseSchema, {
      query: { action: 'get_submitted', prognosis_config_json: JSON.stringify(sentConfig(config)) },
      signal,
    })
    .then((r) => r.prognosisData);
}

export const submittedPrognosisQueryKey = ['prognosis', 'submitted'] as const;

/** Waits for the configuration; the farm's own data, so not for staff acting for nobody. */
export function useSubmittedPrognosis(config: PrognosisConfig | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: submittedPrognosisQueryKey,
    queryFn: ({ signal }) => {
      if (!config) throw new Error('The prognosis configuration is not loaded');
      return getSubmittedPrognosis(config, signal);
    },
    staleTime: 10 * 60_000,
    enabled: enabled && config !== undefined,
  });
}

import { prognosisConfigResponseSchema, type PrognosisConfig } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/external/prognosis_registration_config → { prognosis_config }. */
export function getPrognosisConfig(signal?: AbortSignal): Promise<PrognosisConfig> {
  return api.get('/api/external/prognosis_registration_config', prognosisConfigResponseSchema, { signal }).then((r) => r.prognosis_config);
}

export const prognosisConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['prognosis', 'config'],
    queryFn: ({ signal }) => getPrognosisConfig(signal),
    staleTime: 10 * 60_000,
  });

/** Only where the company has prognosisRegistration (elsewhere the route answers 404). */
export function usePrognosisConfig({ enabled }: { enabled: boolean }) {
  return useQuery({ ...prognosisConfigQueryOptions(), enabled });
}

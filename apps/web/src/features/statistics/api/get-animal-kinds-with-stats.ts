import { type AnimalKindsWithStats, animalKindsWithStatsResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, TIMEOUT_MS } from '@/lib/api-client';

/** GET /api/farmer_statistics/animal_kinds_with_stats → per time frame, the kinds and subkinds with figures. */
export function getAnimalKindsWithStats(signal?: AbortSignal): Promise<AnimalKindsWithStats> {
  return api
    .get('/api/farmer_statistics/animal_kinds_with_stats', animalKindsWithStatsResponseSchema, { signal, timeoutMs: TIMEOUT_MS.statistics })
    .then((r) => r.animal_kinds_with_stats);
}

export const animalKindsWithStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['statistics', 'kinds'],
    queryFn: ({ signal }) => getAnimalKindsWithStats(signal),
    // Figures change only when settlements arrive, a few times a week.
    staleTime: 10 * 60_000,
  });

export function useAnimalKindsWithStats() {
  return useQuery(animalKindsWithStatsQueryOptions());
}

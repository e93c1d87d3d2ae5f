import { hasCattleResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/profile/has_cattle → { has_cattle: { has_cattle } }. */
export function getHasCattle(signal?: AbortSignal): Promise<boolean> {
  // "true only if exactly true" (spec §6): anything else, including an error, means no.
  return api.get('/api/profile/has_cattle', hasCattleResponseSchema, { signal }).then((r) => r.has_cattle.has_cattle === true);
}

export const hasCattleQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'has-cattle'], queryFn: ({ signal }) => getHasCattle(signal), staleTime: 10 * 60_000 });

/**
 * Governs 'Mine storfe' and the cattle features; false while unknown, and when not `enabled`
 * (staff acting for nobody have no farm, so no cattle).
 */
export function useHasCattle({ enabled = true }: { enabled?: boolean } = {}): boolean {
  return useQuery({ ...hasCattleQueryOptions(), enabled }).data === true;
}

/**
 * As useHasCattle, but undefined until the answer is in (a failed request is an answer: no), for
 * screens that wait rather than show one layout and then another. Not `enabled`: false at once.
 */
export function useHasCattleAnswer({ enabled = true }: { enabled?: boolean } = {}): boolean | undefined {
  const query = useQuery({ ...hasCattleQueryOptions(), enabled });
  if (!enabled) return false;
  return query.isPending ? undefined : query.data === true;
}

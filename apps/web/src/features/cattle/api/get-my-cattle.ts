import { type MyCattle, myCattleResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/my_cattle → { my_cattle: { stock, animals } }. */
export function getMyCattle(signal?: AbortSignal): Promise<MyCattle> {
  return api.get('/api/my_cattle', myCattleResponseSchema, { signal }).then((r) => r.my_cattle);
}

export const myCattleQueryOptions = () =>
  queryOptions({ queryKey: ['cattle', 'my-cattle'], queryFn: ({ signal }) => getMyCattle(signal), staleTime: 10 * 60_000 });

export function useMyCattle() {
  return useQuery(myCattleQueryOptions());
}

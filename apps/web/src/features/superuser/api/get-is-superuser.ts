import { isSuperuserResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/profile/is_superuser → { is_superuser: { is_superuser } }. */
export function getIsSuperuser(signal?: AbortSignal): Promise<boolean> {
  // A superuser only if the answer says exactly true (spec §6).
  return api
    .get('/api/profile/is_superuser', isSuperuserResponseSchema, { signal })
    .then((r) => r.is_superuser.is_superuser === true);
}

export const isSuperuserQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'is-superuser'],
    queryFn: ({ signal }) => getIsSuperuser(signal),
    staleTime: 10 * 60_000,
  });

/** False while unknown or on error. */
export function useIsSuperuser(): boolean {
  return useQuery(isSuperuserQueryOptions()).data === true;
}

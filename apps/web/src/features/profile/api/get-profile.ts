import { profileResponseSchema, type Profile } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/profile → { profile }. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get('/api/profile', profileResponseSchema, { signal }).then((r) => r.profile);
}

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled });
}

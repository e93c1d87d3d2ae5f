import { type AccessOverviewResponse, accessOverviewResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/access → who has access to the farm, and the invitations not yet answered. */
export function getAccessOverview(signal?: AbortSignal): Promise<AccessOverviewResponse> {
  return api.get('/api/access', accessOverviewResponseSchema, { signal });
}

export const ACCESS_QUERY_KEY = ['access'] as const;

export const accessOverviewQueryOptions = () =>
  queryOptions({ queryKey: [...ACCESS_QUERY_KEY, 'overview'], queryFn: ({ signal }) => getAccessOverview(signal) });

export function useAccessOverview() {
  return useQuery(accessOverviewQueryOptions());
}

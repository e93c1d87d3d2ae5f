import { postedSlaughtersListResponseSchema, type SettlementListItem } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/posted_slaughters_list → { posted_slaughters_list }, newest first. */
export function getPostedSlaughtersList(signal?: AbortSignal): Promise<SettlementListItem[]> {
  return api.get('/api/posted_slaughters_list', postedSlaughtersListResponseSchema, { signal }).then((r) => r.posted_slaughters_list);
}

export const postedSlaughtersListQueryOptions = () =>
  queryOptions({ queryKey: ['settlements', 'posted', 'list'], queryFn: ({ signal }) => getPostedSlaughtersList(signal) });

export function usePostedSlaughtersList() {
  return useQuery(postedSlaughtersListQueryOptions());
}

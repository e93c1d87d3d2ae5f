import { tempSlaughtersListResponseSchema, type SettlementListItem } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/temp_slaughters_list → { temp_slaughters_list }, newest first. */
export function getTempSlaughtersList(signal?: AbortSignal): Promise<SettlementListItem[]> {
  return api.get('/api/temp_slaughters_list', tempSlaughtersListResponseSchema, { signal }).then((r) => r.temp_slaughters_list);
}

export const tempSlaughtersListQueryOptions = () =>
  queryOptions({ queryKey: ['settlements', 'temp', 'list'], queryFn: ({ signal }) => getTempSlaughtersList(signal) });

export function useTempSlaughtersList() {
  return useQuery(tempSlaughtersListQueryOptions());
}

import { type PriceListView, priceListsResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/price_lists → the lists in force this week for the kinds the farm keeps. */
export function getPriceLists(signal?: AbortSignal): Promise<PriceListView[]> {
  return api.get('/api/price_lists', priceListsResponseSchema, { signal }).then((r) => r.price_lists);
}

// The cooperative sends a new list at most once a week.
export const priceListsQueryOptions = () =>
  queryOptions({ queryKey: ['prices', 'lists'], queryFn: ({ signal }) => getPriceLists(signal), staleTime: 30 * 60_000 });

export function usePriceLists() {
  return useQuery(priceListsQueryOptions());
}

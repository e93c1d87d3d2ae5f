import { type IsoWeek, isoWeekText, type PriceKind, pricePathResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PricePath = z.infer<typeof pricePathResponseSchema>;

/** GET /api/price_path/{kind}/{category}?from=&to= → the notering of every week from..to. */
export function getPricePath(kind: PriceKind, category: string, from: IsoWeek, to: IsoWeek, signal?: AbortSignal): Promise<PricePath> {
  return api.get(`/api/price_path/${kind}/${encodeURIComponent(category)}`, pricePathResponseSchema, {
    signal,
    query: { from: isoWeekText(from), to: isoWeekText(to) },
  });
}

export const pricePathQueryOptions = (kind: PriceKind, category: string, from: IsoWeek, to: IsoWeek) =>
  queryOptions({
    queryKey: ['prices', 'path', kind, category, isoWeekText(from), isoWeekText(to)],
    queryFn: ({ signal }) => getPricePath(kind, category, from, to, signal),
    staleTime: 30 * 60_000,
  });

export function usePricePath(kind: PriceKind, category: string, from: IsoWeek, to: IsoWeek) {
  return useQuery(pricePathQueryOptions(kind, category, from, to));
}

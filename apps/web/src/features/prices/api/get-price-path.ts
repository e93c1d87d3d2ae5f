import { type IsoWeek, isoWeekText, type PriceChoice, type PriceKind, pricePathResponseSchema } from '@slakteweb/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PricePath = z.infer<typeof pricePathResponseSchema>;

/** The choice as the query writes it: only what is chosen. */
function choiceQuery(choice: PriceChoice): Record<string, string> {
  return {
    ...(choice.class !== undefined ? { class: choice.class } : {}),
    ...(choice.fat_group !== undefined ? { fat_group: choice.fat_group } : {}),
    ...(choice.meat_percent !== undefined ? { meat_percent: String(choice.meat_percent) } : {}),
  };
}

/**
 * GET /api/price_path/{kind}/{category}?from=&to=&class=&fat_group=&meat_percent= → the notering
 * of every week from..to and the price per kg of the class and fat group (or meat percent),
 * reckoned by the server from each week's list.
 */
export function getPricePath(kind: PriceKind, category: string, from: IsoWeek, to: IsoWeek, choice: PriceChoice, signal?: AbortSignal): Promise<PricePath> {
  return api.get(`/api/price_path/${kind}/${encodeURIComponent(category)}`, pricePathResponseSchema, {
    signal,
    query: { from: isoWeekText(from), to: isoWeekText(to), ...choiceQuery(choice) },
  });
}

export const pricePathQueryOptions = (kind: PriceKind, category: string, from: IsoWeek, to: IsoWeek, choice: PriceChoice) =>
  queryOptions({
    queryKey: ['prices', 'path', kind, category, isoWeekText(from), isoWeekText(to), choiceQuery(choice)],
    queryFn: ({ signal }) => getPricePath(kind, category, from, to, choice, signal),
    staleTime: 30 * 60_000,
  });

export function usePricePath(kind: PriceKind, category: string, from: IsoWeek, to: IsoWeek, choice: PriceChoice) {
  // Another class keeps the last path on screen until its own arrives, rather than a flash of 'Laster'.
  return useQuery({ ...pricePathQueryOptions(kind, category, from, to, choice), placeholderData: keepPreviousData });
}

import { postedSlaughtersPeriodResponseSchema, type SettlementPeriod } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/posted_slaughters_period → the first and last posted settlement date (null without any). */
export function getPostedPeriod(signal?: AbortSignal): Promise<SettlementPeriod> {
  return api.get('/api/posted_slaughters_period', postedSlaughtersPeriodResponseSchema, { signal }).then((r) => r.posted_slaughters_period);
}

export const postedPeriodQueryOptions = () => queryOptions({ queryKey: ['settlements', 'posted', 'period'], queryFn: ({ signal }) => getPostedPeriod(signal) });

export function usePostedPeriod() {
  return useQuery(postedPeriodQueryOptions());
}

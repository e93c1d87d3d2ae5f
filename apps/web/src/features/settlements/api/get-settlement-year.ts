import { type SettlementYear, settlementYearResponseSchema } from '@slakteweb/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/settlement_year/{year} → { settlement_year }: 'Årsoversikt'. */
export function getSettlementYear(year: number, signal?: AbortSignal): Promise<SettlementYear> {
  return api.get(`/api/settlement_year/${year}`, settlementYearResponseSchema, { signal }).then((r) => r.settlement_year);
}

export const settlementYearQueryOptions = (year: number) =>
  queryOptions({ queryKey: ['settlements', 'posted', 'year', year], queryFn: ({ signal }) => getSettlementYear(year, signal) });

import { tempSlaughterByDateResponseSchema, type SettlementDetail } from '@slakteweb/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/temp_slaughter_by_date/{date} → { temp_slaughter_by_date }. */
export function getTempSlaughterByDate(date: string, signal?: AbortSignal): Promise<SettlementDetail> {
  return api
    .get(`/api/temp_slaughter_by_date/${encodeURIComponent(date)}`, tempSlaughterByDateResponseSchema, { signal })
    .then((r) => r.temp_slaughter_by_date);
}

/** Cached per date (spec §4). */
export const tempSlaughterByDateQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['settlements', 'temp', 'detail', date],
    queryFn: ({ signal }) => getTempSlaughterByDate(date, signal),
  });

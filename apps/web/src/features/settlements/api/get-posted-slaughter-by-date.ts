import { postedSlaughterByDateResponseSchema, type SettlementDetail } from '@slakteweb/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/posted_slaughter_by_date/{date}?settlement_no=… → { posted_slaughter_by_date }. */
export function getPostedSlaughterByDate(date: string, settlementNo: string, signal?: AbortSignal): Promise<SettlementDetail> {
  return api
    .get(`/api/posted_slaughter_by_date/${encodeURIComponent(date)}`, postedSlaughterByDateResponseSchema, {
      query: { settlement_no: settlementNo },
      signal,
    })
    .then((r) => r.posted_slaughter_by_date);
}

/** Cached per date and settlement number (spec §4): going back to a settlement shows it at once. */
export const postedSlaughterByDateQueryOptions = (date: string, settlementNo: string) =>
  queryOptions({
    queryKey: ['settlements', 'posted', 'detail', date, settlementNo],
    queryFn: ({ signal }) => getPostedSlaughterByDate(date, settlementNo, signal),
    // A posted settlement does not change.
    staleTime: 10 * 60_000,
  });

import {
  postedSlaughtersListResponseSchema,
  type SettlementKind,
  type SettlementListItem,
  tempSlaughtersListResponseSchema,
} from '@slakteweb/core';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Settlements per page: enough to fill the dropdown a few times over, a small answer for a large farm. */
export const SETTLEMENTS_PAGE_SIZE = 50;

export interface SettlementsPage {
  items: SettlementListItem[];
  /** The cursor of the next (older) page, null after the last. */
  nextBefore: string | null;
}

/**
 * GET /api/posted_slaughters_list (or temp_slaughters_list) ?limit=50[&before=…][&q=…] → a page,
 * newest first. With `q` the server searches the labels of the whole history (contracts/paging.ts).
 */
export async function getSettlementsPage(kind: SettlementKind, q: string, before: string | null, signal?: AbortSignal): Promise<SettlementsPage> {
  const query: Record<string, string> = { limit: String(SETTLEMENTS_PAGE_SIZE) };
  if (before) query.before = before;
  if (q) query.q = q;
  if (kind === 'posted') {
    const r = await api.get('/api/posted_slaughters_list', postedSlaughtersListResponseSchema, { query, signal });
    return { items: r.posted_slaughters_list, nextBefore: r.next_before ?? null };
  }
  const r = await api.get('/api/temp_slaughters_list', tempSlaughtersListResponseSchema, { query, signal });
  return { items: r.temp_slaughters_list, nextBefore: r.next_before ?? null };
}

export const settlementPagesQueryOptions = (kind: SettlementKind, q: string) =>
  infiniteQueryOptions({
    queryKey: ['settlements', kind, 'pages', q],
    queryFn: ({ pageParam, signal }) => getSettlementsPage(kind, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });

/** The pages of one kind loaded so far ('' = no search, the newest first). */
export function useSettlementPages(kind: SettlementKind, q: string) {
  // While a new search runs, the dropdown keeps the previous options instead of flashing empty.
  return useInfiniteQuery({ ...settlementPagesQueryOptions(kind, q), placeholderData: keepPreviousData });
}

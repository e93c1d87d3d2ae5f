import { type BadgeCounts, badgeCountsResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The query key of GET /api/badge_counts. Here, not in a feature, because the dashboard's tiles
 * and the settlements tabs show these counts, and the features that mark their lists read
 * (settlements, documents) must refetch them; features do not import each other.
 */
export const BADGE_COUNTS_QUERY_KEY = ['notifications', 'badge-counts'] as const;

/**
 * GET /api/badge_counts → { badge_counts: { new_posted_settlements, new_documents } }: the
 * Avregninger and Dokumenter badges, counted by the server with the lists' own unread rule (core's
 * unreadSince), so no screen downloads a whole list to count it.
 */
export function getBadgeCounts(signal?: AbortSignal): Promise<BadgeCounts> {
  return api.get('/api/badge_counts', badgeCountsResponseSchema, { signal }).then((r) => r.badge_counts);
}

export const badgeCountsQueryOptions = () => queryOptions({ queryKey: BADGE_COUNTS_QUERY_KEY, queryFn: ({ signal }) => getBadgeCounts(signal) });

/** 0 and 0 while the answer is missing, or when not `enabled` (staff acting for nobody have no farm). */
export function useBadgeCounts({ enabled = true }: { enabled?: boolean } = {}): BadgeCounts {
  const counts = useQuery({ ...badgeCountsQueryOptions(), enabled });
  return counts.data ?? { new_posted_settlements: 0, new_documents: 0 };
}

import { type BadgeCounts, badgeCountsResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BADGE_COUNTS_QUERY_KEY } from '@/lib/badge-counts';

/**
 * GET /api/badge_counts → { badge_counts: { new_posted_settlements, new_documents } }: the
 * Avregninger and Dokumenter badges, counted by the server with the lists' own unread rule, so
 * the dashboard downloads neither list.
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

/**
 * The query key of GET /api/badge_counts (the dashboard's settlement and document badges, counted
 * by the server). Here, not in the dashboard feature, because the features that mark their lists
 * read (settlements, documents) must refetch it too, and features do not import each other.
 */
export const BADGE_COUNTS_QUERY_KEY = ['notifications', 'badge-counts'] as const;

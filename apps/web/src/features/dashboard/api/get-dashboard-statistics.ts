import { dashboardStatisticsResponseSchema, type DashboardStatistics } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, TIMEOUT_MS } from '@/lib/api-client';

/** GET /api/farmer_statistics/dashboard → { dashboard_statistics }: the last settlement and the last delivery per kind. */
export function getDashboardStatistics(signal?: AbortSignal): Promise<DashboardStatistics> {
  return api
    .get('/api/farmer_statistics/dashboard', dashboardStatisticsResponseSchema, { signal, timeoutMs: TIMEOUT_MS.statistics })
    .then((r) => r.dashboard_statistics);
}

export const dashboardStatisticsQueryOptions = () =>
  queryOptions({ queryKey: ['statistics', 'dashboard'], queryFn: ({ signal }) => getDashboardStatistics(signal) });

/** Not `enabled` while it is unknown whether the user acts for a farm (staff acting for nobody have no deliveries). */
export function useDashboardStatistics({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dashboardStatisticsQueryOptions(), enabled });
}

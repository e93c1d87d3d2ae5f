import type { HealthBenchmarkTimeFrame, StatisticsKind } from '@slakteweb/core';
import { apiUrl } from '@/lib/api-client';

/**
 * GET /api/health_report/{timeFrame}/{kind}.pdf ('Helserapport'): a link the browser follows
 * itself, built by the API client so the base path and, while impersonating, impersonateUsername
 * are added.
 */
export function healthReportUrl(frame: HealthBenchmarkTimeFrame, kind: StatisticsKind): string {
  return apiUrl(`/api/health_report/${frame}/${kind}.pdf`);
}

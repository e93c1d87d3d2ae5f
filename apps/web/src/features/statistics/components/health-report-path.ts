import type { HealthBenchmarkTimeFrame, StatisticsKind } from '@slakteweb/core';

/** The health report's print page for a kind and period: what the statistics screen links to. */
export function healthReportPagePath(frame: HealthBenchmarkTimeFrame, kind: StatisticsKind): string {
  return `/statistics/health-report?${new URLSearchParams({ period: frame, kind }).toString()}`;
}

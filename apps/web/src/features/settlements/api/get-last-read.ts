import { lastReadResponseSchema, type SettlementKind } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The notification kinds of the two settlement tabs (spec §7). */
export const SETTLEMENT_NOTIFICATION: Record<SettlementKind, 'accountings-posted' | 'accountings-temp'> = {
  posted: 'accountings-posted',
  temp: 'accountings-temp',
};

/**
 * GET /api/hasread/accountings-posted/notification (or accountings-temp) → { timestamp }: when
 * the user last opened that tab, null if never.
 */
export function getLastRead(kind: SettlementKind, signal?: AbortSignal): Promise<string | null> {
  return api
    .get(`/api/hasread/${SETTLEMENT_NOTIFICATION[kind]}/notification`, lastReadResponseSchema, { signal })
    .then((r) => r.timestamp);
}

export const lastReadQueryKey = (kind: SettlementKind) => ['notifications', SETTLEMENT_NOTIFICATION[kind]] as const;

export const lastReadQueryOptions = (kind: SettlementKind) =>
  queryOptions({ queryKey: lastReadQueryKey(kind), queryFn: ({ signal }) => getLastRead(kind, signal) });

export function useLastRead(kind: SettlementKind, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...lastReadQueryOptions(kind), enabled });
}

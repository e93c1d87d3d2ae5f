import type { SettlementKind } from '@slakteweb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { BADGE_COUNTS_QUERY_KEY } from '@/lib/badge-counts';
import { lastReadQueryKey, SETTLEMENT_NOTIFICATION } from './get-last-read';

/** The answer is "not shown" in the spec: whatever the server sends is fine. */
const anyAnswer = z.unknown();

/** POST /api/markread/accountings-posted/notification (or accountings-temp): the tab was opened. */
export function markRead(kind: SettlementKind): Promise<unknown> {
  return api.post(`/api/markread/${SETTLEMENT_NOTIFICATION[kind]}/notification`, anyAnswer);
}

/** Marks a settlement tab read, then fetches the last-read time and the dashboard's counts again so the badges drop. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: (_data, _error, kind) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: lastReadQueryKey(kind) }), queryClient.invalidateQueries({ queryKey: BADGE_COUNTS_QUERY_KEY })]),
  });
}

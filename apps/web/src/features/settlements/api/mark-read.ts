import type { SettlementKind } from '@slakteweb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { BADGE_COUNTS_QUERY_KEY } from '@/lib/badge-counts';

/** The notification kinds of the two settlement tabs (spec §7). */
export const SETTLEMENT_NOTIFICATION: Record<SettlementKind, 'accountings-posted' | 'accountings-temp'> = {
  posted: 'accountings-posted',
  temp: 'accountings-temp',
};

/** The answer is "not shown" in the spec: whatever the server sends is fine. */
const anyAnswer = z.unknown();

/** POST /api/markread/accountings-posted/notification (or accountings-temp): the tab was opened. */
export function markRead(kind: SettlementKind): Promise<unknown> {
  return api.post(`/api/markread/${SETTLEMENT_NOTIFICATION[kind]}/notification`, anyAnswer);
}

/** Marks a settlement tab read, then fetches the badge counts again so the posted tab's badge drops. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BADGE_COUNTS_QUERY_KEY }),
  });
}

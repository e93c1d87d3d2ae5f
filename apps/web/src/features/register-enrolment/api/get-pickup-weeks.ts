import { pickupWeeksResponseSchema, type PickupWeekRule } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enrolmentKeys } from './query-keys';

export interface PickupWeeks {
  rules: PickupWeekRule[];
  /**
   * The server's clock minus this browser's, in ms, when the answer came. Deadlines are judged by
   * the server's clock at receipt, so the screen uses it too: `Date.now() + clockOffsetMs`.
   */
  clockOffsetMs: number;
}

/** GET /api/external/weeks → { pickup_weeks, now }. */
export async function getPickupWeeks(signal?: AbortSignal): Promise<PickupWeeks> {
  const sentAt = Date.now();
  const answer = await api.get('/api/external/weeks', pickupWeeksResponseSchema, { signal });
  // The server read its clock about halfway through the round trip.
  const midway = (sentAt + Date.now()) / 2;
  return { rules: answer.pickup_weeks, clockOffsetMs: Date.parse(answer.now) - midway };
}

export const pickupWeeksQueryOptions = () =>
  queryOptions({ queryKey: enrolmentKeys.pickupWeeks(), queryFn: ({ signal }) => getPickupWeeks(signal) });

export function usePickupWeeks() {
  return useQuery(pickupWeeksQueryOptions());
}

import { registeredEnrolmentUnreadResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registeredEnrolmentKeys } from './query-keys';

/** GET /api/registered_enrolment_unread → { count }: enrolments changed since last read. */
export function getRegisteredEnrolmentUnread(signal?: AbortSignal): Promise<number> {
  return api.get('/api/registered_enrolment_unread', registeredEnrolmentUnreadResponseSchema, { signal }).then((r) => r.count);
}

export const registeredEnrolmentUnreadQueryOptions = () =>
  queryOptions({ queryKey: registeredEnrolmentKeys.unread(), queryFn: ({ signal }) => getRegisteredEnrolmentUnread(signal) });

/** The unread count for the 'Innsendte' badge; 0 while loading or on error (no badge). */
export function useRegisteredEnrolmentUnread(): number {
  return useQuery(registeredEnrolmentUnreadQueryOptions()).data ?? 0;
}

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

/**
 * The unread count for the 'Innsendte' badge and the dashboard's Innmelding tile; 0 while loading,
 * on error or when not `enabled` (no badge). Not enabled for staff acting for nobody: no farm.
 */
export function useRegisteredEnrolmentUnread({ enabled = true }: { enabled?: boolean } = {}): number {
  return useQuery({ ...registeredEnrolmentUnreadQueryOptions(), enabled }).data ?? 0;
}

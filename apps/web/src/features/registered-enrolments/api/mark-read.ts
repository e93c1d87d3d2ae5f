import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { registeredEnrolmentKeys } from './query-keys';

/** The answer is "not shown" in the spec: whatever the server sends is fine. */
const anyAnswer = z.unknown();

/** POST /api/markread/enrolment/notification: the submitted view was opened (spec §4). */
export function markEnrolmentsRead(): Promise<unknown> {
  return api.post('/api/markread/enrolment/notification', anyAnswer);
}

/** Marks the enrolment notifications read, then fetches the unread count again so the badge drops. */
export function useMarkEnrolmentsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEnrolmentsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: registeredEnrolmentKeys.unread() }),
  });
}

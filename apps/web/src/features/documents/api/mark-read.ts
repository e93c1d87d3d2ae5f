import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { BADGE_COUNTS_QUERY_KEY } from '@/lib/badge-counts';
import { documentsLastReadQueryKey } from './get-last-read';

/** The answer is "not shown" in the spec: whatever the server sends is fine. */
const anyAnswer = z.unknown();

/** POST /api/markread/documents/notification: the documents page was opened. */
export function markDocumentsRead(): Promise<unknown> {
  return api.post('/api/markread/documents/notification', anyAnswer);
}

/** Marks the documents read, then fetches the last-read time and the dashboard's counts again so its badge drops. */
export function useMarkDocumentsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDocumentsRead,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: documentsLastReadQueryKey }), queryClient.invalidateQueries({ queryKey: BADGE_COUNTS_QUERY_KEY })]),
  });
}

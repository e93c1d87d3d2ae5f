import { hasReadMessagesResponseSchema, type MessageReadItem } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGES_POLL_MS } from './get-messages';

/** GET /api/hasread/messages → { items }: the opened messages, and 'notification' once the inbox was opened. */
export function getReadState(signal?: AbortSignal): Promise<MessageReadItem[]> {
  return api.get('/api/hasread/messages', hasReadMessagesResponseSchema, { signal }).then((r) => r.items);
}

export const readStateQueryKey = ['messages', 'read-state'] as const;

export const readStateQueryOptions = () =>
  queryOptions({
    queryKey: readStateQueryKey,
    queryFn: ({ signal }) => getReadState(signal),
    // Polled with the messages: another device may have read some.
    refetchInterval: MESSAGES_POLL_MS,
  });

/** Not `enabled` for staff acting for nobody: read state is kept per farm. */
export function useReadState({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...readStateQueryOptions(), enabled });
}

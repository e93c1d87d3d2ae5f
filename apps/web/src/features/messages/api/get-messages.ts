import { messagesResponseSchema, type Message } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The inbox is polled every 2 minutes (spec §4, §9), also the read state. */
export const MESSAGES_POLL_MS = 120_000;

/** GET /api/external/messages → { messages }, newest first. */
export function getMessages(signal?: AbortSignal): Promise<Message[]> {
  return api.get('/api/external/messages', messagesResponseSchema, { signal }).then((r) => r.messages);
}

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: ['messages', 'list'],
    queryFn: ({ signal }) => getMessages(signal),
    refetchInterval: MESSAGES_POLL_MS,
  });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}

import { markReadMessageResponseSchema, type MarkReadMessageResponse, type MessageReadId, type MessageReadItem } from '@slakteweb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readStateQueryKey } from './get-read-state';

/**
 * POST /api/markread/messages/{id} → { id, timestamp }: a message was opened, or with
 * 'notification' the inbox. While a superuser impersonates, nothing is marked and the timestamp
 * is the farmer's (null when never read).
 */
export function markMessageRead(id: MessageReadId): Promise<MarkReadMessageResponse> {
  return api.post(`/api/markread/messages/${encodeURIComponent(String(id))}`, markReadMessageResponseSchema);
}

/**
 * Marks a message (or the inbox) read. The answer goes into the cached read state at once, so the
 * message turns normal weight and the badge drops without waiting for the next poll.
 */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: ({ id, timestamp }) => {
      if (timestamp === null) return;
      queryClient.setQueryData<MessageReadItem[]>(readStateQueryKey, (items) =>
        items ? [...items.filter((item) => item.id !== id), { id, timestamp }] : items,
      );
    },
  });
}

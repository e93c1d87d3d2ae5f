import { draftResponseSchema, okResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type DraftRecord, parseDraftRecord } from '../model/draft';
import { enrolmentKeys } from './query-keys';

/** GET /api/temp_storage_enrollment → the server draft, or null (none, or not usable). */
export async function getServerDraft(signal?: AbortSignal): Promise<DraftRecord | null> {
  const answer = await api.get('/api/temp_storage_enrollment', draftResponseSchema, { signal });
  return parseDraftRecord(answer.temp_storage_registration);
}

export const serverDraftQueryOptions = () =>
  queryOptions({
    queryKey: enrolmentKeys.serverDraft(),
    queryFn: ({ signal }) => getServerDraft(signal),
    // Read once per visit: the offer to continue is made when the screen opens. A failed read is
    // not asked again behind the farmer's back (focus, reconnect): the form is already in use.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useServerDraft() {
  return useQuery(serverDraftQueryOptions());
}

/** POST /api/temp_storage_enrollment: the form field temp_storage_registration as JSON text (spec §7). */
export function saveServerDraft(record: Pick<DraftRecord, 'state' | 'lastUpdated' | 'user'>): Promise<unknown> {
  const text = JSON.stringify({ state: record.state, user: record.user, lastUpdated: record.lastUpdated });
  return api.post('/api/temp_storage_enrollment', okResponseSchema, { form: { temp_storage_registration: text } });
}

/** DELETE /api/temp_storage_enrollment. */
export function deleteServerDraft(): Promise<unknown> {
  return api.delete('/api/temp_storage_enrollment', okResponseSchema);
}

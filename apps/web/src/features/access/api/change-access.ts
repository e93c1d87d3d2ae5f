import { type AccessInvitation, type CreateInvitationBody, invitationResponseSchema } from '@slakteweb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { ACCESS_QUERY_KEY } from './get-access';

/** A 204 has no body: the answer is nothing. */
const noContent = z.undefined();

/**
 * POST /api/access/invitations (form: email, role, until) → 201 { invitation }. 422 with a message
 * per field for a bad address, an unknown role, a past date, or an address that already has access.
 */
export function createInvitation(input: CreateInvitationBody): Promise<AccessInvitation> {
  return api
    .post('/api/access/invitations', invitationResponseSchema, { form: { email: input.email, role: input.role, until: input.until || undefined } })
    .then((r) => r.invitation);
}

/** DELETE /api/access/invitations/{id} → 204: the link stops working. */
export function withdrawInvitation(id: number): Promise<undefined> {
  return api.delete(`/api/access/invitations/${id}`, noContent);
}

/** DELETE /api/access/grants/{id} → 204: the person's next request for the farm is refused. */
export function endGrant(id: number): Promise<undefined> {
  return api.delete(`/api/access/grants/${id}`, noContent);
}

/** Each change refreshes the list (and the log, which may name the change). */
function useAccessMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_QUERY_KEY }) });
}

export const useCreateInvitation = () => useAccessMutation(createInvitation);
export const useWithdrawInvitation = () => useAccessMutation(withdrawInvitation);
export const useEndGrant = () => useAccessMutation(endGrant);

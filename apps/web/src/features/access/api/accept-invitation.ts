import { type AcceptInvitationBody, type AcceptInvitationResponse, acceptInvitationResponseSchema } from '@slakteweb/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/access/accept (JSON { t, fullname?, password? }) → 200 { farm, log_in_again? }. A new
 * person sends a name and a password; a person already logged in sends the token alone, and with
 * `log_in_again` has been logged out (a second farm needs the second factor at login). 400
 * INVALID_TOKEN for a link that is used, withdrawn or expired.
 */
export function acceptInvitation(input: AcceptInvitationBody): Promise<AcceptInvitationResponse> {
  return api.post('/api/access/accept', acceptInvitationResponseSchema, { json: input });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}

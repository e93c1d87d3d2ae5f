import type { AcceptInvitationBody } from '@slakteweb/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * POST /api/access/accept (JSON { t, fullname?, password? }) → 200. A new person sends a name and
 * a password; a person already logged in sends the token alone. 400 INVALID_TOKEN for a link that
 * is used, withdrawn or expired.
 */
export function acceptInvitation(input: AcceptInvitationBody): Promise<unknown> {
  return api.post('/api/access/accept', z.unknown(), { json: input });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}

import { okResponseSchema } from '@slakteweb/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/set_new_password (form: new_password, t) with the token from the e-mailed link.
 * 400 INVALID_TOKEN when the link is used, expired or unknown.
 */
export function setNewPassword(input: { new_password: string; t: string }): Promise<unknown> {
  return api.post('/api/set_new_password', okResponseSchema, {
    form: { new_password: input.new_password, t: input.t },
  });
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}

import { okResponseSchema } from '@slakteweb/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/profile/change_password (form: password, new_password). A 401 here means the
 * current password is wrong, not that the session ended (the API client knows).
 */
export function changePassword(input: { password: string; new_password: string }): Promise<unknown> {
  return api.post('/api/profile/change_password', okResponseSchema, {
    form: { password: input.password, new_password: input.new_password },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

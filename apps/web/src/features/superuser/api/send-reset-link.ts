import { okResponseSchema } from '@slakteweb/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/forgot_password_superuser (form: username): a link to set a new password for that
 * user is e-mailed to the superuser's own address. 404 USER_NOT_FOUND, 403 if not a superuser.
 */
export function sendResetLink(username: string): Promise<unknown> {
  return api.post('/api/forgot_password_superuser', okResponseSchema, { form: { username } });
}

export function useSendResetLink() {
  return useMutation({ mutationFn: sendResetLink });
}

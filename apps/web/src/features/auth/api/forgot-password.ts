import { okResponseSchema } from '@slakteweb/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/forgot_password (form). Answers the same whether or not the account exists. */
export function forgotPassword(username: string): Promise<unknown> {
  return api.post('/api/forgot_password', okResponseSchema, { form: { username } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

import { loginResponseSchema, type LoginInput, type LoginResponse } from '@slakteweb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiResponse } from '@/lib/api-client';
import { startSession } from '@/lib/session';

/** POST /api/login (form). 418 is a normal answer: correct password, but confirm the profile first. */
export function login(input: LoginInput): Promise<ApiResponse<LoginResponse>> {
  return apiRequest('/api/login', {
    method: 'POST',
    schema: loginResponseSchema,
    form: { username: input.username, password: input.password },
    okStatuses: [418],
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ status, data }) => {
      // Staff give their second factor first (the login form asks); until then nobody is logged in.
      if (data.second_factor) return;
      // A fresh start for the new user (spec §4: "the store is reset").
      queryClient.clear();
      startSession(status === 418 || data.need_to_confirm);
    },
  });
}

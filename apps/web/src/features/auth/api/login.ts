import { loginResponseCheck, type LoginInput, type LoginResponse } from '@slakteweb/core';
import { useCallback, useRef, useState } from 'react';
import { apiRequest, type ApiResponse } from '@/lib/api-client';
import { startSession } from '@/lib/session';

/**
 * POST /api/login (form). 418 is a normal answer: correct password, but confirm the profile first.
 * The answer is checked without zod (loginResponseCheck): the login screen is the first download.
 */
export function login(input: LoginInput): Promise<ApiResponse<LoginResponse>> {
  return apiRequest('/api/login', {
    method: 'POST',
    schema: loginResponseCheck,
    form: { username: input.username, password: input.password },
    okStatuses: [418],
  });
}

type LoginState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; answer: ApiResponse<LoginResponse> };

/**
 * The login call with its state, in plain React rather than the data-cache library (which the
 * login screen does not otherwise need: bench/web-bundle.ts). A second press while the first
 * is under way is ignored.
 */
export function useLogin() {
  const [state, setState] = useState<LoginState>({ status: 'idle' });
  const busy = useRef(false);

  const mutate = useCallback(async (input: LoginInput) => {
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'pending' });
    try {
      const answer = await login(input);
      setState({ status: 'success', answer });
      // Staff give their second factor first (the login form asks); until then nobody is logged in.
      // Otherwise a fresh start for the new user (spec §4: "the store is reset", session.ts).
      if (!answer.data.second_factor) startSession(answer.status === 418 || answer.data.need_to_confirm, answer.data.username);
    } catch (error) {
      setState({ status: 'error', error });
    } finally {
      busy.current = false;
    }
  }, []);

  return {
    mutate,
    reset: useCallback(() => setState({ status: 'idle' }), []),
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : undefined,
    data: state.status === 'success' ? state.answer : undefined,
  };
}

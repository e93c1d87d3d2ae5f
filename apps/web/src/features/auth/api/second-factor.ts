import {
  loginResponseSchema,
  type LoginResponse,
  type SecondFactorEnrolResponse,
  secondFactorEnrolResponseSchema,
  type SecondFactorSetup,
  secondFactorSetupResponseSchema,
} from '@slakteweb/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session';

/** POST /api/login/second_factor/setup: the secret to add to the authenticator app (staff's first login). */
export function setupSecondFactor(): Promise<SecondFactorSetup> {
  return api.post('/api/login/second_factor/setup', secondFactorSetupResponseSchema);
}

/** The secret stays the same until it is confirmed, so asking again on a re-render is harmless. */
export function useSecondFactorSetup() {
  return useQuery({ queryKey: ['second-factor-setup'], queryFn: setupSecondFactor, staleTime: Infinity, retry: false });
}

/** POST /api/login/second_factor/enrol: the first code confirms the app; the answer has the recovery codes. */
export function enrolSecondFactor(code: string): Promise<SecondFactorEnrolResponse> {
  return api.post('/api/login/second_factor/enrol', secondFactorEnrolResponseSchema, { form: { code } });
}

export function useEnrolSecondFactor() {
  return useMutation({ mutationFn: enrolSecondFactor });
}

/** POST /api/login/second_factor: a code from the app, or a recovery code. */
export function verifySecondFactor(input: { code: string } | { recovery_code: string }): Promise<LoginResponse> {
  return api.post('/api/login/second_factor', loginResponseSchema, { form: input });
}

/**
 * After the second factor the staff member is logged in: a fresh start, as after a login. `user`
 * is who logged in, where the answer says it (offline copies are kept per user, lib/offline).
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  return (user?: string) => {
    queryClient.clear();
    startSession(false, user);
  };
}

export function useVerifySecondFactor() {
  const complete = useCompleteLogin();
  return useMutation({ mutationFn: verifySecondFactor, onSuccess: (answer) => complete(answer.username) });
}

import { okResponseSchema } from '@slakteweb/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logoutLocally } from '@/lib/logout';

/** POST /api/logout ends the server session. */
export function logout(): Promise<unknown> {
  return api.post('/api/logout', okResponseSchema);
}

/** Logs out on the server, then locally; locally even if the server call fails (spec §4). */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => logoutLocally({ notify: true }),
  });
}

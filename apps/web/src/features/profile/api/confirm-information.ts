import { okResponseSchema } from '@slakteweb/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/profile/confirm_information: the user confirms the profile is correct. */
export function confirmInformation(): Promise<unknown> {
  return api.post('/api/profile/confirm_information', okResponseSchema);
}

export function useConfirmInformation() {
  return useMutation({ mutationFn: confirmInformation });
}

import { profileResponseSchema, type Profile, type ProfileUpdate } from '@slakteweb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/** A checked receive flag is sent as '1'; an unchecked one is left out, like a browser form does. */
function flag(checked: boolean): string | undefined {
  return checked ? '1' : undefined;
}

/** PUT /api/profile (form) → { profile }; 422 { code, message, fields } when invalid. */
export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return api
    .put('/api/profile', profileResponseSchema, {
      form: {
        email_user: update.email_user,
        email_accounting: update.email_accounting,
        mobile: update.mobile,
        street_address: update.street_address,
        post_no: update.post_no,
        city: update.city,
        recieve_newsletter: flag(update.recieve_newsletter),
        recieve_accounting: flag(update.recieve_accounting),
        recieve_registered_slaughter: flag(update.recieve_registered_slaughter),
      },
    })
    .then((r) => r.profile);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The answer is the saved profile: no need to fetch it again.
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}

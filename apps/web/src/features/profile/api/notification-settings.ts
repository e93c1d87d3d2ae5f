import { type NotificationSetting, notificationSettingsSchema } from '@slakteweb/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/profile/notifications → every Varsler switch of the farm. */
export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSetting[]> {
  return api.get('/api/profile/notifications', notificationSettingsSchema, { signal }).then((r) => r.settings);
}

export const notificationSettingsQueryKey = ['profile', 'notifications'] as const;

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationSettingsQueryKey, queryFn: ({ signal }) => getNotificationSettings(signal) });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** PUT /api/profile/notifications with the switches to change → every switch as now stored. */
export function saveNotificationSettings(settings: NotificationSetting[]): Promise<NotificationSetting[]> {
  return api.put('/api/profile/notifications', notificationSettingsSchema, { json: { settings } }).then((r) => r.settings);
}

export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: NotificationSetting) => saveNotificationSettings([setting]),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryKey, settings),
  });
}

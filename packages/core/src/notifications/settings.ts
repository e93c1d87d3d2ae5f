import { z } from 'zod';

/**
 * What the portal tells a farmer about by itself. The spec's profile flags decide three of them
 * (`accounting` by `recieve_accounting`, `newsletter` by `recieve_newsletter`, the enrolment
 * receipt by `recieve_registered_slaughter`); the others are the profile's 'Varsler' switches,
 * one per event and channel.
 */
export const NOTIFICATION_EVENTS = ['results_ready', 'enrolment_deadline', 'enrolment_changed', 'case_answered'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const notificationEventSchema = z.enum(NOTIFICATION_EVENTS);

/**
 * The events the portal sends today, the switches the profile shows. The others are kept in the
 * contract (and their choices stored), but a switch is shown only once the portal sends its event:
 * a switch that does nothing would mislead the farmer.
 */
export const NOTIFICATION_EVENTS_SENT: readonly NotificationEvent[] = ['results_ready', 'enrolment_deadline', 'enrolment_changed', 'case_answered'];

/** Every kind of queued notification: the two flag-driven mails and the Varsler events. */
export const NOTIFICATION_KINDS = ['accounting', 'newsletter', ...NOTIFICATION_EVENTS] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

/** The switch's label on the profile. */
export const NOTIFICATION_EVENT_LABEL: Record<NotificationEvent, string> = {
  results_ready: 'Slakteresultat klart',
  enrolment_deadline: 'Påminnelse om frist for innmelding',
  enrolment_changed: 'Innmelding endret eller slettet av slakteriet',
  case_answered: 'Svar på henvendelse',
};

export const NOTIFICATION_CHANNEL_LABEL: Record<NotificationChannel, string> = {
  email: 'På e-post',
  push: 'Som varsel på denne enheten',
};

/**
 * The line in every mail that says why it came: what the farmer turned on. The unsubscribe link
 * follows it.
 */
export const NOTIFICATION_WHY: Record<NotificationKind, string> = {
  accounting: 'Du får denne e-posten fordi profilen din sier at du vil ha avregninger og dokumenter på e-post.',
  newsletter: 'Du får denne e-posten fordi profilen din sier at du vil ha meldinger fra oss på e-post.',
  results_ready: 'Du får denne e-posten fordi du har slått på varsel om slakteresultat under Varsler på profilen.',
  enrolment_deadline: 'Du får denne e-posten fordi du har slått på påminnelse om innmeldingsfrist under Varsler på profilen.',
  enrolment_changed: 'Du får denne e-posten fordi du har slått på varsel om endrede innmeldinger under Varsler på profilen.',
  case_answered: 'Du får denne e-posten fordi du har slått på varsel om svar på henvendelser under Varsler på profilen.',
};

/** An event's switch when the farm has not chosen: off. The farmer chooses what the portal sends. */
export const NOTIFICATION_SETTING_DEFAULT = false;

export const notificationSettingSchema = z.strictObject({
  event: notificationEventSchema,
  channel: notificationChannelSchema,
  on: z.boolean(),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

/** GET /api/profile/notifications → and PUT body: every switch, or (PUT) the ones to change. */
export const notificationSettingsSchema = z.strictObject({
  settings: z
    .array(notificationSettingSchema)
    .max(NOTIFICATION_EVENTS.length * NOTIFICATION_CHANNELS.length)
    // Each switch once: which of two answers for the same switch counts is not the portal's to guess.
    .refine((settings) => new Set(settings.map((s) => `${s.event}:${s.channel}`)).size === settings.length, { message: 'Samme varsel to ganger' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Every switch of the Varsler section, with the farm's choices over the defaults. */
export function notificationSettingsWith(chosen: readonly NotificationSetting[]): NotificationSetting[] {
  return NOTIFICATION_EVENTS.flatMap((event) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      event,
      channel,
      on: chosen.find((c) => c.event === event && c.channel === channel)?.on ?? NOTIFICATION_SETTING_DEFAULT,
    })),
  );
}

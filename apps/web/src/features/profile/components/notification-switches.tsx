import { useId, useState } from 'react';
import {
  NOTIFICATION_CHANNEL_LABEL,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_LABEL,
  NOTIFICATION_EVENTS_SENT,
  type NotificationChannel,
  type NotificationEvent,
} from '@slakteweb/core';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { useNotificationSettings, useSaveNotificationSetting } from '../api/notification-settings';
import { PushDeviceError, subscribeThisDevice } from '../api/push-device';
import styles from './profile.module.css';

/** What each event is, under its name. */
const EVENT_HINT: Record<NotificationEvent, string> = {
  results_ready: 'Når slakteresultatet (midlertidig avregning) er klart.',
  enrolment_deadline: 'Kvelden før fristen for innmelding til neste henteuke, for dyreslag du ikke har meldt inn.',
  enrolment_changed: 'Når slakteriet har endret eller slettet en innmelding, eller behandlet en sletteforespørsel.',
  case_answered: 'Når slakteriet har svart på et spørsmål du har sendt om et dyr eller en avregning.',
};

const SAVE_FAILED = 'Kunne ikke lagre endringen. Prøv igjen.';

/**
 * The profile's 'Varsler' section: a switch per event and channel (e-mail, push on this device),
 * each saved as it is turned. Turning push on first subscribes this browser; where it cannot, the
 * switch stays off and says why in words.
 */
export function NotificationSwitches() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSetting();
  const [messages, setMessages] = useState<Partial<Record<NotificationEvent, string>>>({});
  const [working, setWorking] = useState<string | null>(null);
  const headingId = useId();

  const say = (event: NotificationEvent, message: string | undefined) => setMessages((m) => ({ ...m, [event]: message }));

  async function turn(event: NotificationEvent, channel: NotificationChannel, on: boolean) {
    const key = `${event}:${channel}`;
    // A second press while the first is saved waits for it; it is not lost.
    if (working === key) return;
    setWorking(key);
    say(event, undefined);
    try {
      if (channel === 'push' && on) await subscribeThisDevice();
      await save.mutateAsync({ event, channel, on });
    } catch (error) {
      say(event, error instanceof PushDeviceError ? error.message : SAVE_FAILED);
    } finally {
      setWorking(null);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Varsler</h2>
      <p>Velg hva portalen skal si fra om, på e-post eller som varsel på denne enheten.</p>
      {settings.isPending ? (
        <Loading text="Laster varsler ..." />
      ) : settings.isError ? (
        <ErrorState message="Kunne ikke laste inn varslene." onRetry={() => void settings.refetch()} />
      ) : (
        NOTIFICATION_EVENTS_SENT.map((event) => (
          <fieldset key={event} className={styles.fieldset} aria-describedby={messages[event] ? `${headingId}-${event}` : undefined}>
            <legend>{NOTIFICATION_EVENT_LABEL[event]}</legend>
            <p className={styles.hint}>{EVENT_HINT[event]}</p>
            {NOTIFICATION_CHANNELS.map((channel) => {
              const on = settings.data.find((s) => s.event === event && s.channel === channel)?.on ?? false;
              return (
                <label key={channel} className={styles.switch}>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={on}
                    aria-busy={working === `${event}:${channel}`}
                    onChange={(e) => void turn(event, channel, e.currentTarget.checked)}
                  />
                  <span>{NOTIFICATION_CHANNEL_LABEL[channel]}</span>
                </label>
              );
            })}
            <p id={`${headingId}-${event}`} role="status" className={messages[event] ? styles.switchMessage : undefined}>
              {messages[event] ?? ''}
            </p>
          </fieldset>
        ))
      )}
    </section>
  );
}

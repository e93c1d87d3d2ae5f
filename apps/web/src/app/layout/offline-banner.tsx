import { BUSINESS_TZ } from '@slakteweb/core';
import { onlineManager, type QueryCache, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import styles from './layout.module.css';

/**
 * Oslo's date and time of an instant, by the browser's own Intl rather than core's formatDate and
 * formatTime: those bring date-fns and its time zones, and the banner is in the frame of every
 * screen, so the dashboard downloaded them (some 29 kB gzipped, over its budget) only for this.
 */
const OSLO_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Du er uten nett. Viser data fra 27.11.2026 kl. 14.02.' (Oslo time of the copy). */
export function offlineText(copiedAt: number | null): string {
  if (copiedAt === null) return 'Du er uten nett. Det du ikke har åpnet før med nett på denne enheten, kan ikke vises før nettet er tilbake.';
  const part = Object.fromEntries(OSLO_CLOCK.formatToParts(new Date(copiedAt)).map(({ type, value }) => [type, value]));
  return `Du er uten nett. Viser data fra ${part.day}.${part.month}.${part.year} kl. ${part.hour}.${part.minute}.`;
}

/** When the oldest data on the screen was fetched: the answers of the queries in use now. */
function oldestShown(cache: QueryCache): number | null {
  let oldest: number | null = null;
  for (const query of cache.findAll({ type: 'active' })) {
    if (query.state.data === undefined || query.state.dataUpdatedAt === 0) continue;
    if (oldest === null || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt;
  }
  return oldest;
}

const isOffline = () => !onlineManager.isOnline();

/**
 * Under the top menu while the device has no network: the screen shows its copy from the last
 * time it was opened online (lib/offline), and says from when. Gone when the network is back and
 * the screens fetch again.
 */
export function OfflineBanner() {
  const cache = useQueryClient().getQueryCache();
  const offline = useSyncExternalStore((listener) => onlineManager.subscribe(listener), isOffline, () => false);
  const subscribeCache = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const getOldest = useCallback(() => oldestShown(cache), [cache]);
  const copiedAt = useSyncExternalStore(subscribeCache, getOldest, () => null);
  if (!offline) return null;
  return (
    <div role="status" className={styles.offlineBanner}>
      <p>{offlineText(copiedAt)}</p>
    </div>
  );
}

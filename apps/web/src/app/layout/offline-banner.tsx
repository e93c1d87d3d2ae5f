import { formatDate, formatTime } from '@slakteweb/core';
import { onlineManager, type QueryCache, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import styles from './layout.module.css';

/** 'Du er uten nett. Viser data fra 27.11.2026 kl. 14.02.' (Oslo time of the copy). */
export function offlineText(copiedAt: number | null): string {
  if (copiedAt === null) return 'Du er uten nett. Det du ikke har åpnet før med nett på denne enheten, kan ikke vises før nettet er tilbake.';
  const at = new Date(copiedAt);
  return `Du er uten nett. Viser data fra ${formatDate(at)} kl. ${formatTime(at).replace(':', '.')}.`;
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

import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loggedInTag } from '@/lib/logged-in-tag';
import { offlineOwner } from '@/lib/offline/owner';
import { takeOverFromSnapshot } from '@/lib/offline/snapshot-takeover';

/** Kept this long after the dashboard's last answer arrived: one write for its several answers. */
export const SNAPSHOT_DELAY_MS = 500;
/** The app shows itself by then even if an answer is still on its way. */
export const TAKE_OVER_AT_LATEST_MS = 10_000;

const BUILD_ID = import.meta.env.VITE_BUILD_ID;

/** The screen's answers as they are: every one on show there, none still awaited. */
function answered(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .findAll({ type: 'active' })
    .every((query) => query.state.status !== 'pending');
}

/**
 * Every answer on show came from the server in this visit: none still on its way, none failed,
 * none a copy the device kept (those are older than the page, and marked to be asked again).
 */
function drawnFromServer(client: QueryClient): boolean {
  if (!onlineManager.isOnline()) return false;
  const active = client.getQueryCache().findAll({ type: 'active' });
  return (
    active.length > 0 &&
    active.every(
      ({ state }) => state.status === 'success' && state.fetchStatus === 'idle' && !state.isInvalidated && state.dataUpdatedAt >= performance.timeOrigin,
    )
  );
}

/**
 * The dashboard's part in the snapshot the service worker shows at the next start
 * (lib/offline/dashboard-snapshot.ts):
 * - the app takes over from a snapshot on screen once the dashboard has its answers (its own,
 *   or the device's copies), so nothing shows 'Laster inn' in between;
 * - once the dashboard is drawn from the server's answers, and again whenever they change, its
 *   markup is kept under the logged-in marker's tag and the acting user and farm as they were
 *   when the dashboard opened, without any dialog open on it. Not from the device's copies, not
 *   offline, and not once the tag or the owner has changed (another login, in another tab too).
 */
export function useDashboardSnapshot(): void {
  const client = useQueryClient();

  useEffect(() => {
    const tag = loggedInTag();
    const owner = offlineOwner();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const keep = async () => {
      timer = undefined;
      const root = document.getElementById('root');
      if (!tag || !owner || !root || !drawnFromServer(client) || loggedInTag() !== tag || offlineOwner() !== owner) return;
      // Fetched once the dashboard is drawn: the device's store comes with the offline copies' file.
      const { deleteSnapshot, snapshotMarkup, writeSnapshot } = await import('@/lib/offline/dashboard-snapshot');
      const html = snapshotMarkup(root);
      if (html === null) return;
      await writeSnapshot({ tag, owner, savedAt: Date.now(), version: BUILD_ID, html });
      // Logged out meanwhile (the copies cleared before this write landed): none is left behind.
      if (loggedInTag() !== tag) await deleteSnapshot();
    };

    const changed = () => {
      if (answered(client)) takeOverFromSnapshot();
      clearTimeout(timer);
      timer = setTimeout(() => void keep(), SNAPSHOT_DELAY_MS);
    };

    const latest = setTimeout(takeOverFromSnapshot, TAKE_OVER_AT_LATEST_MS);
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') changed();
    });
    changed();
    return () => {
      unsubscribe();
      clearTimeout(timer);
      clearTimeout(latest);
    };
  }, [client]);
}

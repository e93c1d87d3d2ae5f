import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api-error';
import { apiUrl } from '../api-client';

/** How often a device that lost the server asks whether it is back. */
export const PROBE_INTERVAL_MS = 5000;

let probe: ReturnType<typeof setInterval> | undefined;

function backOnline(): void {
  clearInterval(probe);
  probe = undefined;
  onlineManager.setOnline(true);
}

/**
 * Whether the device has a network, for the data cache: the screens' requests wait while it has
 * none, so the offline copies stay on screen ('Du er uten nett', lib/offline). The browser's word
 * (navigator.onLine and its online/offline events) at start and on change, and besides it the
 * requests themselves: one that could not reach the server means no network even where the
 * browser has not noticed (a page started without one, a phone on a dead line). Then the server's
 * health check is asked every few seconds, and its first answer, or the browser's 'online', ends it.
 */
export function followNetworkState(client: QueryClient): void {
  onlineManager.setOnline(navigator.onLine);
  window.addEventListener('online', backOnline);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const error = event.action.error;
    if (isApiError(error) && error.code === 'NETWORK_ERROR') lostTheServer();
  });
}

/** No network until the server's health check answers (asked every few seconds) or the browser says 'online'. */
export function lostTheServer(): void {
  if (probe !== undefined) return;
  onlineManager.setOnline(false);
  probe = setInterval(() => {
    fetch(apiUrl('/api/health'), { cache: 'no-store' }).then(backOnline, () => undefined);
  }, PROBE_INTERVAL_MS);
}

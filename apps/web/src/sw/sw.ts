/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { OUTBOX_SYNC_TAG } from '@/lib/offline/enrolment-outbox';
import { readSnapshot } from '@/lib/offline/dashboard-snapshot';
import { DASHBOARD_SHELL, isLoggedIn, loggedInMarker, opensDashboard, snapshotFor, withSnapshot } from './dashboard-shell';
import { sendOutboxFromWorker } from './enrolment-outbox-sync';
import { parsePushMessage } from './push-message';

/**
 * The portal's service worker (DESIGN.md §10 Offline), built by vite-plugin-pwa, which puts the
 * list of the build's files in `__WB_MANIFEST`.
 *
 * - The app shell (index.html, scripts, styles, icons) is precached, so a second start needs no
 *   network. Every page of the app is index.html (the router draws it), but /login: login.html;
 *   and a logged-in start at the dashboard gets dashboard.html, the same page that fetches the
 *   dashboard's files at once (dashboard-shell.ts).
 * - API answers are never cached here: requests under api/ are not handled at all and go to the
 *   network as they would without a worker. Offline copies of a farm's data live in IndexedDB,
 *   keyed by user and farm (src/lib/offline).
 * - A new version waits until every tab of the old one is closed, so it takes effect at the next
 *   start; the page offers 'Ny versjon – last inn på nytt' meanwhile (src/app/pwa), which sends
 *   SKIP_WAITING. The browser checks for a new worker at every start, so a broken release is
 *   replaced by the next one at the following start.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  /** Chromium's Cookie Store API in workers; not in TypeScript's lib. */
  cookieStore?: Parameters<typeof loggedInMarker>[0];
};

// Read once: the build puts the list in at this one place.
const shell = self.__WB_MANIFEST;
// Not /dashboard → dashboard.html by the file's name (Workbox's clean URLs), nor the start address
// → index.html (its directory index): the navigation route below chooses the page of a start at
// the dashboard and at the start address, which the installed portal opens.
precacheAndRoute(shell, { cleanURLs: false, directoryIndex: '' });
cleanupOutdatedCaches();
// The first worker serves the page that installed it at once (the portal then works offline from
// the first visit). A new release activates only at the next start or after 'last inn på nytt',
// so taking the open pages over then never mixes two versions in one page.
clientsClaim();

const scope = self.registration.scope;
// The build's id, the same the app writes beside what it keeps on the device (lib/offline).
const BUILD_ID: string | undefined = import.meta.env.VITE_BUILD_ID;
const appShell = createHandlerBoundToURL(new URL('index.html', scope).href);
const dashboardShell = createHandlerBoundToURL(new URL(DASHBOARD_SHELL, scope).href);
// /login has a page of its own, with the login form in its HTML (vite-plugins/login-page.ts): the
// form is there before the app's script has run. Before the route below, which answers the rest.
if (shell.some((entry) => (typeof entry === 'string' ? entry : entry.url) === 'login.html')) {
  const loginPath = new URL('login', scope).pathname;
  registerRoute(new NavigationRoute(createHandlerBoundToURL(new URL('login.html', scope).href), { allowlist: [new RegExp(`^${loginPath}(\\?.*)?$`)] }));
}
/**
 * A start at the dashboard with the dashboard's shell; where the device keeps the dashboard as it
 * was last drawn for this login, with that inside (dashboard-shell.ts snapshotFor), so the farmer
 * sees it before the app's script has run.
 */
async function dashboardPage(options: RouteHandlerCallbackOptions, marker: string | null | undefined): Promise<Response> {
  const page = await dashboardShell(options);
  const snapshot = snapshotFor(options.url, scope, marker, await readSnapshot(), BUILD_ID);
  if (!snapshot || !page.ok) return page;
  const html = withSnapshot(await page.clone().text(), snapshot);
  if (html === null) return page;
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  return new Response(html, { status: page.status, statusText: page.statusText, headers });
}

registerRoute(
  new NavigationRoute(async (options) => {
    const marker = await loggedInMarker(self.cookieStore);
    return opensDashboard(options.url, scope, isLoggedIn(marker)) ? dashboardPage(options, marker) : appShell(options);
  }, {
    // API links the browser follows itself (PDF and Excel downloads) are not pages.
    denylist: [new RegExp(`^${new URL('api/', scope).pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Background Sync's event; not in TypeScript's lib (Chromium has it, Firefox and Safari not). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * The network is back after 'Send innmelding' without one (lib/offline/enrolment-outbox.ts asked for this). An
 * open portal sends the enrolment itself and shows its answer, so the worker sends only when no
 * window of the portal is open: the app was closed. The session cookie goes with the request.
 */
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (windows.length === 0) await sendOutboxFromWorker();
    })(),
  );
});

self.addEventListener('push', (event) => {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    payload = undefined;
  }
  const message = parsePushMessage(payload, scope);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: new URL('icons/icon-192.png', scope).href,
      data: { url: message.url },
    }),
  );
});

/** A press on a notification: the portal's open window goes to the link, or a new one opens. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = parsePushMessage(event.notification.data, scope).url;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (!client.url.startsWith(scope)) continue;
        const focused = await client.focus();
        if (focused.url !== url) {
          // navigate() answers null or throws for a window this worker does not control.
          const moved = await focused.navigate(url).catch(() => null);
          if (!moved) await self.clients.openWindow(url);
        }
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

import { isLoggedInTag, LOGGED_IN_COOKIE } from '@slakteweb/core';
import { type DashboardSnapshot, SNAPSHOT_ELEMENT_ID } from '@/lib/offline/dashboard-snapshot';

/**
 * The dashboard's own shell: index.html with `<link rel="modulepreload">` for the logged-in frame's
 * and the dashboard's files (written by vite-plugins/dashboard-shell.ts). A logged-in farmer who
 * opens the portal lands on the dashboard; from this page the browser fetches and compiles those
 * files while the first script still runs, instead of one download after the other (the frame's
 * files once the router knows someone is logged in, the dashboard's once the frame is drawn).
 * Served by the service worker only: the login page's own download stays as it is.
 */
export { DASHBOARD_SHELL } from './shell-pages';

/**
 * Whether a start at `url` gets the dashboard's shell: the dashboard, and the start address a
 * logged-in user is sent on from to the dashboard. `loggedIn` is the marker cookie where the
 * worker can read it (Cookie Store API), undefined where it cannot: then only /dashboard itself,
 * which a logged-out visitor seldom opens.
 */
export function opensDashboard(url: URL, scope: string, loggedIn: boolean | undefined): boolean {
  const base = new URL(scope).pathname;
  if (loggedIn === false || !url.pathname.startsWith(base)) return false;
  const path = url.pathname.slice(base.length);
  return path === 'dashboard' || (path === '' && loggedIn === true);
}

interface CookieStoreLike {
  get(name: string): Promise<{ value: string } | null | undefined>;
}

/**
 * The marker cookie's value, read through the worker's Cookie Store (Chromium): null without a
 * marker, undefined where the worker cannot read it (no Cookie Store: Safari, Firefox).
 */
export async function loggedInMarker(cookieStore: CookieStoreLike | undefined): Promise<string | null | undefined> {
  if (!cookieStore) return undefined;
  try {
    return (await cookieStore.get(LOGGED_IN_COOKIE))?.value || null;
  } catch {
    return undefined;
  }
}

/** Whether the marker says someone is logged in (any value: the app checks its shape itself). */
export function isLoggedIn(marker: string | null | undefined): boolean | undefined {
  return marker === undefined ? undefined : marker !== null;
}

/**
 * The dashboard as the device last drew it (lib/offline/dashboard-snapshot.ts), for a start at
 * /dashboard: only when the marker's tag is the one it was drawn under (the same login, the same
 * farm seen) and by this build. Anything else, and where the worker cannot read the marker, the
 * plain shell: never a dashboard of another login.
 */
export function snapshotFor(url: URL, scope: string, marker: string | null | undefined, snapshot: DashboardSnapshot | undefined, version: string | undefined): string | null {
  // The dashboard, and the start address (the installed portal's start_url), which the app sends
  // a logged-in farmer on from to the dashboard.
  const base = new URL(scope).pathname;
  if (url.pathname !== `${base}dashboard` && url.pathname !== base) return null;
  if (!isLoggedInTag(marker) || !snapshot || snapshot.tag !== marker || version === undefined || snapshot.version !== version) return null;
  return snapshot.html;
}

/**
 * dashboard.html with the snapshot drawn before `#root`, which stays hidden until the app has drawn
 * the dashboard in it (takeOverFromSnapshot). Null when the shell has no `#root` as the build writes it.
 */
export function withSnapshot(shell: string, html: string): string | null {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) return null;
  return shell.replace(root, () => `<div id="${SNAPSHOT_ELEMENT_ID}" aria-busy="true">${html}</div><div id="root" hidden></div>`);
}

import { LOGGED_IN_COOKIE, LOGGED_IN_COOKIE_VALUE } from '@slakteweb/core';

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

/** The marker cookie, read through the worker's Cookie Store (Chromium); undefined without one. */
export async function loggedInMarker(cookieStore: CookieStoreLike | undefined): Promise<boolean | undefined> {
  if (!cookieStore) return undefined;
  try {
    return (await cookieStore.get(LOGGED_IN_COOKIE))?.value === LOGGED_IN_COOKIE_VALUE;
  } catch {
    return undefined;
  }
}

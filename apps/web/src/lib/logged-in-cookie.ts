import { LOGGED_IN_COOKIE, LOGGED_IN_COOKIE_MAX_AGE_SECONDS } from '@slakteweb/core';
import { BASE_URL } from '@/config/paths';

/**
 * The session itself is an HttpOnly cookie the app cannot read. This second cookie is only a
 * client-side marker that we believe we are logged in (spec §4, DESIGN.md §5); it is never a
 * credential. It lives 365 days and is refreshed every 30 s while the app runs
 * (app/use-logged-in-cookie-watch.ts). Its name and the shape of its value are core's: the server
 * sets it too, after the login page's own form post (contracts/login-page.ts). The value is a tag drawn anew at every login (and when the farm
 * seen changes): what the device kept of the dashboard is shown only under the tag it was drawn
 * under (lib/offline/dashboard-snapshot.ts). The tag itself is read by logged-in-tag.ts, outside
 * the login page's download.
 */
function attributes(maxAgeSeconds: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAgeSeconds}; Path=${BASE_URL}; SameSite=Lax${secure}`;
}

/**
 * A marker: its tag, or one from before tags ('1'), which the next refresh gives a tag.
 * Its shape matters only where the tag is compared (logged-in-tag.ts, the service worker).
 */
export function hasLoggedInCookie(): boolean {
  // No other cookie of the portal's has a name that ends like the marker's.
  return document.cookie.includes(`${LOGGED_IN_COOKIE}=`);
}

/** Sets the marker with `tag`, or pushes its expiry another 365 days ahead when it is the same. */
export function setLoggedInCookie(tag: string): void {
  document.cookie = `${LOGGED_IN_COOKIE}=${tag}${attributes(LOGGED_IN_COOKIE_MAX_AGE_SECONDS)}`;
}

export function clearLoggedInCookie(): void {
  document.cookie = `${LOGGED_IN_COOKIE}=${attributes(0)}`;
}

import { isLoggedInTag, LOGGED_IN_COOKIE, LOGGED_IN_COOKIE_MAX_AGE_SECONDS } from '@slakteweb/core';
import { BASE_URL } from '@/config/paths';

/**
 * The session itself is an HttpOnly cookie the app cannot read. This second cookie is only a
 * client-side marker that we believe we are logged in (spec §4, DESIGN.md §5); it is never a
 * credential. It lives 365 days and is refreshed every 30 s while the app runs. Its name and the
 * shape of its value are core's: the server sets it too, after the login page's own form post
 * (contracts/login-page.ts). The value is a tag drawn anew at every login (and when the farm
 * seen changes): what the device kept of the dashboard is shown only under the tag it was drawn
 * under (lib/offline/dashboard-snapshot.ts).
 */
export const LOGGED_IN_COOKIE_REFRESH_MS = 30_000;

function attributes(maxAgeSeconds: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAgeSeconds}; Path=${BASE_URL}; SameSite=Lax${secure}`;
}

function markerValue(): string | undefined {
  const prefix = `${LOGGED_IN_COOKIE}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The tag of the login open now, or null without a marker (or one from before tags: '1'). */
export function loggedInTag(): string | null {
  const value = markerValue();
  return isLoggedInTag(value) ? value : null;
}

/** A marker from before tags ('1') still counts: it gets a tag at the next refresh. */
export function hasLoggedInCookie(): boolean {
  const value = markerValue();
  return value === '1' || isLoggedInTag(value);
}

/** Sets the marker with `tag`, or pushes its expiry another 365 days ahead when it is the same. */
export function setLoggedInCookie(tag: string): void {
  document.cookie = `${LOGGED_IN_COOKIE}=${tag}${attributes(LOGGED_IN_COOKIE_MAX_AGE_SECONDS)}`;
}

/** A new login, or another farm seen: a new tag, under which nothing of the one before is shown. */
export function renewLoggedInCookie(): void {
  setLoggedInCookie(crypto.randomUUID());
}

/** Pushes the marker's expiry ahead, keeping its tag. */
export function refreshLoggedInCookie(): void {
  const tag = loggedInTag();
  if (tag) setLoggedInCookie(tag);
  else renewLoggedInCookie();
}

export function clearLoggedInCookie(): void {
  document.cookie = `${LOGGED_IN_COOKIE}=${attributes(0)}`;
}

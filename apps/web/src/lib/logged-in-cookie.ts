import { LOGGED_IN_COOKIE, LOGGED_IN_COOKIE_MAX_AGE_SECONDS, LOGGED_IN_COOKIE_VALUE } from '@slakteweb/core';
import { BASE_URL } from '@/config/paths';

/**
 * The session itself is an HttpOnly cookie the app cannot read. This second cookie is only a
 * client-side marker that we believe we are logged in (spec §4, DESIGN.md §5); it is never a
 * credential. It lives 365 days and is refreshed every 30 s while the app runs. Its name and value
 * are core's: the server sets it too, after the login page's own form post (contracts/login-page.ts).
 */
export const LOGGED_IN_COOKIE_REFRESH_MS = 30_000;

function attributes(maxAgeSeconds: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAgeSeconds}; Path=${BASE_URL}; SameSite=Lax${secure}`;
}

export function hasLoggedInCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${LOGGED_IN_COOKIE}=${LOGGED_IN_COOKIE_VALUE}`);
}

/** Sets the marker, or pushes its expiry another 365 days ahead. */
export function setLoggedInCookie(): void {
  document.cookie = `${LOGGED_IN_COOKIE}=${LOGGED_IN_COOKIE_VALUE}${attributes(LOGGED_IN_COOKIE_MAX_AGE_SECONDS)}`;
}

export function clearLoggedInCookie(): void {
  document.cookie = `${LOGGED_IN_COOKIE}=${attributes(0)}`;
}

import { LOGGED_IN_COOKIE, LOGGED_IN_TAG_PATTERN } from '@slakteweb/core';
import { setLoggedInCookie } from './logged-in-cookie';

/**
 * The tag of the login open now (logged-in-cookie.ts), or null without a marker or with one from
 * before tags ('1'). Apart from logged-in-cookie.ts: the login page's download does without it.
 */
export function loggedInTag(): string | null {
  return new RegExp(`(?:^|; )${LOGGED_IN_COOKIE}=(${LOGGED_IN_TAG_PATTERN})(?:;|$)`).exec(document.cookie)?.[1] ?? null;
}


/**
 * Another farm seen (staff start or end seeing the portal as a farmer, a person chooses a farm):
 * a new tag, under which nothing of the one before is shown. A login draws one too (session.ts).
 */
export function renewLoggedInCookie(): void {
  setLoggedInCookie(crypto.randomUUID());
}

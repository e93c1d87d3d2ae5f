import { LOGGED_IN_COOKIE, LOGGED_IN_TAG_PATTERN } from '@slakteweb/core';
import { setLoggedInCookie } from './logged-in-cookie';
import { onSessionReset } from './session';

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
  known = crypto.randomUUID();
  setLoggedInCookie(known);
}

/**
 * The tag this tab last drew or saw. Another tag in the marker means another tab of the browser
 * changed the session (logged in as someone else, chose another farm, saw the portal as another
 * farmer): what this tab holds belongs to the session before.
 */
let known: string | null = null;
// A login or logout in this tab draws or removes the tag itself.
onSessionReset(() => {
  known = loggedInTag();
});

/** True when another tab has changed the session since this tab last drew or saw the tag. */
export function tagChangedElsewhere(): boolean {
  const tag = loggedInTag();
  known ??= tag;
  return tag !== null && tag !== known;
}

import { useEffect } from 'react';
import { appPathname, isPublicPath } from '@/config/paths';
import { hasLoggedInCookie, setLoggedInCookie } from '@/lib/logged-in-cookie';
import { loggedInTag, renewLoggedInCookie, tagChangedElsewhere } from '@/lib/logged-in-tag';
import { logoutLocally } from '@/lib/logout';
import { isLoggedIn } from '@/lib/session';

export const LOGGED_IN_COOKIE_REFRESH_MS = 30_000;

/**
 * Every 30 s (spec §4): while the logged-in marker exists, push its expiry ahead, its tag kept; when
 * another tab has put a new tag in it (another login or farm), start again; when it has
 * gone (logout in another tab, cookies cleared) but this tab still thinks it is logged in, log
 * out here too, with 'Du ble logget ut' unless the user is on the login or reset pages. Run by the
 * logged-in frame (layout/app-layout.tsx): the login page's download does without it.
 */
export function checkLoggedInCookie(startAgain: () => void = () => window.location.reload()): void {
  if (hasLoggedInCookie()) {
    // Another tab changed the session: this tab's screens and cache are the session before's.
    // A new start reads the session as it is now.
    if (tagChangedElsewhere()) {
      startAgain();
      return;
    }
    const tag = loggedInTag();
    // The same tag; a marker from before tags ('1') gets one.
    if (tag) setLoggedInCookie(tag);
    else renewLoggedInCookie();
    return;
  }
  if (isLoggedIn()) {
    logoutLocally({ notify: !isPublicPath(appPathname()) });
  }
}

export function useLoggedInCookieWatch(): void {
  useEffect(() => {
    const timer = setInterval(() => checkLoggedInCookie(), LOGGED_IN_COOKIE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
}

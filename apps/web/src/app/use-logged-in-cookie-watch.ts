import { useEffect } from 'react';
import { appPathname, isPublicPath } from '@/config/paths';
import { hasLoggedInCookie, LOGGED_IN_COOKIE_REFRESH_MS, refreshLoggedInCookie } from '@/lib/logged-in-cookie';
import { logoutLocally } from '@/lib/logout';
import { isLoggedIn } from '@/lib/session';

/**
 * Every 30 s (spec §4): while the logged-in marker exists, push its expiry ahead; when it has
 * gone (logout in another tab, cookies cleared) but this tab still thinks it is logged in, log
 * out here too, with 'Du ble logget ut' unless the user is on the login or reset pages.
 */
export function checkLoggedInCookie(): void {
  if (hasLoggedInCookie()) {
    refreshLoggedInCookie();
    return;
  }
  if (isLoggedIn()) {
    logoutLocally({ notify: !isPublicPath(appPathname()) });
  }
}

export function useLoggedInCookieWatch(): void {
  useEffect(() => {
    const timer = setInterval(checkLoggedInCookie, LOGGED_IN_COOKIE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasLoggedInCookie } from '@/lib/logged-in-cookie';
import { setLoggedInCookie } from '@/lib/logged-in-cookie';
import { loggedInTag, renewLoggedInCookie } from '@/lib/logged-in-tag';
import { endSession, isLoggedIn, resetSessionFromStorage, startSession } from '@/lib/session';
import { checkLoggedInCookie } from './use-logged-in-cookie-watch';

describe('the logged-in marker’s tag', () => {
  it('is drawn anew at every login, kept while the app refreshes the marker (every 30 s), and gone at logout', () => {
    startSession(false, '10001');
    const first = loggedInTag();
    expect(first).toMatch(/^[\w-]{16,64}$/);
    checkLoggedInCookie();
    expect(loggedInTag()).toBe(first);
    startSession(false, '10003');
    expect(loggedInTag()).not.toBe(first);
    expect(hasLoggedInCookie()).toBe(true);
    endSession();
    expect(loggedInTag()).toBeNull();
    expect(hasLoggedInCookie()).toBe(false);
  });

  it('accepts whatever tag the server drew after the login page’s form post', () => {
    document.cookie = 'slakteweb_logged_in=q7Vn0c3yZ-8_kL2mX1pA9w; Path=/';
    resetSessionFromStorage();
    expect(isLoggedIn()).toBe(true);
    expect(loggedInTag()).toBe('q7Vn0c3yZ-8_kL2mX1pA9w');
  });

  it('keeps a browser with a marker from before tags logged in, and gives it a tag at the next refresh', () => {
    document.cookie = 'slakteweb_logged_in=1; Path=/';
    resetSessionFromStorage();
    expect(isLoggedIn()).toBe(true);
    expect(loggedInTag()).toBeNull();
    checkLoggedInCookie();
    expect(loggedInTag()).toMatch(/^[\w-]{16,64}$/);
    expect(isLoggedIn()).toBe(true);
  });

  describe('another tab', () => {
    afterEach(() => {
      endSession();
    });

    it('logging in as someone else or choosing another farm starts this tab again; this tab’s own new tags do not', () => {
      const reload = vi.fn();
      startSession(false, '10001');
      checkLoggedInCookie(reload);
      // This tab sees the portal as another farm or chooses one: a tag it drew.
      renewLoggedInCookie();
      checkLoggedInCookie(reload);
      expect(reload).not.toHaveBeenCalled();
      // Another tab of the browser logs in again: the marker holds a tag this tab never drew.
      setLoggedInCookie(crypto.randomUUID());
      checkLoggedInCookie(reload);
      expect(reload).toHaveBeenCalledOnce();
    });
  });
});

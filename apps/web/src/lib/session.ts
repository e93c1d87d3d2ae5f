import { useSyncExternalStore } from 'react';
import { clearLoggedInCookie, hasLoggedInCookie, setLoggedInCookie } from './logged-in-cookie';
import { LOGIN_USER_KEY, NEED_TO_CONFIRM_KEY } from './session-keys';
import { safeLocalStorage } from './storage';

/**
 * The browser's view of the login state, which decides the routes (spec §2):
 * logged out, logged in, or logged in but the profile must be confirmed first (login answered 418).
 * The server is the judge: if we think we are logged in but the session is gone, the first API
 * call answers 401 and the API client logs out locally.
 */
export type Session = { status: 'loggedOut' } | { status: 'loggedIn'; needToConfirm: boolean };

export { LOGIN_USER_KEY } from './session-keys';

function readInitialSession(): Session {
  if (!hasLoggedInCookie()) return { status: 'loggedOut' };
  return { status: 'loggedIn', needToConfirm: safeLocalStorage.get(NEED_TO_CONFIRM_KEY) === '1' };
}

let session: Session = readInitialSession();
const listeners = new Set<() => void>();
const resetListeners = new Set<() => void>();

/**
 * Runs `listener` whenever a user's session starts or ends, e.g. to empty the data cache ("the
 * store is reset", spec §4). The cache registers itself here rather than being imported by the
 * login and logout code, so the login screen does not download the cache library.
 */
export function onSessionReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

function setSession(next: Session): void {
  session = next;
  listeners.forEach((listener) => listener());
}

export function getSession(): Session {
  return session;
}

export function isLoggedIn(): boolean {
  return session.status === 'loggedIn';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** After login answered 200 or 418; `user` is the login id the user logged in with. */
export function startSession(needToConfirm: boolean, user = ''): void {
  // A new tag at every login (logged-in-cookie.ts).
  setLoggedInCookie(crypto.randomUUID());
  safeLocalStorage.set(LOGIN_USER_KEY, user);
  if (needToConfirm) safeLocalStorage.set(NEED_TO_CONFIRM_KEY, '1');
  else safeLocalStorage.remove(NEED_TO_CONFIRM_KEY);
  resetListeners.forEach((listener) => listener());
  setSession({ status: 'loggedIn', needToConfirm });
}

/**
 * The server says the profile must be confirmed first (403 MUST_CONFIRM_INFORMATION), e.g. the
 * cooperative asked for it after this login: only the profile routes remain, as after a 418.
 */
export function requireConfirmation(): void {
  if (session.status !== 'loggedIn' || session.needToConfirm) return;
  safeLocalStorage.set(NEED_TO_CONFIRM_KEY, '1');
  setSession({ status: 'loggedIn', needToConfirm: true });
}

/** The profile information was confirmed: every route opens up. */
export function clearNeedToConfirm(): void {
  safeLocalStorage.remove(NEED_TO_CONFIRM_KEY);
  if (session.status === 'loggedIn') setSession({ status: 'loggedIn', needToConfirm: false });
}

/** Forget the login locally (the caller also clears impersonation; see logout.ts). */
export function endSession(): void {
  clearLoggedInCookie();
  safeLocalStorage.remove(NEED_TO_CONFIRM_KEY);
  safeLocalStorage.remove(LOGIN_USER_KEY);
  resetListeners.forEach((listener) => listener());
  setSession({ status: 'loggedOut' });
}

/** Tests start every case from the state the cookie and storage describe. */
export function resetSessionFromStorage(): void {
  setSession(readInitialSession());
}

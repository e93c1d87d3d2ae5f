import { getImpersonation } from '../impersonation';
import { isLoggedIn, LOGIN_USER_KEY } from '../session';
import { safeLocalStorage } from '../storage';

/**
 * Whose offline copies the app may read and write: the logged-in user and the farm they act for
 * (their own, or the one staff see the portal as). Null when that is not known for sure (logged
 * out, or a session started before the device remembered who logged in): then nothing is kept
 * and nothing is read, so no data of another farm or person can ever be shown.
 */
export function offlineOwner(): string | null {
  if (!isLoggedIn()) return null;
  const user = safeLocalStorage.get(LOGIN_USER_KEY)?.trim().toLowerCase();
  if (!user) return null;
  return JSON.stringify([user, getImpersonation()?.toLowerCase() ?? null]);
}

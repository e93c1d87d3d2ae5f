import { actingFarm } from '../acting-farm';
import { getImpersonation } from '../impersonation';
import { isLoggedIn, LOGIN_USER_KEY } from '../session';
import { safeLocalStorage } from '../storage';

/**
 * Whose offline copies the app may read and write: the logged-in user and the farm they act for
 * (their own, the one staff see the portal as, or the one a person with access chose). Null when that is not known for sure (logged
 * out, or a session started before the device remembered who logged in): then nothing is kept
 * and nothing is read, so no data of another farm or person can ever be shown.
 */
export function offlineOwner(): string | null {
  if (!isLoggedIn()) return null;
  const user = safeLocalStorage.get(LOGIN_USER_KEY)?.trim().toLowerCase();
  if (!user) return null;
  const owner = [user, getImpersonation()?.toLowerCase() ?? null];
  // A person acting for a farm they chose: that farm's own (two entries when none was chosen,
  // as always, so what a device kept before stays found).
  const farm = actingFarm();
  return JSON.stringify(farm === null ? owner : [...owner, farm]);
}

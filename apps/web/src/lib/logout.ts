import { clearImpersonation } from './impersonation';
import { endSession, isLoggedIn } from './session';
import { toast } from './toast';

export const LOGGED_OUT_MESSAGE = 'Du ble logget ut';

/**
 * Local logout (spec §4): remove the logged-in marker and the impersonation value; ending the
 * session also resets the cache (query-client.ts). The routes then switch to the logged-out set, which sends the user to /login.
 * The toast shows only once, even when several requests answer 401 together.
 */
export function logoutLocally(options: { notify: boolean }): void {
  const wasLoggedIn = isLoggedIn();
  endSession();
  clearImpersonation();
  if (options.notify && wasLoggedIn) toast.info(LOGGED_OUT_MESSAGE);
}

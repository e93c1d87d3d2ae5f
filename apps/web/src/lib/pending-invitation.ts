/**
 * An invitation's link opened by someone who already has a user: they log in first, and the
 * link's token waits here (this tab only) so that the page after login accepts it with the token
 * alone. And a token just accepted by a new person, whose session then starts on the same page:
 * it must not be sent a second time. And one accepted by a person whose login the server then
 * ended (a second farm takes the second factor at login): the page, logged out now, says so.
 */
const PENDING_KEY = 'slakteweb_pending_invitation';
const ACCEPTED_KEY = 'slakteweb_accepted_invitation';
const LOG_IN_AGAIN_KEY = 'slakteweb_log_in_again_invitation';

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the person opens the link again after login.
  }
}

export const pendingInvitation = {
  remember: (token: string) => write(PENDING_KEY, token),
  get: () => read(PENDING_KEY),
  forget: () => write(PENDING_KEY, null),
};

export const acceptedInvitation = {
  remember: (token: string) => write(ACCEPTED_KEY, token),
  is: (token: string) => read(ACCEPTED_KEY) === token,
};

export const logInAgainAfterInvitation = {
  remember: (token: string) => write(LOG_IN_AGAIN_KEY, token),
  is: (token: string) => read(LOG_IN_AGAIN_KEY) === token,
};

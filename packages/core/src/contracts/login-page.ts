/**
 * The login page works before and without the app's script: /login's HTML holds a plain form
 * that the browser posts itself to `POST <BASE_PATH>login` (DESIGN.md §5). The server answers
 * with a redirect, and these are the words both sides use. Kept free of zod: the login page
 * reads them too, and it is the first thing a farmer downloads.
 */

/**
 * The client-side marker that the browser believes it is logged in (spec §4): never a credential.
 * The app sets it after its own login; the server sets it after the browser's form post.
 * Its value is a tag drawn at random at every login (and anew when staff start or end seeing the
 * portal as a farmer, or a person chooses another farm): it names no one, but tells the service
 * worker whether what the device kept of the dashboard belongs to the login that is open now.
 */
export const LOGGED_IN_COOKIE = 'slakteweb_logged_in';
export const LOGGED_IN_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A tag as the server (16 random bytes, base64url) or the app (a random UUID) draws it; a RegExp's source. */
export const LOGGED_IN_TAG_PATTERN = '[\\w-]{16,64}';

export function isLoggedInTag(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^${LOGGED_IN_TAG_PATTERN}$`).test(value);
}

/** `/login?feil=<code>`: the form post failed; the page shows the code's text (spec §8). */
export const LOGIN_ERROR_PARAM = 'feil';
/** `/login?andre_faktor=verify|enrol`: the password was right, the second factor comes next. */
export const LOGIN_SECOND_FACTOR_PARAM = 'andre_faktor';

/** The login failures the page names, by the login call's codes. */
export const LOGIN_PAGE_ERRORS = [
  'UNAUTHORIZED',
  'USER_NOT_FOUND',
  'USER_IN_OLD_NOT_NEW_SYSTEM',
  'USER_IN_OLD_NO_EMAIL_NOT_NEW_SYSTEM',
  'TOO_MANY_REQUESTS',
  'TRY_AGAIN_IN_A_MINUTE',
] as const;
export type LoginPageError = (typeof LOGIN_PAGE_ERRORS)[number];

export function isLoginPageError(code: unknown): code is LoginPageError {
  return (LOGIN_PAGE_ERRORS as readonly unknown[]).includes(code);
}

/**
 * Where the app is mounted, e.g. '/' or '/slakteweb/' (Vite's `base`, from BASE_PATH at build).
 * API calls, the logged-in cookie and the router all live under it.
 */
export const BASE_URL: string = import.meta.env.BASE_URL;

/** React Router wants the base without the trailing slash ('' style roots become '/'). */
export const ROUTER_BASENAME: string = BASE_URL === '/' ? '/' : BASE_URL.replace(/\/$/, '');

/** The pathname inside the app, e.g. '/slakteweb/login' → '/login'. */
export function appPathname(pathname: string = window.location.pathname): string {
  if (BASE_URL !== '/' && pathname.startsWith(BASE_URL)) {
    return `/${pathname.slice(BASE_URL.length)}`;
  }
  return pathname;
}

/** Where an invitation's link leads (`${PUBLIC_URL}tilgang/godta?t=<token>`): for the logged out and the logged in. */
export const ACCEPT_INVITATION_PATH = '/tilgang/godta';

/** Pages a logged-out visitor may be on (spec §2 "Routing by login state"). */
export function isPublicPath(path: string): boolean {
  return path === '/login' || path.startsWith('/login/') || path === '/reset-password' || path === ACCEPT_INVITATION_PATH;
}

/**
 * Where the browser keeps its view of the login (lib/session.ts). In a module of their own: the
 * login page's HTML sets them too when its form is sent before the app has started
 * (vite-plugins/login-page.ts), so the device knows who logged in (lib/offline/owner.ts).
 */

/**
 * needToConfirm survives reloads and new tabs of the same browser; it is removed at logout and
 * after a successful confirmation.
 */
export const NEED_TO_CONFIRM_KEY = 'slakteweb_need_to_confirm';
/**
 * Who logged in on this device (the login id as typed; '' when not known): the offline copies of
 * a farm's data are kept per user (lib/offline/owner.ts). Not a credential; removed at logout.
 */
export const LOGIN_USER_KEY = 'slakteweb_login_user';

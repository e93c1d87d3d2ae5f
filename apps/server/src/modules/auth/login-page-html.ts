import { type Company, isLoginPageError, LOGIN_ERROR_PARAM, type LoginPageError, loginPageErrorText } from '@slakteweb/core';

/**
 * Where the login page's HTML (the web build's login.html, apps/web/vite-plugins/login-page.ts)
 * takes the refusal of the browser's own form post: the page reads `?feil=<code>` here, before
 * any script, so a browser without JavaScript shows it too. The app shows the same from the query.
 */
export const LOGIN_ERROR_SLOT = '<!--login-error-->';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The error code `/login?feil=<code>` names, when it is one the page knows; any other value is ignored. */
export function loginPageErrorOf(query: unknown): LoginPageError | null {
  const value = query && typeof query === 'object' ? (query as Record<string, unknown>)[LOGIN_ERROR_PARAM] : undefined;
  return isLoginPageError(value) ? value : null;
}

/** login.html with the error's text in its slot, as an alert a screen reader announces. */
export function loginPageWithError(html: string, code: LoginPageError, company: Company): string {
  const { title, text } = loginPageErrorText(code, company);
  const alert = `<div role="alert" class="login-error">${title ? `<strong>${escapeHtml(title)}</strong> ` : ''}${escapeHtml(text)}</div>`;
  return html.replace(LOGIN_ERROR_SLOT, alert);
}

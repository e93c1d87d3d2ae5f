import type { LoginFields } from '@slakteweb/core';

/** The id of the form /login's own HTML holds before the app starts (vite-plugins/login-page.ts). */
export const HTML_LOGIN_FORM_ID = 'html-login';

/**
 * What was typed into the login page's HTML form before the app started, and which field had the
 * focus, for the app's form to start from: nothing typed is lost. Read at the app's first render,
 * while React has not yet replaced the HTML form; empty fields when there is none.
 */
export function typedBeforeStart(): { values: LoginFields; focus?: string } {
  const form = document.forms.namedItem(HTML_LOGIN_FORM_ID);
  const value = (name: keyof LoginFields) => (form?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  const focused = document.activeElement as HTMLInputElement | null;
  return { values: { username: value('username'), password: value('password') }, focus: form?.contains(focused) ? focused?.name : undefined };
}

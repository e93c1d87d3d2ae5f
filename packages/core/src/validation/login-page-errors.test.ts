import { describe, expect, it } from 'vitest';
import { midtnorge } from '../company/midtnorge.js';
import { standard } from '../company/standard.js';
import { isLoginPageError, LOGIN_PAGE_ERRORS } from '../contracts/login-page.js';
import { loginPageErrorText } from './login-page-errors.js';

describe('the login page’s error texts', () => {
  it('names a wrong login with the company’s login id (spec §8)', () => {
    expect(loginPageErrorText('UNAUTHORIZED', standard).text).toBe('Feil leverandørnummer/passord');
    expect(loginPageErrorText('UNAUTHORIZED', midtnorge).text).toBe('Feil brukernavn/passord');
  });

  it('has words for every code the page names, with the company’s support address where the farmer must write', () => {
    for (const code of LOGIN_PAGE_ERRORS) expect(loginPageErrorText(code, standard).text.length, code).toBeGreaterThan(10);
    expect(loginPageErrorText('USER_IN_OLD_NO_EMAIL_NOT_NEW_SYSTEM', midtnorge).text).toContain(midtnorge.support.email);
    expect(loginPageErrorText('USER_NOT_FOUND', standard)).toMatchObject({ title: 'Bruker ikke funnet' });
  });

  it('knows only the login call’s codes', () => {
    expect(isLoginPageError('TOO_MANY_REQUESTS')).toBe(true);
    expect(isLoginPageError('INTERNAL_ERROR')).toBe(false);
    expect(isLoginPageError('<script>')).toBe(false);
    expect(isLoginPageError(null)).toBe(false);
  });
});

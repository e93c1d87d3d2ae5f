import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isLoggedInTag } from '@slakteweb/core';
import { createTestContext, DEMO_PASSWORD, sessionCookie, type TestContext } from './harness.js';

// The login page's own form (POST <BASE_PATH>login), posted by the browser before or without the
// app's script: the same login as POST /api/login, answered with redirects a page can follow.

/** A web build with index.html and the login page's HTML, whose form has the error's slot. */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-login-page-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'login.html'), '<!doctype html><div id="root"><form method="post" action="/login"><!--login-error--></form></div>');
  return dir;
}

const origin = 'http://portal.test';
const post = (ctx: TestContext, fields: Record<string, string>, headers: Record<string, string> = { origin }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

describe('POST /login (the login page’s form)', () => {
  let ctx: TestContext;
  let web: string;
  beforeAll(async () => {
    web = fakeWebBuild();
    ctx = await createTestContext({ WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(web, { recursive: true, force: true });
  });
  beforeEach(() => ctx.reset());

  it('logs a farmer in: 303 to the dashboard with the session cookie and the logged-in marker the app reads', async () => {
    const res = await post(ctx, { username: '10001', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    expect(res.cookies.find((c) => c.name === 'slakteweb_session')?.httpOnly).toBe(true);
    const marker = res.cookies.find((c) => c.name === 'slakteweb_logged_in');
    expect(marker).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(isLoggedInTag(marker?.value)).toBe(true);
    expect(marker?.httpOnly).toBeFalsy();
    expect(marker?.maxAge).toBe(365 * 24 * 60 * 60);
    // The session works: the app's first call after the redirect.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
  });

  it('sends a farmer who must confirm the profile to /profile', async () => {
    const res = await post(ctx, { username: '10002', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/profile');
    expect(isLoggedInTag(res.cookies.find((c) => c.name === 'slakteweb_logged_in')?.value)).toBe(true);
  });

  it('draws a new tag for the marker at every login, and logout clears the marker', async () => {
    const first = await post(ctx, { username: '10001', password: DEMO_PASSWORD });
    const second = await post(ctx, { username: '10001', password: DEMO_PASSWORD });
    const tags = [first, second].map((res) => res.cookies.find((c) => c.name === 'slakteweb_logged_in')?.value);
    expect(tags.every(isLoggedInTag)).toBe(true);
    expect(tags[0]).not.toBe(tags[1]);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: sessionCookie(second), origin } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'slakteweb_logged_in');
    expect(cleared).toMatchObject({ value: '', path: '/' });
    expect(cleared?.expires?.getTime() ?? Number.POSITIVE_INFINITY).toBeLessThan(Date.now());
  });

  it('sends staff to the second factor, logged in to nothing else and without the marker', async () => {
    const res = await post(ctx, { username: '90001', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/login\?andre_faktor=(verify|enrol)$/);
    expect(res.cookies.find((c) => c.name === 'slakteweb_logged_in')).toBeUndefined();
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(401);
  });

  it('sends a wrong password back to the login page, which shows the spec’s text', async () => {
    const res = await post(ctx, { username: '10001', password: 'wrong-Password1' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?feil=UNAUTHORIZED');
    expect(res.cookies.find((c) => c.name === 'slakteweb_session')).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'slakteweb_logged_in')).toBeUndefined();
    const page = await ctx.app.inject({ method: 'GET', url: res.headers.location });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div role="alert" class="login-error">Feil leverandørnummer/passord</div>');
  });

  it('names an unknown user and an old-system supplier as the login call does', async () => {
    const unknown = await post(ctx, { username: '55555', password: 'x' });
    expect(unknown.headers.location).toBe('/login?feil=USER_NOT_FOUND');
    const old = await post(ctx, { username: '10004', password: 'x' });
    expect(old.headers.location).toBe('/login?feil=USER_IN_OLD_NOT_NEW_SYSTEM');
    expect(ctx.outbox()).toHaveLength(1);
  });

  it('counts against the same limit as the login call: too many, and the page says so', async () => {
    for (let i = 0; i < ctx.config.loginLimitPerAccount; i++) await post(ctx, { username: '10001', password: 'wrong-Password1' });
    // Even the right password, from the app's own call, is refused once the form used up the window.
    const api = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '10001', password: DEMO_PASSWORD } });
    expect(api.statusCode).toBe(429);
    const res = await post(ctx, { username: '10001', password: DEMO_PASSWORD });
    expect(res.headers.location).toBe('/login?feil=TOO_MANY_REQUESTS');
    const page = await ctx.app.inject({ method: 'GET', url: '/login?feil=TOO_MANY_REQUESTS' });
    expect(page.body).toContain('For mange forsøk. Prøv igjen senere.');
  });

  it('refuses a post from another site before anything is checked (403), as the API does', async () => {
    const crossSite = await post(ctx, { username: '10001', password: DEMO_PASSWORD }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.cookies).toEqual([]);
    const otherOrigin = await post(ctx, { username: '10001', password: DEMO_PASSWORD }, { origin: 'https://evil.example' });
    expect(otherOrigin.statusCode).toBe(403);
  });

  it('answers hostile input with 4xx, never 500, and logs nobody in', async () => {
    const cases = [
      { payload: '', type: 'application/x-www-form-urlencoded' },
      { payload: 'username=10001', type: 'application/x-www-form-urlencoded' },
      { payload: 'username=&password=', type: 'application/x-www-form-urlencoded' },
      { payload: `username=${'1'.repeat(300)}&password=x`, type: 'application/x-www-form-urlencoded' },
      { payload: `username=10001&password=${'x'.repeat(2000)}`, type: 'application/x-www-form-urlencoded' },
      { payload: 'username=10001&username=10003&password=x', type: 'application/x-www-form-urlencoded' },
      { payload: 'username[a]=1&password=x', type: 'application/x-www-form-urlencoded' },
      { payload: '%%%', type: 'application/x-www-form-urlencoded' },
      { payload: JSON.stringify({ username: ['10001'], password: { x: 1 } }), type: 'application/json' },
      { payload: '{"username":', type: 'application/json' },
      { payload: 'username=10001&password=x', type: 'text/plain' },
      { payload: `username=10001&password=${'x'.repeat(2_000_000)}`, type: 'application/x-www-form-urlencoded' },
    ];
    for (const { payload, type } of cases) {
      const res = await ctx.app.inject({ method: 'POST', url: '/login', headers: { origin, 'content-type': type }, payload });
      expect(res.statusCode, `${type}: ${payload.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type}: ${payload.slice(0, 60)}`).toBeLessThan(500);
      expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
      expect(res.cookies.find((c) => c.name === 'slakteweb_session')).toBeUndefined();
    }
  });

  it('serves the login page’s own HTML for /login, index.html elsewhere, and ignores an unknown error code', async () => {
    const login = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain('<form method="post" action="/login">');
    expect(login.headers['cache-control']).toBe('no-cache');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/login?feil=%3Cscript%3E' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('<script>');
    expect(unknown.body).not.toContain('role="alert"');
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.body).toBe('<!doctype html><div id="root"></div>');
    const forgot = await ctx.app.inject({ method: 'GET', url: '/login/forgot' });
    expect(forgot.body).toBe('<!doctype html><div id="root"></div>');
  });
});

describe('POST <BASE_PATH>login under a base path', () => {
  let ctx: TestContext;
  let web: string;
  beforeAll(async () => {
    web = fakeWebBuild();
    ctx = await createTestContext({ WEB_DIST_DIR: web, COMPANY: 'midtnorge', BASE_PATH: '/midtnorge/', PUBLIC_URL: 'https://portal.test/midtnorge/' });
    await ctx.reset();
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('redirects within the base path, with cookies for it, and names the company’s login id in the error', async () => {
    const headers = { origin: 'https://portal.test', 'content-type': 'application/x-www-form-urlencoded' };
    const ok = await ctx.app.inject({ method: 'POST', url: '/midtnorge/login', headers, payload: `username=10001&password=${encodeURIComponent(DEMO_PASSWORD)}` });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/midtnorge/dashboard');
    expect(ok.cookies.find((c) => c.name === 'slakteweb_logged_in')).toMatchObject({ path: '/midtnorge/', secure: true });
    const wrong = await ctx.app.inject({ method: 'POST', url: '/midtnorge/login', headers, payload: 'username=10001&password=nope' });
    expect(wrong.headers.location).toBe('/midtnorge/login?feil=UNAUTHORIZED');
    const page = await ctx.app.inject({ method: 'GET', url: wrong.headers.location as string });
    expect(page.body).toContain('Feil brukernavn/passord');
  });
});

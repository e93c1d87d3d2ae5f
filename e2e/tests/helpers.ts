import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Company, loginResponseSchema } from '@slakteweb/core';
import { generate } from 'otplib';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, expect, test } from '../fixtures.js';
import { DEMO } from '../farms.js';

/**
 * Logs in through the login form and waits until the app has moved on from /login. The demo
 * superuser gives the code of its authenticator too (the demo seed's TOTP secret). For the specs
 * that test the form or what a user sees of a login (the login, the password and the access
 * specs); everything else logs in with `login`.
 */
export async function loginWithForm(page: Page, company: Company, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('login');
  await page.getByLabel(company.loginIdLabel).fill(username);
  await page.getByLabel('Passord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  if (username === DEMO.staff) await giveSecondFactor(page);
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * The client-side state the web app keeps of a login (apps/web/src/lib/session.ts and
 * logged-in-cookie.ts): the logged-in marker cookie under the base path, who logged in (the
 * offline copies are kept per user), and whether the profile must be confirmed first.
 */
const LOGGED_IN_COOKIE = 'slakteweb_logged_in';
const LOGIN_USER_KEY = 'slakteweb_login_user';
const NEED_TO_CONFIRM_KEY = 'slakteweb_need_to_confirm';

/**
 * Logs in without the login form and opens `screen` (the dashboard, where the form lands): the
 * login route's POST from the tab's own request context, whose answer's session cookie lands in
 * the browser context as the form's would (same origin, the cookie's path the variant's base
 * path); staff give their second factor through its route too. Then the state the form's
 * success leaves in the browser (startSession in apps/web/src/lib/session.ts). One request
 * instead of the login page's download, the typing and a render of the dashboard a test then
 * leaves. Each test logs in afresh: a session one test ends (logging out, a password change, an
 * access removed) is never another's.
 */
export async function login(page: Page, company: Company, username: string, screen = 'dashboard'): Promise<void> {
  const base = baseUrl();
  const headers = { origin: base.origin };
  const answer = await page.request.post('api/login', { form: { username, password: DEMO_PASSWORD }, headers });
  if (answer.status() !== 200 && answer.status() !== 418) {
    throw new Error(`the login of ${username} (${company.id}) answered ${answer.status()}: ${await answer.text()}`);
  }
  const body = loginResponseSchema.parse(await answer.json());
  if (body.second_factor === 'verify') await giveSecondFactorByRoute(page.request, base, headers);
  else if (body.second_factor) throw new Error(`${username} has no second factor yet: its first login sets it up through the form`);

  // Local storage and the marker cookie are set from a page of the origin, as the app sets them;
  // this page draws nothing.
  await page.goto('api/external/texts');
  const needToConfirm = answer.status() === 418 || body.need_to_confirm;
  await page.evaluate(
    ({ cookie, path, userKey, user, confirmKey, confirm }) => {
      document.cookie = `${cookie}=1; Max-Age=${365 * 24 * 60 * 60}; Path=${path}; SameSite=Lax`;
      window.localStorage.setItem(userKey, user);
      if (confirm) window.localStorage.setItem(confirmKey, '1');
      else window.localStorage.removeItem(confirmKey);
    },
    { cookie: LOGGED_IN_COOKIE, path: base.pathname, userKey: LOGIN_USER_KEY, user: username, confirmKey: NEED_TO_CONFIRM_KEY, confirm: needToConfirm },
  );
  await page.goto(screen);
  // The app drawn before a test's own expectations, as after the form: the first page of a new
  // browser downloads and starts the whole app, which the form did on the login page.
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The project's base address (the variant's server and base path). */
function baseUrl(): URL {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error('the project has no baseURL');
  return new URL(base);
}

/** How long one TOTP code lasts. */
const PERIOD_S = 30;

/**
 * Claims the code of a TOTP period for one secret on one server, for this e2e run: true for the
 * first claim, false after. The server accepts each code once, and the specs of a variant run in
 * several workers, so a claim is a file created exclusively in the variant's data folder (emptied
 * when its server starts), which only one process can create.
 */
function claimPeriod(project: string, server: string, secret: string, period: number): boolean {
  const dir = path.join(process.env.E2E_DATA_ROOT ?? '/tmp/slakteweb-e2e', project, 'second-factor-codes');
  fs.mkdirSync(dir, { recursive: true });
  const name = createHash('sha256').update(`${server} ${secret}`).digest('hex').slice(0, 16);
  try {
    fs.writeFileSync(path.join(dir, `${name}-${period}`), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * The code of the next unclaimed TOTP period for `secret` on `server`. Each code is accepted once,
 * and one of the next period is accepted too (clock drift), so several logins within 30 seconds
 * (in any worker) take the next period's code, waiting for time to move on when that is used up
 * as well.
 */
async function claimCode(server: string, secret: string): Promise<string> {
  const project = test.info().project.name;
  const now = Math.floor(Date.now() / 1000 / PERIOD_S);
  let period = now;
  while (!claimPeriod(project, server, secret, period)) period += 1;
  // More than one period ahead is refused: wait until it is only one ahead.
  if (period > now + 1) await sleep((period - 1) * PERIOD_S * 1000 - Date.now() + 500);
  return generate({ secret, epoch: period * PERIOD_S });
}

/** Types a TOTP code into the second-factor prompt; a refused code is followed by the next unclaimed period's. */
export async function giveSecondFactor(page: Page, secret = DEMO_TOTP_SECRET): Promise<void> {
  const server = new URL(page.url()).origin;
  const field = page.getByLabel('Kode fra autentiseringsappen');
  for (let attempt = 0; attempt < 3; attempt++) {
    await field.fill(await claimCode(server, secret));
    await page.getByRole('button', { name: 'Logg inn' }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => !/\/login$/.test(url.pathname)).then(() => 'in' as const),
      page.getByText('Feil kode').waitFor().then(
        () => 'wrong' as const,
        () => 'in' as const,
      ),
    ]);
    if (outcome === 'in') return;
  }
  throw new Error('the second factor was refused three times');
}

/** Gives the demo superuser's TOTP code to the second-factor route, as giveSecondFactor does through the prompt. */
async function giveSecondFactorByRoute(request: APIRequestContext, base: URL, headers: Record<string, string>): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const code = await claimCode(base.origin, DEMO_TOTP_SECRET);
    const answer = await request.post('api/login/second_factor', { form: { code }, headers });
    if (answer.status() === 200) return;
  }
  throw new Error('the second factor was refused three times');
}

/** Below this width the main menu folds into the 'Meny' button (apps/web/src/app/layout/main-nav.tsx). */
const MENU_FOLDS_BELOW_PX = 820;

/**
 * Makes the main menu's entries reachable: on a narrow screen it opens the 'Meny' dropdown, on a
 * wide one the entries are in the top bar already. Decided by the viewport, not by looking, so a
 * menu button that is still being drawn cannot be missed.
 */
export async function openMainMenu(page: Page): Promise<void> {
  const width = page.viewportSize()?.width;
  if (width === undefined) throw new Error('the page has no viewport size');
  if (width < MENU_FOLDS_BELOW_PX) await page.getByRole('button', { name: 'Meny' }).click();
}

/** Logs out from the menu (the dropdown on narrow screens) and waits for the toast. */
export async function logout(page: Page): Promise<void> {
  await openMainMenu(page);
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page.getByText('Du ble logget ut')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

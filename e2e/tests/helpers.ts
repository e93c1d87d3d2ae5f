import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Company } from '@slakteweb/core';
import { generate } from 'otplib';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, expect, test } from '../fixtures.js';
import { DEMO } from '../farms.js';

/**
 * Logs in through the login form and waits until the app has moved on from /login. The demo
 * superuser gives the code of its authenticator too (the demo seed's TOTP secret).
 */
export async function login(page: Page, company: Company, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('login');
  await page.getByLabel(company.loginIdLabel).fill(username);
  await page.getByLabel('Passord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  if (username === DEMO.staff) await giveSecondFactor(page);
  await expect(page).not.toHaveURL(/\/login$/);
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
 * Types a TOTP code into the second-factor prompt. Each code is accepted once, and one of the next
 * period is accepted too (clock drift), so several logins within 30 seconds (in any worker) take
 * the next period's code, waiting for time to move on when that is used up as well. A refused code
 * is followed by the next unclaimed period's.
 */
export async function giveSecondFactor(page: Page, secret = DEMO_TOTP_SECRET): Promise<void> {
  const server = new URL(page.url()).origin;
  const project = test.info().project.name;
  const field = page.getByLabel('Kode fra autentiseringsappen');
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = Math.floor(Date.now() / 1000 / PERIOD_S);
    let period = now;
    while (!claimPeriod(project, server, secret, period)) period += 1;
    // More than one period ahead is refused: wait until it is only one ahead.
    if (period > now + 1) await page.waitForTimeout(((period - 1) * PERIOD_S * 1000 - Date.now()) + 500);
    await field.fill(await generate({ secret, epoch: period * PERIOD_S }));
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

import type { Page } from '@playwright/test';
import type { Company } from '@slakteweb/core';
import { generate } from 'otplib';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, expect } from '../fixtures.js';
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

/**
 * Types the TOTP code of now into the second-factor prompt. A code is accepted once: when an
 * earlier test logged in within the same 30 seconds, the next period's code (accepted for clock
 * drift) is given instead.
 */
export async function giveSecondFactor(page: Page, secret = DEMO_TOTP_SECRET): Promise<void> {
  const field = page.getByLabel('Kode fra autentiseringsappen');
  const code = async (aheadSeconds: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + aheadSeconds });
  await field.fill(await code(0));
  await page.getByRole('button', { name: 'Logg inn' }).click();
  const outcome = await Promise.race([
    page.waitForURL((url) => !/\/login$/.test(url.pathname)).then(() => 'in' as const),
    page.getByText('Feil kode').waitFor().then(
      () => 'wrong' as const,
      () => 'in' as const,
    ),
  ]);
  if (outcome === 'in') return;
  await field.fill(await code(30));
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
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

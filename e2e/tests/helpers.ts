import type { Page } from '@playwright/test';
import type { Company } from '@slakteweb/core';
import { DEMO_PASSWORD, expect } from '../fixtures.js';

/** Logs in through the login form and waits until the app has moved on from /login. */
export async function login(page: Page, company: Company, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('login');
  await page.getByLabel(company.loginIdLabel).fill(username);
  await page.getByLabel('Passord', { exact: true }).fill(password);
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

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

/** Logs out from the menu (the dropdown on narrow screens) and waits for the toast. */
export async function logout(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Meny' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page.getByText('Du ble logget ut')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

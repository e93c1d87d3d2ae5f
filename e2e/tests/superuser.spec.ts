import { expect, expectNoSeriousA11yViolations, test } from '../fixtures.js';
import { login } from './helpers.js';

test('superuser impersonates 10001, sees 10001’s profile, and ends with "AVSLUTT"', async ({ page, company }) => {
  await login(page, company, '90001');
  await page.getByRole('button', { name: 'Se portalen som en annen bruker' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('dialog').getByLabel(company.loginIdLabel).fill('10001');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  // The page reloads after two seconds, now acting as 10001.
  await expect(page.getByText(/Du ser portalen som 10001/)).toBeVisible({ timeout: 15_000 });
  await page.goto('profile');
  await expect(page.getByText('Ola Nordmann').first()).toBeVisible();
  // 10001 has cattle, so the menu offers Mine storfe.
  const menuButton = page.getByRole('button', { name: 'Meny' });
  if (await menuButton.isVisible()) await menuButton.click();
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Mine storfe' })).toBeVisible();

  await page.getByRole('button', { name: 'Se portalen som en annen bruker' }).click();
  await page.getByRole('dialog').getByLabel(company.loginIdLabel).fill('AVSLUTT');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/Du ser portalen som 10001/)).toHaveCount(0, { timeout: 15_000 });
  await page.goto('profile');
  await expect(page.getByText('Kundeservice').first()).toBeVisible();
});

test('superuser sends a reset link for a user to their own address', async ({ page, company, outbox }) => {
  await login(page, company, '90001');
  const before = outbox().length;
  await page.getByRole('button', { name: 'Send lenke for nytt passord' }).click();
  await page.getByRole('dialog').getByLabel(company.loginIdLabel).fill('10002');
  await page.getByRole('dialog').getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText('Lenke for nytt passord er sendt til din e-post')).toBeVisible();
  expect(outbox().length).toBe(before + 1);
  expect(outbox().at(-1)).toContain('kundeservice@example.no');
});

test('a farmer sees no superuser tools, and 10003 has no Mine storfe', async ({ page, company }) => {
  await login(page, company, '10003');
  await expect(page.getByRole('button', { name: 'Se portalen som en annen bruker' })).toHaveCount(0);
  const menuButton = page.getByRole('button', { name: 'Meny' });
  if (await menuButton.isVisible()) await menuButton.click();
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(nav.getByRole('link', { name: 'Statistikk' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Mine storfe' })).toHaveCount(0);
});

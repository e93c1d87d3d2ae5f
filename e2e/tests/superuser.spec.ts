import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login, openMainMenu } from './helpers.js';

// Impersonation only looks (it lives in the superuser's browser), so 10001 and 10003 are the
// untouched demo accounts; the reset link goes out for this spec's own copy of 10002 (farms.ts).
const farm = farms.superuser;

test('superuser impersonates 10001, sees 10001’s profile, and ends with "AVSLUTT"', async ({ page, company }) => {
  await login(page, company, farm.staff);
  await page.getByRole('button', { name: 'Se som bruker' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('dialog').getByLabel(company.loginIdLabel).fill(farm.ola);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  // The page reloads after two seconds, now acting as 10001.
  // The banner names the farmer and the number.
  await expect(page.getByText(`Du ser portalen som Ola Nordmann (${farm.ola})`)).toBeVisible({ timeout: 15_000 });
  await page.goto('profile');
  await expect(page.getByText('Ola Nordmann').first()).toBeVisible();
  // 10001 has cattle, so the menu offers Mine storfe.
  await openMainMenu(page);
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Mine storfe' })).toBeVisible();

  await page.getByRole('button', { name: 'Se som bruker' }).click();
  await page.getByRole('dialog').getByLabel(company.loginIdLabel).fill('AVSLUTT');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/^Du ser portalen som /)).toHaveCount(0, { timeout: 15_000 });
  await page.goto('profile');
  await expect(page.getByText('Kundeservice').first()).toBeVisible();
});

test('superuser sends a reset link for a user to their own address', async ({ page, company, outbox }) => {
  await login(page, company, farm.staff);
  const mails = () => outbox('kundeservice@example.no', farm.kari);
  const before = mails().length;
  await page.getByRole('button', { name: 'Send passordlenke' }).click();
  await page.getByRole('dialog').getByLabel(company.loginIdLabel).fill(farm.kari);
  await page.getByRole('dialog').getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText('Lenke for nytt passord er sendt til din e-post')).toBeVisible();
  expect(mails().length).toBe(before + 1);
});

test('a farmer sees no superuser tools, and 10003 has no Mine storfe', async ({ page, company }) => {
  await login(page, company, farm.per);
  await expect(page.getByRole('button', { name: 'Se som bruker' })).toHaveCount(0);
  await openMainMenu(page);
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(nav.getByRole('link', { name: 'Statistikk' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Mine storfe' })).toHaveCount(0);
});

import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, farms, linkIn, test } from '../fixtures.js';
import { login, logout } from './helpers.js';

// Passwords change here: this spec's own copies of the demo farmers (farms.ts), so a run that stops
// halfway leaves no other spec with a changed password.
const farm = farms.password;

test('forgot password → e-mail in the outbox → reset by its link → login → change password back', async ({ page, company, outbox }) => {
  const mails = () => outbox('per.haugen@example.no', farm.per);
  const before = mails().length;
  await page.goto('login');
  await page.getByRole('link', { name: 'Glemt passord?' }).click();
  await expect(page).toHaveURL(/\/login\/forgot$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(company.loginFormLabel).fill('10o03');
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByText(`Ugyldig ${company.loginIdLabel.toLowerCase()}`)).toBeVisible();

  await page.getByLabel(company.loginFormLabel).fill(farm.per);
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByText(/lenke for å sette nytt passord sendt\. Lenken gjelder i 60 minutter/)).toBeVisible();
  await expect(page.getByLabel(company.loginFormLabel)).toHaveValue('');
  await expect.poll(() => mails().length).toBe(before + 1);
  const mail = mails().at(-1)!;
  expect(mail).toContain('per.haugen@example.no');

  // The link opens the password page in reset mode.
  await page.goto(linkIn(mail));
  await expect(page.getByRole('heading', { name: 'Sett nytt passord' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const save = page.getByRole('button', { name: 'Lagre passord' });
  await page.getByLabel('Nytt passord', { exact: true }).fill('kort');
  await expect(page.getByText('Minst 9 tegn')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Nytt passord', { exact: true }).fill('Vaarslepp-2027');
  await page.getByLabel('Gjenta nytt passord').fill('Vaarslepp-2027');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Passordet ble endret').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });

  // The link is single use.
  await page.goto(linkIn(mail));
  await page.getByLabel('Nytt passord', { exact: true }).fill('Annet-passord-1');
  await page.getByLabel('Gjenta nytt passord').fill('Annet-passord-1');
  await page.getByRole('button', { name: 'Lagre passord' }).click();
  await expect(page.getByText('Kunne ikke endre passordet').first()).toBeVisible();

  await login(page, company, farm.per, 'Vaarslepp-2027');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Change it back on the change-password screen.
  await page.goto('profile/change-password');
  await expect(page).toHaveTitle('Endre passord - Slakteweb');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Nåværende passord').fill('Vaarslepp-2027');
  await page.getByLabel('Nytt passord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Gjenta nytt passord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Lagre passord' }).click();
  await expect(page.getByText('Passordet ble endret').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gå tilbake' }).or(page.getByRole('link', { name: 'Gå tilbake' }))).toBeVisible();

  // The session survived the change (the server rotated it); then log in with the demo password.
  await page.goto('dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Oversikt' })).toBeVisible();
  await logout(page);
  await login(page, company, farm.per);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong current password answers "Kunne ikke endre passordet" and keeps the user logged in', async ({ page, company }) => {
  await login(page, company, farm.ola);
  await page.goto('profile/change-password');
  await page.getByLabel('Nåværende passord').fill('ikke-riktig-1');
  await page.getByLabel('Nytt passord', { exact: true }).fill('Vaarslepp-2027');
  await page.getByLabel('Gjenta nytt passord').fill('Vaarslepp-2027');
  await page.getByRole('button', { name: 'Lagre passord' }).click();
  await expect(page.getByText('Kunne ikke endre passordet').first()).toBeVisible();
  await page.goto('dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});

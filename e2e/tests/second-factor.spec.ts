import { generate } from 'otplib';
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { giveSecondFactor } from './helpers.js';

// Staff's second factor (TOTP). 90002 has none yet: the first login sets it up (once per e2e
// server). 90001 has the demo seed's secret and gives a code; the recovery code path is on the
// server's tests.
const farm = farms.secondFactor;

test('a superuser without a second factor sets it up at the first login (375 px)', async ({ page, company }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('login');
  await page.getByLabel(company.loginIdLabel).fill(farm.newStaff);
  await page.getByLabel('Passord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();

  await expect(page.getByRole('heading', { name: 'Sett opp tofaktorinnlogging' })).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR-kode for autentiseringsappen' });
  await expect(qr).toBeVisible();
  // Drawn in the browser: a data: address, nothing fetched.
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await expectNoSeriousA11yViolations(page);

  const secret = (await page.locator('p', { hasText: 'Kan du ikke skanne?' }).locator('code').innerText()).replace(/\s/g, '');
  await page.getByLabel('Kode fra autentiseringsappen').fill('000000' === (await generate({ secret })) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Bekreft og logg inn' }).click();
  await expect(page.getByText('Feil kode')).toBeVisible();

  await page.getByLabel('Kode fra autentiseringsappen').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Bekreft og logg inn' }).click();
  const codes = page.getByRole('list', { name: 'Gjenopprettingskoder' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Jeg har tatt vare på kodene' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the demo superuser gives the code from the app, and a wrong one is refused', async ({ page, company }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('login');
  await page.getByLabel(company.loginIdLabel).fill(farm.staff);
  await page.getByLabel('Passord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('heading', { name: 'Bekreft at det er deg' })).toBeVisible();
  await page.getByLabel('Kode fra autentiseringsappen').fill('123456');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Feil kode')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await giveSecondFactor(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a farmer is not asked for a second factor', async ({ page, company }) => {
  await page.goto('login');
  await page.getByLabel(company.loginIdLabel).fill('10003');
  await page.getByLabel('Passord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

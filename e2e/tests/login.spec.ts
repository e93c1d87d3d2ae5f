import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login, logout } from './helpers.js';

// Failed logins count against the account's limit, a confirmation and an old-system user's first
// login change the account: this spec's own copies of the demo farmers (farms.ts).
const farm = farms.login;

test.describe('login', () => {
  test('shows the required-field and wrong-password errors, then logs in', async ({ page, company }) => {
    await page.goto('login');
    // The page's HTML draws a form of its own until the app has started (apps/web/vite-plugins/
    // login-page.ts); the app's form, which checks the fields itself, takes over from it.
    await expect(page.locator('#html-login')).toHaveCount(0);
    await expect(page).toHaveTitle('Logg inn - Slakteweb');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page.getByText('Feltet må fylles ut')).toHaveCount(2);

    await page.getByLabel(company.loginIdLabel).fill(farm.per);
    await page.getByLabel('Passord', { exact: true }).fill('feil-passord');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page.getByText(company.id === 'midtnorge' ? 'Feil brukernavn/passord' : 'Feil leverandørnummer/passord')).toBeVisible();

    await page.getByLabel('Passord', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oversikt' })).toBeVisible();
    await expect(page).toHaveTitle('Oversikt - Slakteweb');
  });

  test('answers an unknown user and the old-system users with their texts', async ({ page, company, outbox }) => {
    await page.goto('login');
    const submit = async (username: string) => {
      await page.getByLabel(company.loginIdLabel).fill(username);
      await page.getByLabel('Passord', { exact: true }).fill('hva-som-helst');
      await page.getByRole('button', { name: 'Logg inn' }).click();
    };
    await submit('55555');
    await expect(page.getByText('Bruker ikke funnet')).toBeVisible();
    await submit(farm.berit);
    await expect(page.getByText(company.support.email).first()).toBeVisible();
    // The welcome mail goes to the old-system user's address, naming this spec's copy.
    const mails = () => outbox('nils.lien@example.no', farm.nils);
    const before = mails().length;
    await submit(farm.nils);
    await expect(page.getByText('E-post sendt')).toBeVisible();
    expect(mails().length).toBe(before + 1);
  });

  test('shows the help contact block and the missing-user instructions', async ({ page, company }) => {
    await page.goto('login');
    await expect(page.getByRole('link', { name: company.support.email }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Mangler bruker?' }).click();
    await expect(page.getByText(/send en e-post til oss/i)).toBeVisible();
  });

  test('logs out with a toast, and the protected pages send back to login', async ({ page, company }) => {
    await login(page, company, farm.per);
    await logout(page);
    await page.goto('profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a must-confirm farmer (a copy of 10002) confirms the profile and reaches the dashboard', async ({ page, company }) => {
    await login(page, company, farm.kari);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Hei, Kari Bakken')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Other pages are closed until the information is confirmed.
    await page.goto('dashboard');
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Ok, gå videre' }).click();
    await expect(page.getByText('Informasjonen ble bekreftet')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

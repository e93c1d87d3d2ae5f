import { DEMO_PASSWORD, expect, farms, test } from '../fixtures.js';

// /login's HTML holds the login form itself (apps/web/vite-plugins/login-page.ts), which the
// browser sends to POST <BASE_PATH>login: a farmer logs in before the app's script has run, or
// without it. Here without any script at all.
const farm = farms.loginWithoutScript;

test.describe('login without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a wrong password shows the spec’s text in the page; the right one lands on the portal’s page', async ({ page, company }) => {
    const opened = await page.goto('login');
    expect(opened?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeVisible();
    // The labels and the button as the app's form has them, the company's own login id.
    await page.getByLabel(company.loginFormLabel).fill(farm.ola);
    await page.getByLabel('Passord', { exact: true }).fill('feil-passord');
    await page.getByRole('button', { name: 'Logg inn' }).click();

    await expect(page).toHaveURL(/\/login\?feil=UNAUTHORIZED$/);
    await expect(page.getByRole('alert')).toHaveText(company.id === 'midtnorge' ? 'Feil brukernavn/passord' : 'Feil leverandørnummer/passord');

    await page.getByLabel(company.loginFormLabel).fill(farm.ola);
    await page.getByLabel('Passord', { exact: true }).fill(DEMO_PASSWORD);
    const landed = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/dashboard'));
    await page.getByRole('button', { name: 'Logg inn' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    // The app's page (its shell, which says it needs JavaScript), not a JSON body.
    const dashboard = await landed;
    expect(dashboard.status()).toBe(200);
    expect(dashboard.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.locator('#root')).toHaveCount(1);
    expect(await page.locator('noscript').textContent()).toContain('Slakteweb trenger JavaScript');
    // Logged in as the app would be: the session, and the marker the app reads at its start.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'slakteweb_session')?.httpOnly).toBe(true);
    // A new random tag at each login (core contracts/login-page.ts).
    expect(cookies.find((c) => c.name === 'slakteweb_logged_in')?.value).toMatch(/^[\w-]{16,64}$/);
  });
});

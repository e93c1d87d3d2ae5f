import { expect, expectNoSeriousA11yViolations, test } from '../fixtures.js';
import { login } from './helpers.js';

const SCREENS = [
  ['dashboard', 'Dashboard'],
  ['accountings', 'Avregninger'],
  ['documents', 'Dokumenter'],
  ['statistics', 'Statistikk'],
  ['register-enrolment', 'Innmeldinger'],
  ['registered-enrolments', 'Innmeldinger'],
  ['cattle', 'Mine storfe'],
  ['branding-clothes', 'Profileringsklær'],
  ['return-form', 'Retur'],
  ['test', 'Test'],
] as const;

test('every route shows the layout with its heading and title, without serious a11y violations', async ({ page, company }) => {
  await login(page, company, '10001');
  for (const [route, heading] of SCREENS) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} - Slakteweb`);
    // Everything loaded, so a dialog that comes with the data (the enrolment draft offer) is there.
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  }
  // Unknown routes fall back to the dashboard.
  await page.goto('no-such-page');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the menu follows the company flags, and midtnorge shows breadcrumbs and its footer', async ({ page, company }) => {
  await login(page, company, '10001');
  await page.goto('documents');
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(nav.getByRole('link', { name: 'Avregninger' })).toHaveAttribute(
    'href',
    new RegExp(company.flags.temp_accountings ? '/accountings/temp$' : '/accountings$'),
  );
  await expect(nav.getByRole('link', { name: 'Retur' })).toHaveCount(company.flags.return_form ? 1 : 0);
  await expect(nav.getByRole('link', { name: 'Profileringsklær' })).toHaveCount(company.flags.branding_clothes ? 1 : 0);
  const breadcrumbs = page.getByRole('navigation', { name: 'Brødsmulesti' });
  if (company.flags.breadcrumbs) {
    await expect(breadcrumbs.getByRole('link', { name: 'Hjem' })).toBeVisible();
    for (const line of company.footerLines) await expect(page.getByText(line).first()).toBeVisible();
  } else {
    await expect(breadcrumbs).toHaveCount(0);
  }
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu folds into a button and nothing scrolls sideways', async ({ page, company }) => {
    await login(page, company, '10001');
    const menuButton = page.getByRole('button', { name: 'Meny' });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Dokumenter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumenter' })).toBeVisible();
    for (const route of ['dashboard', 'profile', 'profile/edit', 'profile/change-password', 'register-enrolment']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow on ${route}`).toBeLessThanOrEqual(0);
    }
    await expectNoSeriousA11yViolations(page);
  });
});

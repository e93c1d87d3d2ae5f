import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

// Visiting every screen marks lists read, and the enrolment screen must still offer the demo's
// draft: this spec's own copy of 10001 (farms.ts), whose draft no test here answers.
const farm = farms.layout;

/** Waits until a screen shows what it loads, so the check judges the finished screen. */
type Loaded = (page: Page) => Promise<void>;

// The last deliveries: side by side on a wide screen, a carousel on a phone; either way a kind's heading.
const dashboardLoaded: Loaded = (page) => expect(page.getByRole('region', { name: 'Siste levering', exact: true }).getByRole('heading', { level: 3 }).first()).toBeVisible();
// The draft offer comes with the data, and the a11y check must see it.
const draftOffered: Loaded = (page) => expect(page.getByRole('alertdialog', { name: 'Fortsette på innmeldingen?' })).toBeVisible();
const statisticsLoaded: Loaded = (page) => expect(page.getByRole('region', { name: 'Nøkkeltall' })).toBeVisible();
const cattleLoaded: Loaded = (page) => expect(page.getByRole('region', { name: 'Besetning' })).toBeVisible();
const profileLoaded: Loaded = (page) => expect(page.getByText('Ola Nordmann').first()).toBeVisible();
const profileFormFilled: Loaded = (page) => expect(page.getByLabel('Postnummer')).toHaveValue(/^\d{4}$/);
const passwordForm: Loaded = (page) => expect(page.getByLabel('Nåværende passord')).toBeVisible();

const SCREENS: [route: string, heading: string, loaded: Loaded][] = [
  ['dashboard', 'Oversikt', dashboardLoaded],
  ['accountings', 'Avregninger', (page) => expect(page.getByRole('heading', { level: 2, name: /^Avregning nr / })).toBeVisible()],
  ['documents', 'Dokumenter', (page) => expect(page.getByRole('combobox', { name: 'Velg faktura' })).toBeVisible()],
  ['statistics', 'Statistikk', statisticsLoaded],
  ['register-enrolment', 'Innmeldinger', draftOffered],
  ['registered-enrolments', 'Innmeldinger', (page) => expect(page.getByRole('heading', { level: 2, name: /^Innmelding / })).toBeVisible()],
  ['cattle', 'Mine storfe', cattleLoaded],
  [
    'branding-clothes',
    'Profileringsklær',
    // The shop's button where the company has one (the page opens the shop at once), its help text elsewhere.
    (page) => expect(page.getByRole('button', { name: /^Åpne nettbutikken/ }).or(page.getByText(/^I nettbutikken for profileringsklær/)).first()).toBeVisible(),
  ],
  ['return-form', 'Retur', (page) => expect(page.getByText(/^Skal du ha kjøtt eller skinn i retur/)).toBeVisible()],
  ['test', 'Test', (page) => expect(page.getByRole('img', { name: 'Kassasjon per sykdom' })).toBeVisible()],
];

test('every route shows the layout with its heading and title, without serious a11y violations', async ({ page, company }) => {
  // Ten screens, each with an accessibility check.
  test.setTimeout(120_000);
  // Where the company has a shop, its page opens it in a new tab: close that tab, so this page stays
  // in front (a page behind another tab gets no animation frames, and the checks wait for those).
  page.on('popup', (tab) => void tab.close());
  await login(page, company, farm.ola);
  for (const [route, heading, loaded] of SCREENS) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} - Slakteweb`);
    await loaded(page);
    await expectNoSeriousA11yViolations(page);
  }
  // An unknown address says so, keeps the address, and offers the way back.
  await page.goto('no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Fant ikke siden' })).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Gå til forsiden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dashboardLoaded(page);
});

test('the menu follows the company flags, and midtnorge shows breadcrumbs and its footer', async ({ page, company }) => {
  await login(page, company, farm.ola);
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

test('on a laptop the menu is one row; every page has the contact, the footer links and Min konto', async ({ page, company }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, company, farm.ola);
  for (const route of ['dashboard', 'documents', 'statistics']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('listitem');
    const tops = await links.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, `menu rows on ${route}`).toBe(1);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: company.support.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(footer.getByRole('link', { name: company.support.email })).toHaveAttribute('href', `mailto:${company.support.email}`);
    await expect(page.getByRole('navigation', { name: 'Min konto' }).getByRole('link', { name: 'Min konto' })).toBeVisible();
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tilgjengelighetserklæring' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tilgjengelighetserklæring' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Personvern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personvern' })).toBeVisible();
});

test('prints a settlement and the statistics without the menus, header and bottom bar, every animal table whole', async ({ page, company }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, company, farm.ola);
  await page.goto('accountings');
  await expect(page.getByRole('heading', { level: 2, name: /^Avregning nr / })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Min konto' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: /^Avregning nr / })).toBeVisible();
  // Groups not opened on the screen print their animals too, as tables not cut at the side.
  const tables = page.getByRole('table', { includeHidden: true });
  const count = await tables.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(tables.nth(i)).toBeVisible();
    const cut = await tables.nth(i).evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
    expect(cut).toBeLessThanOrEqual(0);
  }
  await page.emulateMedia({ media: 'screen' });
  await page.goto('statistics');
  await statisticsLoaded(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistikk' })).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu folds into a button and nothing scrolls sideways', async ({ page, company }) => {
    await login(page, company, farm.ola);
    const menuButton = page.getByRole('button', { name: 'Meny' });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Dokumenter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumenter' })).toBeVisible();
    const screens: [route: string, loaded: Loaded][] = [
      ['dashboard', dashboardLoaded],
      ['profile', profileLoaded],
      ['profile/edit', profileFormFilled],
      ['profile/change-password', passwordForm],
      ['register-enrolment', draftOffered],
    ];
    for (const [route, loaded] of screens) {
      await page.goto(route);
      await loaded(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow on ${route}`).toBeLessThanOrEqual(0);
    }
    await expectNoSeriousA11yViolations(page);
  });
});

// The old-browser notice (spec §2): the old EdgeHTML Edge knows ES modules, so only a script that
// runs in every browser can tell its users; other browsers get nothing.
test('the old-browser notice: shown to the old Edge, not to a browser of today', async ({ browser, baseURL }) => {
  const text = 'Nettleseren din er utdatert, og portalen vil ikke fungere som den skal.';
  const oldEdge = await browser.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
  });
  // It cannot run the portal's module bundle (newer syntax): here the bundle never comes.
  await oldEdge.route('**/assets/index-*.js', (route) => route.abort());
  const old = await oldEdge.newPage();
  await old.goto('login');
  await expect(old.getByRole('alert').filter({ hasText: text })).toBeVisible();
  await oldEdge.close();

  const today = await browser.newContext({ baseURL });
  const page = await today.newPage();
  await page.goto('login');
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  await today.close();
});

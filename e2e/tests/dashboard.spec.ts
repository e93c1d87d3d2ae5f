import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  allDocuments,
  badgeText,
  countNewSince,
  type Company,
  documentsResponseSchema,
  lastReadResponseSchema,
  postedSlaughtersListResponseSchema,
  registeredEnrolmentUnreadResponseSchema,
} from '@slakteweb/core';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

// The badges count what 10001 has not opened yet, and the tests open those lists: this spec's own
// copy of 10001. 10003 and the superuser only look at the dashboard (farms.ts).
const farm = farms.dashboard;

const tiles = (page: Page) => page.getByRole('region', { name: 'Snarveier' });

/** The tile labels this user should see, in order (spec §2 Dashboard). */
function expectedTiles(company: Company, user: { cattle: boolean; superuser: boolean }): string[] {
  return [
    'Innmelding',
    'Avregninger',
    'Dokumenter',
    ...(user.cattle ? ['Mine storfe'] : []),
    'Statistikk',
    'Priser',
    ...(company.flags.branding_clothes ? ['Profileringsklær'] : []),
    ...(company.flags.return_form ? ['Retur'] : []),
    ...(company.flags.prognosisRegistration && user.superuser ? ['Oppdatering av prognose'] : []),
  ];
}

/** The tiles' visible labels (the badge and the screen-reader count left out). */
async function tileLabels(page: Page): Promise<string[]> {
  const labels = tiles(page).getByRole('listitem').locator('a, button').locator('> span:nth-child(2)');
  await expect(labels.first()).toBeVisible();
  return labels.allTextContents();
}

async function getJson<T>(request: APIRequestContext, path: string, schema: { parse: (v: unknown) => T }): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return schema.parse(await response.json());
}

/**
 * What a tile's badge should say for `count`, '9+' above nine. The tile's name is what it shows,
 * its label and the badge (WCAG 2.5.3 Label in Name); the whole number is its description.
 */
async function expectBadge(tile: Locator, label: string, count: number): Promise<void> {
  if (count === 0) {
    await expect(tile).toHaveAccessibleName(label);
    await expect(tile).toHaveText(label);
    await expect(tile).not.toHaveAttribute('aria-describedby');
  } else {
    await expect(tile).toHaveAccessibleName(`${label} ${badgeText(count)}`);
    await expect(tile).toHaveAccessibleDescription(`${count} nye`);
    await expect(tile).toContainText(badgeText(count));
  }
}

test.describe('dashboard', () => {
  test('10001: balance, last settlement, every tile with its condition, no a11y violations', async ({ page, company }) => {
    await login(page, company, farm.ola);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oversikt' })).toBeVisible();
    await expect(page).toHaveTitle('Oversikt - Slakteweb');

    await expect(page.getByText('Saldo hittil i år')).toBeVisible();
    await expect(page.getByText('Saldo hittil i år').locator('xpath=following-sibling::dd[1]')).toHaveText(/^−?[\d ]+,\d{2} kr$/);
    await expect(page.getByText('Debet totalt')).toHaveCount(company.flags.debit_total_in_dashboard ? 1 : 0);
    await expect(page.getByText('Siste avregning').locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    // Its kind, and whether it is temporary: 10001's newest is a temporary cattle settlement where temporary ones show.
    await expect(page.getByText('Siste avregning').locator('xpath=following-sibling::dd[2]')).toHaveText(
      company.flags.temp_accountings ? 'Storfe, midlertidig avregning' : /^(Gris|Sau og lam|Storfe)(, (sau og lam|storfe))*$/,
    );
    await expect(page.getByRole('link', { name: 'Se kontoutdrag i Dokumenter' })).toHaveAttribute('href', /\/documents$/);

    expect(await tileLabels(page)).toEqual(expectedTiles(company, { cattle: true, superuser: false }));
    await expect(tiles(page).getByRole('link', { name: 'Mine storfe' })).toHaveAttribute('href', /\/cattle$/);
    await expect(tiles(page).getByRole('link', { name: /^Avregninger/ })).toHaveAttribute(
      'href',
      company.flags.temp_accountings ? /\/accountings\/temp$/ : /\/accountings$/,
    );
    await expect(tiles(page).getByRole('button', { name: 'Oppdatering av prognose' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Se detaljer om siste avregning' }).click();
    await expect(page).toHaveURL(company.flags.temp_accountings ? /\/accountings\/temp$/ : /\/accountings$/);
    // The newest, which the temporary list opens on.
    await expect(page.getByRole('heading', { level: 2, name: company.flags.temp_accountings ? /^Midlertidig avregning \d{2}\.\d{2}\.\d{4}/ : /^Avregning nr / })).toBeVisible();
  });

  test('10003 (sheep only) has no Mine storfe tile and one slide', async ({ page, company }) => {
    await login(page, company, farm.per);
    expect(await tileLabels(page)).toEqual(expectedTiles(company, { cattle: false, superuser: false }));
    await expect(tiles(page).getByRole('link', { name: 'Mine storfe' })).toHaveCount(0);
    // One kind: the slide alone, nothing to swipe.
    await expect(page.getByRole('heading', { level: 3, name: 'Sau og lam' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neste' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('staff acting for nobody land on Kundestøtte; from there they see a farm’s dashboard, with Oppdatering av prognose where the company has prognosis, and end with the banner’s button', async ({ page, company }) => {
    await login(page, company, farm.staff);
    await expect(page.getByRole('heading', { level: 1, name: 'Kundestøtte' })).toBeVisible();
    await expect(page.getByText('Saldo hittil i år')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const tool = page.getByRole('region', { name: 'Se portalen som en annen bruker' });
    await tool.getByLabel(company.loginIdLabel).fill(farm.per);
    await tool.getByRole('button', { name: 'Se portalen som denne brukeren' }).click();
    // The page reloads after two seconds as 10003's copy, the banner naming the farmer.
    await expect(page.getByText(new RegExp(`^Du ser portalen som .+ \\(${farm.per}\\)$`))).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Oversikt' })).toBeVisible();
    if (company.flags.prognosisRegistration) await expect(tiles(page).getByRole('button', { name: 'Oppdatering av prognose' })).toBeVisible();
    expect(await tileLabels(page)).toEqual(expectedTiles(company, { cattle: false, superuser: true }));
    if (company.flags.prognosisRegistration) {
      await tiles(page).getByRole('button', { name: 'Oppdatering av prognose' }).click();
      const dialog = page.getByRole('dialog', { name: 'Registrering av prognose' });
      await expect(dialog.getByRole('group').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(tiles(page).getByRole('button', { name: 'Oppdatering av prognose' })).toBeFocused();
    }

    await page.getByRole('button', { name: 'Avslutt og se portalen som deg selv' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kundestøtte' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^Du ser portalen som /)).toHaveCount(0);
  });

  test('badges count new enrolments, posted settlements and documents, and drop once those pages are opened', async ({ page, company }) => {
    await login(page, company, farm.ola);
    const [enrolmentsUnread, posted, postedRead, documents, documentsRead] = await Promise.all([
      getJson(page.request, 'api/registered_enrolment_unread', registeredEnrolmentUnreadResponseSchema),
      getJson(page.request, 'api/posted_slaughters_list', postedSlaughtersListResponseSchema),
      getJson(page.request, 'api/hasread/accountings-posted/notification', lastReadResponseSchema),
      getJson(page.request, 'api/documents', documentsResponseSchema),
      getJson(page.request, 'api/hasread/documents/notification', lastReadResponseSchema),
    ]);
    const newPosted = countNewSince(posted.posted_slaughters_list, postedRead.timestamp);
    const newDocuments = countNewSince(allDocuments(documents), documentsRead.timestamp);

    const settlementsTile = tiles(page).getByRole('link', { name: /^Avregninger/ });
    const documentsTile = tiles(page).getByRole('link', { name: /^Dokumenter/ });
    expect(enrolmentsUnread.count).toBeGreaterThan(0);
    await expectBadge(tiles(page).getByRole('link', { name: /^Innmelding/ }), 'Innmelding', enrolmentsUnread.count);
    await expectBadge(settlementsTile, 'Avregninger', newPosted);
    await expectBadge(documentsTile, 'Dokumenter', newDocuments);

    await documentsTile.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumenter' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bokførte faktura' })).toBeVisible();
    await page.goto('accountings');
    await expect(page.getByRole('heading', { level: 2, name: /^Avregning nr / })).toBeVisible();
    await page.goto('registered-enrolments');
    await expect(page.getByRole('heading', { level: 1, name: 'Innmeldinger' })).toBeVisible();
    await expect.poll(async () => (await getJson(page.request, 'api/registered_enrolment_unread', registeredEnrolmentUnreadResponseSchema)).count).toBe(0);
    await page.goto('dashboard');
    await expectBadge(tiles(page).getByRole('link', { name: /^Innmelding/ }), 'Innmelding', 0);
    await expectBadge(tiles(page).getByRole('link', { name: /^Avregninger/ }), 'Avregninger', 0);
    await expectBadge(tiles(page).getByRole('link', { name: /^Dokumenter/ }), 'Dokumenter', 0);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the last-delivery carousel swipes and works with the keyboard; nothing scrolls sideways', async ({ page, company }) => {
      await login(page, company, farm.ola);
      const carousel = page.getByRole('region', { name: 'Siste levering per dyreslag' });
      const current = carousel.getByRole('group');
      await expect(current).toHaveAccessibleName('1 av 3: Gris');
      await carousel.scrollIntoViewIfNeeded();
      await expect(current.getByRole('heading', { name: 'Gris' })).toBeInViewport();
      // The swipe comes with its own small download, after the slides: wait until it is there.
      await expect(carousel.locator('[data-swipe="ready"]')).toHaveCount(1);

      // Swipe left with a drag over the slide.
      const box = await current.boundingBox();
      if (!box) throw new Error('no slide box');
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.8, y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + box.width * (0.8 - 0.075 * step), y);
      await page.mouse.up();
      await expect(current).toHaveAccessibleName('2 av 3: Sau og lam');
      await expect(carousel.getByRole('heading', { name: 'Sau og lam' })).toBeInViewport();
      await expect(carousel.getByRole('button', { name: 'Vis Sau og lam' })).toHaveAttribute('aria-current', 'true');

      // And back with a swipe to the right.
      await page.mouse.move(box.x + box.width * 0.2, y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + box.width * (0.2 + 0.075 * step), y);
      await page.mouse.up();
      await expect(current).toHaveAccessibleName('1 av 3: Gris');

      // Keyboard: from 'Neste', arrow keys move between the slides.
      await carousel.getByRole('button', { name: 'Neste' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(current).toHaveAccessibleName('2 av 3: Sau og lam');
      await page.keyboard.press('End');
      await expect(current).toHaveAccessibleName('3 av 3: Storfe');
      await expect(carousel.getByRole('heading', { name: 'Storfe' })).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(current).toHaveAccessibleName('3 av 3: Storfe');
      await carousel.getByRole('button', { name: 'Vis Gris' }).click();
      await expect(current).toHaveAccessibleName('1 av 3: Gris');

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  });

  test.describe('on a 1280 px screen', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('tiles sit four in a row and nothing scrolls sideways', async ({ page, company }) => {
      await login(page, company, farm.ola);
      // Once every tile is in (Mine storfe waits for has_cattle).
      await expect(tiles(page).getByRole('link', { name: 'Mine storfe' })).toBeVisible();
      const items = tiles(page).getByRole('listitem');
      await expect(async () => {
        const [first, fourth, fifth] = await Promise.all([0, 3, 4].map((i) => items.nth(i).boundingBox()));
        expect(first && fourth && Math.abs(first.y - fourth.y), 'tiles 1 and 4 on one row').toBeLessThan(2);
        expect(first && fifth && fifth.y - first.y, 'tile 5 on the next row').toBeGreaterThan(50);
      }).toPass();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
});

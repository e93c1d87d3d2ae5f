import type { Page, TestInfo } from '@playwright/test';
import { formatDate, type MyCattle, myCattleResponseSchema, padCattleId } from '@slakteweb/core';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

// Mine storfe reads only: the demo accounts themselves (farms.ts).
const farm = farms.cattle;

const animals = (page: Page) => page.getByRole('region', { name: 'Dyrene' });
const cards = (page: Page) => animals(page).getByRole('button', { name: /^Individnr \d{5}/ });

async function herd(page: Page): Promise<MyCattle> {
  const response = await page.request.get('api/my_cattle');
  expect(response.status()).toBe(200);
  return myCattleResponseSchema.parse(await response.json()).my_cattle;
}

/** The ids on the cards shown, in order. */
async function shownIds(page: Page): Promise<string[]> {
  return (await cards(page).allTextContents()).map((text) => /Individnr (\d{5})/.exec(text)?.[1] ?? text);
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

test.describe('Mine storfe', () => {
  test('the stock per cattle type, search by breed and by birthdate, a card with its breeds', async ({ page, company }, testInfo) => {
    await login(page, company, farm.ola);
    await page.goto('cattle');
    await expect(page.getByRole('heading', { level: 1, name: 'Mine storfe' })).toBeVisible();
    await expect(page).toHaveTitle('Mine storfe - Slakteweb');
    const { stock, animals: all } = await herd(page);

    const overview = page.getByRole('region', { name: 'Besetning' });
    await expect(overview.getByRole('listitem')).toHaveText(stock.map((s) => `${s.cattle_type}${s.count}`));
    await expect(overview.getByText(`Totalt ${all.length} dyr`)).toBeVisible();
    expect(await shownIds(page)).toEqual(all.map((a) => padCattleId(a.individual_no)));
    await expectNoSeriousA11yViolations(page);

    // By breed: every animal with some Hereford, and nothing else.
    const search = page.getByRole('searchbox', { name: 'Søk' });
    await search.fill('Hereford');
    const hereford = all.filter((a) => a.breeds.some((b) => b.name === 'Hereford'));
    expect(hereford.length).toBeGreaterThan(1);
    await expect(animals(page).getByRole('status')).toHaveText(`Viser ${hereford.length} av ${all.length} dyr`);
    expect(await shownIds(page)).toEqual(hereford.map((a) => padCattleId(a.individual_no)));

    // By birthdate, as dd.MM.yyyy.
    const oldest = [...all].sort((a, b) => a.birthdate.localeCompare(b.birthdate))[0]!;
    await search.fill(formatDate(oldest.birthdate));
    await expect(cards(page)).toHaveCount(all.filter((a) => a.birthdate === oldest.birthdate || a.veal_date === oldest.birthdate).length);
    await expect(cards(page).first()).toContainText(`Individnr ${padCattleId(oldest.individual_no)}`);

    // The card opens on its breeds and shares.
    await cards(page).first().click();
    await expect(cards(page).first()).toHaveAttribute('aria-expanded', 'true');
    const breeds = cards(page).first().locator('xpath=ancestor::li[1]').getByRole('listitem');
    await expect(breeds).toHaveText(oldest.breeds.map((b) => new RegExp(`^${b.name}\\s*${b.perc} %$`)));
    await expect(animals(page).getByText('Morsmerke').locator('xpath=following-sibling::dd[1]')).toHaveText(padCattleId(oldest.mothers_mark));
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'cattle-card');

    // By mother's mark and individual number, digits only.
    const calf = all.find((a) => a.cattle_type === 'Oksekalv')!;
    await search.fill(`${padCattleId(calf.mothers_mark)}${padCattleId(calf.individual_no)}`);
    expect(await shownIds(page)).toEqual([padCattleId(calf.individual_no)]);
  });

  test('10003 has no cattle: no menu entry, and /cattle goes to the start page', async ({ page, company }) => {
    await login(page, company, farm.per);
    await page.goto('cattle');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('nothing scrolls sideways, with a card open', async ({ page, company }, testInfo) => {
      await login(page, company, farm.ola);
      await page.goto('cattle');
      await cards(page).nth(2).click();
      await expect(cards(page).nth(2)).toHaveAttribute('aria-expanded', 'true');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'cattle-phone');
    });
  });
});

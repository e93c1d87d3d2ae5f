import type { Page } from '@playwright/test';
import { formatAmount, formatKr, priceCalculatorResponseSchema, pricePathResponseSchema } from '@slakteweb/core';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

// Opening the settlement detail marks it read: this spec's own copy of 10001 (farms.ts).
const farm = farms.prices;

/** Opens the newest posted settlement's first group and the first animal's explanation. */
async function openExplanation(page: Page): Promise<void> {
  await page.goto('accountings');
  await expect(page.getByRole('heading', { level: 2, name: /^Avregning nr / })).toBeVisible();
  await page.locator('h3 > button[aria-expanded]').first().click();
  const toggle = page.getByRole('button', { name: /^Slik ble prisen regnet ut for individnr / }).first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: /^Slik ble prisen regnet ut for individnr / }).first();
  await expect(panel.getByRole('listitem').first()).toHaveText(/^Notering: \d+,\d{2} kr\/kg$/);
  await expect(panel).toContainText(/Pris: \d+,\d{2} kr\/kg\. Beløp: [\d  ]+,\d{2} kr\./);
}

test.describe('prices', () => {
  test('the list in force, the price path drawn, and the calculator answering as the API does', async ({ page, company }) => {
    await login(page, company, farm.ola);
    await page.goto('priser');
    await expect(page.getByRole('heading', { level: 1, name: 'Priser' })).toBeVisible();
    // This week is the browser's: the screen says which.
    const [, WEEK, YEAR] = /uke (\d+) (\d{4})/.exec((await page.getByText(/^Prislistene som gjelder i uke/).textContent()) ?? '') ?? [];
    expect(WEEK).toBeDefined();
    await page.getByRole('combobox', { name: 'Kategori' }).selectOption('Slaktegris');
    await expect(page.getByRole('heading', { name: 'Prisliste for Slaktegris' })).toBeVisible();
    await expect(page.getByText(/^Kjøttprosent: grunnlaget er/)).toBeVisible();

    await page.getByRole('combobox', { name: 'Dyreslag' }).selectOption({ label: 'Sau' });
    await expect(page.getByRole('heading', { name: 'Prisliste for Lam' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tillegg og trekk per klasse' })).toBeVisible();
    await expect(page.getByText(new RegExp(`^Lam, klasse R, fettgruppe 3: \\d+,\\d{2} kr/kg i uke ${WEEK}$`))).toBeVisible();

    // 'Pris per uke' for another class and fat group: this week's price as the API reckons it.
    await page.getByRole('combobox', { name: 'Klasse' }).selectOption('U');
    await page.getByRole('combobox', { name: 'Fettgruppe' }).selectOption('4');
    const thisWeek = `${YEAR}-W${WEEK!.padStart(2, '0')}`;
    const path = pricePathResponseSchema.parse(await (await page.request.get(`api/price_path/sheep/Lam?from=${thisWeek}&to=${thisWeek}&class=U&fat_group=4`)).json());
    const [week] = path.weeks;
    expect(week!.kr_per_kg).not.toBeNull();
    await expect(page.getByText(`Lam, klasse U, fettgruppe 4: ${formatAmount(week!.kr_per_kg!)} kr/kg i uke ${WEEK}`)).toBeVisible();

    // The path drawn: a canvas with something on it, and the same weeks as a table.
    const chart = page.getByRole('img', { name: 'Lam, klasse U, fettgruppe 4 (kr/kg)' });
    await expect(chart).toBeVisible();
    await expect.poll(() => chart.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL().length)).toBeGreaterThan(5_000);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Tabell' }).click();
    await expect(page.getByRole('table', { name: 'Pris per uke for Lam, klasse U, fettgruppe 4' })).toBeVisible();
    await expect(page.getByRole('row', { name: `Uke ${WEEK} (denne uken) ${formatAmount(week!.base_kr_per_kg!)} ${formatAmount(week!.kr_per_kg!)}` })).toBeVisible();

    // 'Hva får jeg?' answers what the API answers.
    await page.getByRole('navigation', { name: 'Priser' }).getByRole('link', { name: 'Hva får jeg?' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Hva får jeg?' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Dyreslag' }).selectOption({ label: 'Sau' });
    await page.getByRole('combobox', { name: 'Kategori' }).selectOption('Lam');
    await page.getByRole('textbox', { name: 'Slaktevekt (kg)' }).fill('20');
    await page.getByRole('combobox', { name: 'Klasse' }).selectOption('R');
    await page.getByRole('combobox', { name: 'Fettgruppe' }).selectOption('3');
    await page.getByRole('button', { name: 'Regn ut' }).click();
    const api = priceCalculatorResponseSchema.parse(
      await (await page.request.post('api/price_calculator', { data: { kind: 'sheep', category: 'Lam', weight_kg: 20, class: 'R', fat_group: '3', year: Number(YEAR), week: Number(WEEK) } })).json(),
    );
    await expect(page.getByText(`Lam, 20 kg i uke ${WEEK} ${YEAR}: ${formatAmount(api.kr_per_kg)} kr/kg, ${formatKr(api.amount_kr)} per dyr`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Slik regnes prisen ut' }).getByRole('listitem')).toHaveText(api.lines.map((l) => l.label));
    await expectNoSeriousA11yViolations(page);

    // A field left empty is said at the field.
    await page.getByRole('textbox', { name: 'Slaktevekt (kg)' }).fill('');
    await page.getByRole('button', { name: 'Regn ut' }).click();
    await expect(page.getByRole('textbox', { name: 'Slaktevekt (kg)' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Slaktevekt (kg)' })).toBeFocused();
  });

  test('an animal’s price explained in the settlement detail on a laptop, and the group at other weights', async ({ page, company }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, company, farm.ola);
    await openExplanation(page);
    const whatIf = page.getByRole('region', { name: 'Hva om dyrene hadde veid …' }).first();
    await whatIf.getByRole('button', { name: /^Regn ut for / }).click();
    await expect(whatIf.getByRole('status')).toHaveText(/^Med 2 kg mer per dyr hadde \d+ dyr gitt /);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the explanation opens in an animal’s card; Priser does not scroll sideways', async ({ page, company }) => {
      await login(page, company, farm.ola);
      await openExplanation(page);
      await page.goto('priser');
      await expect(page.getByRole('heading', { name: /^Prisliste for / })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
    });
  });
});

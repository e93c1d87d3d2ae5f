import type { Page, TestInfo } from '@playwright/test';
import {
  animalKindsWithStatsResponseSchema,
  type FarmerStatistics,
  farmerStatisticsResponseSchema,
  formatNumber,
  formatStatisticsNumber,
  formatStatisticsPercent,
  isComparison,
} from '@slakteweb/core';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

// The statistics screen reads only: the demo accounts themselves (farms.ts).
const farm = farms.statistics;

const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const keyFigures = (page: Page) => page.getByRole('region', { name: 'Nøkkeltall' });
/** A tile's value by its name. */
const tile = (page: Page, label: string) => keyFigures(page).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function figures(page: Page, path: string): Promise<FarmerStatistics> {
  const response = await page.request.get(`api/farmer_statistics/${path}`);
  expect(response.status(), path).toBe(200);
  const answer = farmerStatisticsResponseSchema.parse(await response.json()).farmer_statistics;
  if (isComparison(answer)) throw new Error('expected one set of figures');
  return answer;
}

/** A screenshot to look at, in the test's output folder (kept in test-results). */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

test.describe('statistics', () => {
  test('frame, kind and subkind; tiles as the API has them; Vis mer; Graf and Tabell; no a11y violations', async ({ page, company }, testInfo) => {
    await login(page, company, farm.ola);
    await page.goto('statistics');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistikk' })).toBeVisible();
    await expect(page).toHaveTitle('Statistikk - Slakteweb');

    // Opens on the last settlement, on its first kind, all types.
    const kinds = animalKindsWithStatsResponseSchema.parse(await (await page.request.get('api/farmer_statistics/animal_kinds_with_stats')).json());
    const last = kinds.animal_kinds_with_stats['last-settlement'];
    await expect(select(page, 'Vis statistikk')).toHaveValue('last-settlement');
    await expect(select(page, 'for')).toHaveValue(last.kinds_with_stats[0]!);
    await expect(select(page, 'av type')).toHaveValue('all');
    await expect(keyFigures(page).getByText(/^Avregning \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'statistics-last-settlement');

    // Another kind and type, then a new frame: kind and subkind back to the first with slaughters.
    await select(page, 'Vis statistikk').selectOption('all-time');
    await select(page, 'for').selectOption('pigs');
    await select(page, 'av type').selectOption('Purke');
    await expect(keyFigures(page).getByText(/^Alle avregninger til og med \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    const sows = await figures(page, 'all-time/pigs/Purke');
    await expect(tile(page, 'Antall dyr')).toHaveText(formatNumber(sows.count, 0));
    await select(page, 'Vis statistikk').selectOption('this-year');
    await expect(select(page, 'for')).toHaveValue('pigs');
    await expect(select(page, 'av type')).toHaveValue('Slaktegris');
    await select(page, 'av type').selectOption('all');

    // This year's pigs, as the API answers them, in Norwegian formats; the period from 1 January.
    const pigs = await figures(page, 'this-year/pigs/all');
    await expect(keyFigures(page).getByText(/^01\.01\.2026–\d{2}\.\d{2}\.2026$/)).toBeVisible();
    await expect(tile(page, 'Antall dyr')).toHaveText(formatNumber(pigs.count, 0));
    // Every value to the hundredth (spec §9).
    await expect(tile(page, 'Snittvekt')).toHaveText(formatStatisticsNumber(pigs.weight_kg_avg!, 'kg'));
    await expect(tile(page, 'Totalvekt')).toHaveText(formatStatisticsNumber(pigs.weight_kg_tot, 'kg'));
    await expect(tile(page, 'Snitt kjøttprosent')).toHaveText(formatStatisticsPercent(pigs.meat_percent_avg!));
    const discards = page.getByRole('region', { name: 'Kassasjon' });
    await expect(discards.getByText('Delkassert').locator('xpath=following-sibling::dd[1]')).toHaveText(
      `${pigs.partially_discarded.count} dyr${formatStatisticsPercent(pigs.partially_discarded.percentage)}`,
    );

    // Vis mer: the slaughterhouse beside the farm, with the difference; Lukk closes it.
    await page.getByRole('button', { name: 'Vis mer' }).click();
    const vendor = page.getByRole('region', { name: 'Sammenlignet med slakteriets snitt' });
    await expect(vendor).toBeVisible();
    await expect(vendor.getByText(formatStatisticsNumber(pigs.weight_kg_avg_pr_vendor!, 'kg'))).toBeVisible();
    await expect(vendor.getByText(/(over|under) slakteriets snitt|Likt med slakteriets snitt/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lukk' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'statistics-vis-mer');
    await page.getByRole('button', { name: 'Lukk' }).click();
    await expect(vendor).toHaveCount(0);

    // Diseases: the chart, then the table with the API's counts and shares.
    const diseases = page.getByRole('region', { name: 'Sykdommer' });
    await expect(diseases.getByRole('img', { name: 'Andel dyr med sykdom' })).toBeVisible();
    await diseases.getByRole('button', { name: 'Tabell' }).click();
    await expect(diseases.getByRole('button', { name: 'Tabell' })).toHaveAttribute('aria-pressed', 'true');
    const rows = diseases.getByRole('table', { name: 'Sykdommer' }).getByRole('row');
    await expect(rows).toHaveCount(pigs.diseases.length + 1);
    const first = pigs.diseases[0]!;
    await expect(rows.nth(1)).toHaveText(`${first.name}${first.count} (${formatStatisticsPercent(first.percentage)})`);
    await expectNoSeriousA11yViolations(page);
    await diseases.getByRole('button', { name: 'Graf' }).click();
    await expect(diseases.getByRole('img', { name: 'Andel dyr med sykdom' })).toBeVisible();
    // The graph prints: drawn into an image before printing, shown by print instead of the canvas.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    const printed = diseases.locator('figure img');
    await expect(printed).toBeVisible();
    await expect(printed).toHaveAttribute('src', /^data:image\/png;base64,.{1000}/);
    await expect(diseases.getByRole('img', { name: 'Andel dyr med sykdom' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // This year beside last year, for cattle: class and fat group.
    await select(page, 'Vis statistikk').selectOption('compare-this-last-year');
    await select(page, 'for').selectOption('cattle');
    await expect(tile(page, 'Snitt klasse')).toContainText(/I år\s*[EUROP][+-]?\s*I fjor\s*[EUROP][+-]?/);
    await expect(keyFigures(page).getByText(/^I fjor: 01\.01\.2025–\d{2}\.\d{2}\.2025$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'statistics-compare');
  });

  test('10003 has sheep only, and their figures', async ({ page, company }) => {
    await login(page, company, farm.per);
    await page.goto('statistics');
    await select(page, 'Vis statistikk').selectOption('all-time');
    await expect(select(page, 'for').getByRole('option')).toHaveText(['Sau og lam']);
    await expect(select(page, 'av type').getByRole('option')).toHaveText(['Alle typer', 'Lam', 'Sau']);
    // A new frame starts on its first type with slaughters (spec §4); then all types.
    await expect(select(page, 'av type')).toHaveValue('Lam');
    await select(page, 'av type').selectOption('all');
    const sheep = await figures(page, 'all-time/sheep/all');
    await expect(tile(page, 'Antall dyr')).toHaveText(formatNumber(sheep.count, 0));
    await expect(tile(page, 'Snitt klasse')).toHaveText(sheep.classification_avg!);
    await expect(tile(page, 'Snitt fettgruppe')).toHaveText(sheep.fat_group_avg!);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('nothing scrolls sideways, with Vis mer open and the table shown', async ({ page, company }, testInfo) => {
      await login(page, company, farm.ola);
      await page.goto('statistics');
      await select(page, 'Vis statistikk').selectOption('compare-this-last-year');
      await expect(keyFigures(page)).toBeVisible();
      await page.getByRole('button', { name: 'Vis mer' }).click();
      await page.getByRole('region', { name: 'Sykdommer' }).getByRole('button', { name: 'Tabell' }).click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
      // 'Hvor står gården': every finding's bands in view, none cut off in a box that scrolls sideways.
      const benchmark = page.getByRole('region', { name: 'Hvor står gården' });
      const findings = benchmark.getByRole('list', { name: 'Funn per 100 dyr, gården mot andre produsenter' });
      await expect(findings.getByRole('listitem').first()).toContainText('Beste 10 %');
      const cutOff = await benchmark.evaluate((region) =>
        [region, ...region.querySelectorAll('*')].filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible').length,
      );
      expect(cutOff, 'boxes scrolling sideways in Hvor står gården').toBe(0);
      const widest = await benchmark.evaluate((region) => Math.max(...[...region.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right)));
      expect(widest, 'rightmost edge in Hvor står gården').toBeLessThanOrEqual(375);
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'statistics-phone');
    });
  });
});

import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { ANIMAL_GROUP_LABEL, type HealthBenchmark, healthBenchmarkResponseSchema } from '@slakteweb/core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

// 'Helserapport' reads only: the demo account 10001 itself (farms.ts), its pigs this year.
const farm = farms.statistics;

async function benchmark(page: Page): Promise<HealthBenchmark> {
  const response = await page.request.get('api/health_benchmark/this-year/pigs');
  expect(response.status()).toBe(200);
  return healthBenchmarkResponseSchema.parse(await response.json()).health_benchmark;
}

/** A PDF's text, pages joined and white space made single, as the server's PDF tests read it. */
async function pdfText(body: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(body), verbosity: 0, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n').replace(/\s+/g, ' ');
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

/**
 * From 'Hvor står gården' on the statistics screen to the page to print: its heading names the
 * kind and period, every finding of the API's answer is in it, the enrolments' declarations have
 * their heading, nothing scrolls sideways; then the PDF is downloaded and holds the same findings.
 */
async function reportTour(page: Page, testInfo: TestInfo, company: Parameters<typeof login>[1], width: number): Promise<void> {
  await login(page, company, farm.ola);
  await page.goto('statistics');
  const section = page.getByRole('region', { name: 'Hvor står gården' });
  await section.getByRole('link', { name: 'Helserapport for utskrift' }).click();
  await expect(page).toHaveURL(/\/statistics\/health-report\?/);
  const heading = `Helserapport – ${ANIMAL_GROUP_LABEL.pigs}, i år`;
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle('Helserapport - Slakteweb');

  const figures = await benchmark(page);
  expect(figures.findings.length, 'findings for 10001 pigs this year').toBeGreaterThan(0);
  const main = page.getByRole('main');
  for (const finding of figures.findings) await expect(main.getByText(finding.name, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Helseavvik meldt ved innmelding' })).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'health-report');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Last ned som PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const body = fs.readFileSync(await download.path());
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(body);
  expect(text).toContain(`Helserapport – ${ANIMAL_GROUP_LABEL.pigs}`);
  for (const finding of figures.findings) expect(text, finding.name).toContain(finding.name);
}

test.describe('Helserapport', () => {
  test('from the statistics screen to the page to print and the PDF, on a laptop', async ({ page, company }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await reportTour(page, testInfo, company, 1280);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the same, with nothing scrolling sideways', async ({ page, company }, testInfo) => {
      await reportTour(page, testInfo, company, 375);
    });
  });
});

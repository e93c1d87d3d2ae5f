import type { Page, TestInfo } from '@playwright/test';
import { caseExportResponseSchema, importResponseSchema } from '@slakteweb/core';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

// A question about a carcass ('Spør om dette dyret'): asked from a settlement's animal, read and
// answered by the cooperative through its integration routes, and seen in 'Mine henvendelser'.
// Questions count towards the farm's daily limit: this spec's own copy of 10001 (farms.ts).
const farm = farms.cases;

/** A screenshot to look at, in the test's output folder (kept in test-results). */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
}

test('a question about an animal: asked, answered by the cooperative, and seen in Mine henvendelser', async ({ page, company, cooperative }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, company, farm.ola);
  await page.goto('accountings');
  await expect(page.getByRole('heading', { level: 2, name: /^Avregning nr / })).toBeVisible();

  // The first group's first animal.
  const group = page.locator('h3 > button[aria-expanded]').first();
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const ask = page.getByRole('button', { name: /^Spør om dette dyret \(individnr / }).first();
  const individualNo = /individnr (\S+)\)/.exec((await ask.getAttribute('aria-label')) ?? (await ask.textContent()) ?? '')?.[1] ?? '';
  await ask.click();

  const dialog = page.getByRole('dialog', { name: 'Spør om dette dyret' });
  await expect(dialog.getByRole('region', { name: 'Dette følger med spørsmålet' })).toContainText('Avregning');
  // Nothing chosen: the press says what is missing.
  await dialog.getByRole('button', { name: 'Send spørsmålet' }).click();
  await expect(dialog.getByText('Velg hva spørsmålet gjelder')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Klassifisering' }).check();
  await dialog.getByRole('textbox', { name: 'Spørsmålet ditt' }).fill('Klassen virker for lav for et så tungt dyr.');
  await expect(dialog.getByText('43 av 1000 tegn')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'cases-ask');
  await dialog.getByRole('button', { name: 'Send spørsmålet' }).click();

  const receipt = dialog.getByText(/^Henvendelse nr H-\d{6} er sendt$/);
  await expect(receipt).toBeVisible();
  const number = /H-\d{6}/.exec((await receipt.textContent()) ?? '')![0];
  await shot(page, testInfo, 'cases-sent');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The animal's row says a question is open, and leads to it in 'Mine henvendelser'.
  await page.getByRole('link', { name: `Spørsmål sendt om individnr ${individualNo}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mine henvendelser' })).toBeVisible();
  const item = page.getByRole('article', { name: `Henvendelse nr ${number}` });
  await expect(item).toBeFocused();
  await expect(item).toContainText('Mottatt');
  await expect(item).toContainText('Ikke besvart ennå.');

  // The cooperative reads the question with the animal attached, and answers it.
  await expect
    .poll(
      async () => {
        const feed = await page.request.get('api/integration/cases', { headers: cooperative });
        expect(feed.status()).toBe(200);
        return caseExportResponseSchema.parse(await feed.json()).events.find((e) => e.case?.number === number)?.case?.subject?.animal?.individual_no;
      },
      { timeout: 20_000 },
    )
    .toBe(individualNo);
  const answer = 'Klassen er kontrollert på nytt og stemmer med bildene.';
  const put = await page.request.put('api/integration/cases', { headers: cooperative, data: { records: [{ number, status: 'answered', answer }] } });
  expect(put.status(), await put.text()).toBe(200);
  expect(importResponseSchema.parse(await put.json()).summary.updated).toBe(1);

  // The farmer sees the answer, on a laptop and on a phone.
  await page.goto('henvendelser');
  await expect(item).toContainText('Besvart');
  await expect(item).toContainText('Klassifisering');
  await expect(item).toContainText(`individnr ${individualNo}`);
  await expect(item).toContainText(answer);
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'cases-list');

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(item).toContainText(answer);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'cases-list');
  // The question's dialog on a phone: from an animal's card.
  await page.goto('accountings');
  await page.locator('h3 > button[aria-expanded]').first().click();
  await page.getByRole('button', { name: /^Spør om dette dyret \(individnr / }).first().click();
  await expect(dialog.getByRole('textbox', { name: 'Spørsmålet ditt' })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'cases-ask');
});

import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

// Opening the documents marks them read: this spec's own copies of 10001 and 10003 (farms.ts).
const farm = farms.documents;

const SECTIONS = [
  'Bokførte faktura',
  'Bokførte kreditnota',
  'Bokførte avregninger',
  'Åpne poster / årssammendrag',
  'Kontoutdrag / årssammendrag',
] as const;

const LABEL_WITH_AMOUNT = /^\d{2}\.\d{2}\.\d{4} \/ \S+ \/ −?[\d ]+,\d{2} kr$/;
const LABEL_WITHOUT_AMOUNT = /^\d{2}\.\d{2}\.\d{4} \/ \S+$/;

const section = (page: Page, heading: string) => page.getByRole('region', { name: heading });

test.describe('documents', () => {
  test('five sections, searchable dropdowns with dd.MM.yyyy / number / amount, and the PDF', async ({ page, company }) => {
    await login(page, company, farm.ola);
    await page.goto('documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumenter' })).toBeVisible();
    await expect(page).toHaveTitle('Dokumenter - Slakteweb');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([...SECTIONS]);
    await expectNoSeriousA11yViolations(page);

    // Invoices: the newest is chosen; the labels carry date, number and amount.
    const invoices = section(page, 'Bokførte faktura');
    const combobox = invoices.getByRole('combobox', { name: 'Velg faktura' });
    await expect(combobox).toHaveValue(LABEL_WITH_AMOUNT);
    await invoices.getByRole('button', { name: /^Vis alle faktura/ }).click();
    const options = page.getByRole('listbox').getByRole('option');
    expect(await options.count()).toBeGreaterThan(2);
    for (const label of await options.allTextContents()) expect(label).toMatch(LABEL_WITH_AMOUNT);
    const wanted = (await options.nth(2).textContent()) ?? '';
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);

    // Search by the document number, pick it: the detail and its PDF link follow.
    const documentNo = wanted.split(' / ')[1]!;
    await combobox.fill(documentNo);
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveText(wanted);
    await options.first().click();
    await expect(combobox).toHaveValue(wanted);
    await expect(invoices.getByText(documentNo, { exact: true })).toBeVisible();
    const pdfLink = invoices.getByRole('link', { name: `Last ned PDF for ${documentNo}` });
    await expect(pdfLink).toHaveAttribute('href', /\/api\/documents\/download\/[A-Za-z0-9_-]+$/);
    const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(fs.readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Open posts and statements have no amount.
    await expect(section(page, 'Åpne poster / årssammendrag').getByRole('combobox')).toHaveValue(LABEL_WITHOUT_AMOUNT);
    await expect(section(page, 'Kontoutdrag / årssammendrag').getByRole('combobox')).toHaveValue(LABEL_WITHOUT_AMOUNT);

    // Keyboard only: ArrowDown opens the accountings list on the first, again moves to the second, Enter picks it.
    const accountings = section(page, 'Bokførte avregninger').getByRole('combobox', { name: 'Velg avregning' });
    await accountings.click();
    await expect(accountings).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    const second = await section(page, 'Bokførte avregninger').getByRole('combobox').inputValue();
    expect(second).toMatch(LABEL_WITH_AMOUNT);
    await expect(section(page, 'Bokførte avregninger').getByText(second.split(' / ')[1]!, { exact: true })).toBeVisible();
  });

  test('a section with one document shows it without a dropdown (10003)', async ({ page, company }) => {
    await login(page, company, farm.per);
    await page.goto('documents');
    const credit = section(page, 'Bokførte kreditnota');
    await expect(credit.getByRole('link', { name: /^Last ned PDF for / })).toBeVisible();
    await expect(credit.getByRole('combobox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('nothing scrolls sideways and the list opens', async ({ page, company }) => {
      await login(page, company, farm.ola);
      await page.goto('documents');
      const invoices = section(page, 'Bokførte faktura');
      await invoices.getByRole('button', { name: /^Vis alle faktura/ }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      const list = await page.getByRole('listbox').boundingBox();
      expect(list && list.x >= 0 && list.x + list.width <= 375).toBe(true);
      // A long label wraps between its parts, never inside an amount or a date: each of the date,
      // number and amount sits on one line.
      const partsOnOneLine = await page
        .getByRole('listbox')
        .getByRole('option')
        .evaluateAll((options) =>
          options.map((option) => {
            const range = document.createRange();
            return [...option.querySelectorAll('span > span')].map((part) => {
              range.selectNodeContents(part);
              return `${part.textContent}: ${new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size}`;
            });
          }),
        );
      expect(partsOnOneLine.flat().length).toBeGreaterThan(0);
      for (const part of partsOnOneLine.flat()) expect(part).toMatch(/: 1$/);
      await page.keyboard.press('Escape');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });

    test("the archive: a year at a time, and the chosen PDFs as one zip from 'Last ned valgte'", async ({ page, company }) => {
      await login(page, company, farm.ola);
      await page.goto('documents');
      await page.getByRole('button', { name: 'Dokumentarkiv' }).click();
      await expect(page).toHaveURL(/\/documents\?visning=arkiv$/);
      const invoices = section(page, 'Bokførte faktura');
      const year = invoices.getByRole('combobox', { name: 'År' });
      // The archive loads its list when opened: wait for it before reading the years.
      await expect(year).toBeVisible();
      const years = await year.getByRole('option').allTextContents();
      expect(years.length).toBeGreaterThanOrEqual(3);
      expect(years).toEqual([...years].sort().reverse());
      await expect(year).toHaveValue(years[0]!);

      // A press with nothing chosen says what to do.
      const zip = page.getByRole('link', { name: /^Last ned valgte/ });
      await zip.click();
      const message = page.getByText('Velg minst ett dokument');
      await expect(message).toBeVisible();
      // The bar stands above the phone's fixed 'Min konto' bar: what the press says is not covered.
      const covered = await message.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top === null || !el.contains(top);
      });
      expect(covered, "the message under the 'Min konto' bar").toBe(false);

      const boxes = invoices.getByRole('checkbox', { name: /^Velg (?!alle)/ });
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await year.selectOption(years[1]!);
      await invoices.getByRole('checkbox', { name: /^Velg (?!alle)/ }).first().check();
      await expect(zip).toHaveText('Last ned valgte (3)');
      const [download] = await Promise.all([page.waitForEvent('download'), zip.click()]);
      expect(download.suggestedFilename()).toBe('dokumenter.zip');
      expect(fs.readFileSync(await download.path()).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
});

import fs from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { formatKr, postedSlaughtersListResponseSchema, settlementLabel } from '@slakteweb/core';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

// Opening the settlements marks them read, and the temp tab's badge counts the unread: this spec's
// own copies of 10001 and 10003 (farms.ts).
const farm = farms.settlements;

/** The rows of a downloaded Excel file's first sheet, as cell values. */
async function excelRows(download: Download): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`no sheet in ${download.suggestedFilename()}`);
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => {
    const values = row.values;
    rows.push(Array.isArray(values) ? values.slice(1) : []);
  });
  return rows;
}

/** Clicks a download link and returns the download. */
async function download(page: Page, link: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return file;
}

async function expectExcelWithNumbers(file: Download): Promise<void> {
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const rows = await excelRows(file);
  expect(rows.length, 'rows in the Excel file').toBeGreaterThan(1);
  const numbers = rows.flat().filter((value) => typeof value === 'number');
  expect(numbers.length, 'numeric cells (weights, prices, amounts are numbers, not text)').toBeGreaterThan(0);
}

/** Picks the settlement at `index` in the dropdown; returns its settlement number. */
async function chooseSettlement(page: Page, index: number): Promise<string> {
  await page.getByRole('button', { name: /Vis alle avregninger/ }).click();
  const option = page.getByRole('listbox').getByRole('option').nth(index);
  const label = (await option.textContent()) ?? '';
  await option.click();
  const settlementNo = label.split(' / ')[1] ?? '';
  await expect(page.getByRole('heading', { name: `Avregning nr ${settlementNo}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Velg avregning' })).toHaveValue(label);
  return settlementNo;
}

/** The animal kinds a settlement's label names: 'Gris', or 'Gris, Storfe' for a mixed one. */
const KIND = '(?:Gris|Sau og lam|Storfe)';
const KINDS = `${KIND}(?:, ${KIND})*`;

const detailHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Avregning nr / });
const ledSauButtons = (page: Page) => page.getByRole('button', { name: /^Eksporter til LED-sau/ });

test.describe('settlements', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('posted by settlement: pick, open a group, photos, LED-sau, Excel and PDF', async ({ page, company }) => {
    await login(page, company, farm.ola);
    await page.goto('accountings');
    await expect(page.getByRole('heading', { level: 1, name: 'Avregninger' })).toBeVisible();
    await expect(page).toHaveTitle('Avregninger - Slakteweb');

    // The newest is selected and marked.
    const combobox = page.getByRole('combobox', { name: 'Velg avregning' });
    // Date / number / the animal kinds / amount.
    await expect(combobox).toHaveValue(new RegExp(`^\\d{2}\\.\\d{2}\\.\\d{4} / \\S+ / ${KINDS} / [\\d ]+,\\d{2} kr \\(nyeste avregning\\)$`));
    await expect(detailHeading(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Another settlement, then one with sheep (for LED-sau).
    await chooseSettlement(page, 1);
    let settlementNo = '';
    for (let index = 0; index < 12; index++) {
      settlementNo = await chooseSettlement(page, index);
      if ((await ledSauButtons(page).count()) > 0) break;
    }
    await expect(ledSauButtons(page).first()).toBeVisible();

    // Open the first group: count, weights and the per-animal table.
    const group = page.locator('h3 > button[aria-expanded]').first();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/^Snittvekt$/).first()).toBeVisible();
    const table = page.getByRole('table', { name: /^Dyr i gruppen/ }).first();
    await expect(table.getByRole('columnheader', { name: 'Vekt (kg)' })).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    await expectNoSeriousA11yViolations(page);

    // Photos: page through within bounds, with buttons and arrow keys.
    const photoButton = page.getByRole('button', { name: /^Bilder \(\d+\) av individnr/ }).first();
    // Its name starts with what it shows, 'Bilder (3)' (WCAG 2.5.3), and the count is in both.
    await expect(photoButton).toContainText(/^Bilder \(\d+\)/);
    const photoCount = Number(/\((\d+)\)/.exec((await photoButton.textContent()) ?? '')?.[1]);
    expect(photoCount).toBeGreaterThan(1);
    await photoButton.click();
    const photos = page.getByRole('dialog', { name: 'Slaktebilder' });
    await expect(photos.getByText(`Bilde 1 av ${photoCount}`)).toBeVisible();
    const image = photos.getByRole('img');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(photos.getByRole('button', { name: 'Forrige bilde' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    for (let shown = 2; shown <= photoCount; shown++) {
      await photos.getByRole('button', { name: 'Neste bilde' }).click();
      await expect(photos.getByText(`Bilde ${shown} av ${photoCount}`)).toBeVisible();
    }
    // At the end 'Neste bilde' is unavailable (Playwright will not even press it) and the arrow key stays.
    await expect(photos.getByRole('button', { name: 'Neste bilde' })).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await expect(photos.getByText(`Bilde ${photoCount} av ${photoCount}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(photos.getByText(`Bilde ${photoCount - 1} av ${photoCount}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(photos.getByText(`Bilde ${photoCount} av ${photoCount}`)).toBeVisible();
    await expect(image).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(photos).toHaveCount(0);

    // LED-sau: the table, copy to the clipboard, 'Tekst kopiert'.
    await ledSauButtons(page).first().click();
    const led = page.getByRole('dialog', { name: 'Eksporter til LED-sau' });
    const ledRows = led.getByRole('table').getByRole('row');
    await expect(ledRows.first()).toHaveText(/Dyreart\s*Kl\.\s*Ind\.nr\s*Dato\s*Vekt\s*Fettgr\/Kj%\s*Pris\s*Beløp/);
    const animals = (await ledRows.count()) - 1;
    expect(animals).toBeGreaterThan(0);
    await expect(ledRows.nth(1).getByRole('cell').first()).toHaveText(/^(Sau|Lam)$/);
    await expectNoSeriousA11yViolations(page);
    await led.getByRole('button', { name: 'Kopier til utklippstavle' }).click();
    await expect(page.getByText('Tekst kopiert')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied.split('\n');
    expect(lines[0]).toBe('Dyreart\tKl.\tInd.nr\tDato\tVekt\tFettgr/Kj%\tPris\tBeløp');
    expect(lines).toHaveLength(animals + 1);
    expect(lines[1]).toMatch(/^(Sau|Lam)\t/);
    await led.getByRole('button', { name: 'Lukk', exact: true }).last().click();
    await expect(led).toHaveCount(0);

    // Excel for the settlement, and its PDF.
    await expectExcelWithNumbers(await download(page, page.getByRole('link', { name: 'Eksporter til Excel' })));
    const pdf = await download(page, page.getByRole('link', { name: `Hent PDF for avregning nr ${settlementNo}` }));
    expect(fs.readFileSync(await pdf.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the dropdown reads a page at a time and finds an old settlement by its amount on the server', async ({ page, company }) => {
    await login(page, company, farm.ola);
    // The whole list, from the API, to know the oldest settlement (beyond the first page of 50).
    const answer = await page.request.get('api/posted_slaughters_list');
    expect(answer.ok()).toBe(true);
    const whole = postedSlaughtersListResponseSchema.parse(await answer.json()).posted_slaughters_list;
    expect(whole.length, 'more settlements than one page').toBeGreaterThan(50);
    const oldest = whole.at(-1)!;
    // The farmer sees every amount (only a role without prices gets null).
    expect(oldest.amount).not.toBeNull();

    const lists: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/posted_slaughters_list')) lists.push(new URL(request.url()).search);
    });
    await page.goto('accountings');
    const combobox = page.getByRole('combobox', { name: 'Velg avregning' });
    await expect(combobox).toHaveValue(/\(nyeste avregning\)$/);
    expect(lists).toEqual(['?limit=50']);

    await combobox.fill(formatKr(oldest.amount ?? 0));
    const option = page.getByRole('listbox').getByRole('option', { name: settlementLabel(oldest, 'posted', false), exact: true });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page.getByRole('heading', { name: `Avregning nr ${oldest.settlement_no}` })).toBeVisible();
    await expect(combobox).toHaveValue(settlementLabel(oldest, 'posted', false));
    // Typing asked the server; no page of the unsearched list was loaded meanwhile.
    expect(lists.some((search) => search.includes('q='))).toBe(true);
    expect(lists.filter((search) => search.includes('before=') && !search.includes('q='))).toEqual([]);
  });

  test('posted by period: the order check and the Excel export', async ({ page, company }) => {
    await login(page, company, farm.ola);
    await page.goto('accountings');
    await page.getByRole('tab', { name: 'Etter dato-periode' }).click();
    await expect(page.getByRole('tab', { name: 'Etter dato-periode' })).toHaveAttribute('aria-selected', 'true');
    const intro = await page.getByText(/^Velg fra- og til-dato mellom/).textContent();
    const [oldest, newest] = [...(intro ?? '').matchAll(/(\d{2})\.(\d{2})\.(\d{4})/g)].map((m) => `${m[1]}${m[2]}${m[3]}`);
    expect(oldest && newest).toBeTruthy();
    await expectNoSeriousA11yViolations(page);

    const typeDate = async (label: string, digits: string) => {
      await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
      await page.keyboard.type(digits);
    };
    await typeDate('Fra dato', newest!);
    await typeDate('Til dato', oldest!);
    await expect(page.getByText('Fra-dato kan ikke være større enn til-dato')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eksporter til Excel' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await typeDate('Fra dato', oldest!);
    await typeDate('Til dato', newest!);
    await expect(page.getByText('Fra-dato kan ikke være større enn til-dato')).toHaveCount(0);
    // The export says what it does, and ends with the file downloaded.
    const exportButton = page.getByRole('button', { name: 'Eksporter til Excel' });
    const [request] = await Promise.all([
      page.waitForRequest(/posted_slaughter_by_date_range\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}\/export\/excel/),
      page.waitForEvent('download').then(async (file) => expectExcelWithNumbers(file)),
      exportButton.click(),
    ]);
    expect(request.url()).toContain('/export/excel');
    await expect(page.getByText('Excel-filen er lastet ned.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Back to 'Etter avregning': it starts again with the newest.
    await page.getByRole('tab', { name: 'Etter avregning' }).click();
    await expect(page.getByRole('combobox', { name: 'Velg avregning' })).toHaveValue(/\(nyeste avregning\)$/);
  });

  test('the temp tab exists only with temp_accountings; opening the posted tab clears its badge', async ({ page, company }) => {
    // This copy of 10003 has never opened the posted settlements.
    await login(page, company, farm.per);
    await page.goto('accountings/temp');
    if (!company.flags.temp_accountings) {
      await expect(page).toHaveURL(/\/accountings$/);
      await expect(page.getByRole('navigation', { name: 'Type avregninger' })).toHaveCount(0);
      await expect(page.getByText('Midl. avregninger')).toHaveCount(0);
      await expect(detailHeading(page)).toBeVisible();
      return;
    }

    const tabs = page.getByRole('navigation', { name: 'Type avregninger' });
    await expect(tabs.getByRole('link', { name: 'Midl. avregninger' })).toHaveAttribute('aria-current', 'page');
    const postedTab = tabs.getByRole('link', { name: /^Bokførte avregninger/ });
    // The name is what the tab shows (WCAG 2.5.3 Label in Name); the whole count is its description.
    await expect(postedTab).toHaveAccessibleName(/^Bokførte avregninger (\d|9\+)$/);
    await expect(postedTab).toHaveAccessibleDescription(/^\d+ nye$/);
    await expect(postedTab).toHaveText(/Bokførte avregninger\s*(\d|9\+)/);
    await expect(page.getByRole('combobox', { name: 'Velg avregning' })).toHaveValue(new RegExp(`^\\d{2}\\.\\d{2}\\.\\d{4} / ${KINDS} \\(nyeste avregning\\)$`));
    await expect(page.getByRole('heading', { level: 2, name: /^Midlertidig avregning / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const excel = page.getByRole('link', { name: 'Eksporter til Excel' });
    await expect(excel).toHaveAttribute('href', /temp_slaughter_by_date\/\d{4}-\d{2}-\d{2}\/export\/excel/);
    await expectExcelWithNumbers(await download(page, excel));

    await postedTab.click();
    await expect(page).toHaveURL(/\/accountings$/);
    await expect(postedTab).toHaveAttribute('aria-current', 'page');
    await expect(postedTab).toHaveAccessibleName('Bokførte avregninger');
    await tabs.getByRole('link', { name: 'Midl. avregninger' }).click();
    await expect(page).toHaveURL(/\/accountings\/temp$/);
    await expect(postedTab).toHaveAccessibleName('Bokførte avregninger');
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('animals are cards, nothing scrolls sideways', async ({ page, company }) => {
      await login(page, company, farm.ola);
      await page.goto('accountings');
      await expect(detailHeading(page)).toBeVisible();
      const groups = page.locator('h3 > button[aria-expanded]');
      for (let index = 0; index < (await groups.count()); index++) await groups.nth(index).click();
      await expect(page.getByRole('list', { name: /^Dyr i gruppen/ }).first()).toBeVisible();
      await expect(page.getByRole('table', { name: /^Dyr i gruppen/ })).toHaveCount(0);
      // The settlement's summary: a few short columns that fit a phone.
      await expect(page.getByRole('region', { name: 'Oppsummering' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('tab', { name: 'Etter dato-periode' }).click();
      await expect(page.getByRole('group', { name: 'Fra dato' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);

      // 'Årsoversikt' on a phone: lists, not tables.
      await page.getByRole('tab', { name: 'Årsoversikt' }).click();
      await expect(page.getByRole('list', { name: /^Avregninger i \d{4}$/ })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
});

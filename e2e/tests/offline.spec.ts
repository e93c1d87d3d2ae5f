import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import type { Company } from '@slakteweb/core';
import { DEMO_PASSWORD, expect, farms, test } from '../fixtures.js';
import { login, logout } from './helpers.js';

/**
 * The installable portal on a weak line (DESIGN.md §10 Offline), on this spec's copy of 10001:
 * - the web app manifest is served and the service worker takes the page;
 * - a screen opened online is read again without a network, after a reload, with the banner
 *   saying from when its data are; logout removes the device's copies;
 * - 'Send innmelding' without a network waits, and is registered once when the network is back,
 *   on the enrolment screen or wherever the farmer is by then;
 * - the manifest and the service worker pass Chromium's installability checks.
 */
const farm = farms.offline;
// The other specs run without the service worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });
const step = (page: Page, name: string) => page.getByRole('group', { name });

/** The offline copies the device holds, as JSON (IndexedDB 'slakteweb-offline'). */
function offlineCopiesText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('slakteweb-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('copies')) return resolve('');
          const all = db.transaction('copies').objectStore('copies').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** The keys of what the device holds in IndexedDB 'slakteweb-offline': owners' copies, and 'dashboard-snapshot'. */
function offlineKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('slakteweb-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('copies')) return resolve([]);
          const keys = db.transaction('copies').objectStore('copies').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** How many offline copies of screens the device holds (one per acting user and farm). */
async function offlineCopies(page: Page): Promise<number> {
  return (await offlineKeys(page)).filter((key) => key !== 'dashboard-snapshot').length;
}

/** Waits until the service worker is active and controls the page. */
async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function goOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

test('installable: the manifest names the portal under its base path, and the service worker takes the page', async ({ page, company, baseURL }) => {
  await login(page, company, farm.ola);
  const answer = await page.request.get('manifest.webmanifest');
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string }[] };
  expect(manifest.name).toBe(company.name);
  expect(manifest.display).toBe('standalone');
  expect(new URL(manifest.start_url, baseURL).href).toBe(baseURL);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const file = await page.request.get(new URL(icon.src, baseURL).href);
    expect(file.headers()['content-type']).toBe('image/png');
  }
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  await serviceWorkerControls(page);
});

test("the manifest and the service worker pass Chromium's installability checks (Lighthouse's installability audit)", async ({ company, baseURL }, testInfo) => {
  // Chromium offers no install in an incognito profile, and a test's usual context is one: a
  // profile on disk, as a farmer's browser has.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-install-'));
  const { launchOptions, locale, timezoneId } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale, timezoneId, serviceWorkers: 'allow' });
  try {
    await context.addInitScript(() => window.sessionStorage.setItem('slakteweb_prognosis_popup_closed', '1'));
    const page = context.pages()[0] ?? (await context.newPage());
    await login(page, company, farm.ola);
    await serviceWorkerControls(page);
    const devtools = await context.newCDPSession(page);
    // What Lighthouse reads for its audit: every reason Chromium would not offer to install the portal.
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('a screen opened online is read again without a network, with the banner; logout removes the copies', async ({ page, context, company }) => {
  await login(page, company, farm.ola);
  await serviceWorkerControls(page);
  await page.goto('accountings');
  const combobox = page.getByRole('combobox', { name: 'Velg avregning' });
  await expect(combobox).toHaveValue(/\(nyeste avregning\)$/);
  const newest = await combobox.inputValue();
  await expect.poll(() => offlineCopies(page)).toBe(1);
  // The copy is written a second after the screen's last answer: wait until it holds the list
  // of settlements (a paged answer), not only the dashboard's answers saved before it.
  await expect.poll(() => offlineCopiesText(page)).toContain('"pages":');

  await goOffline(context, true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Avregninger' })).toBeVisible();
  // The banner comes when a request has failed all its attempts (the data cache's retries wait
  // 1, 2 and 4 s), so it may take longer than the default wait.
  await expect(page.getByRole('status').filter({ hasText: 'Du er uten nett.' })).toHaveText(/^Du er uten nett\. Viser data fra \d{2}\.\d{2}\.\d{4} kl\. \d{2}\.\d{2}\.$/, { timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Velg avregning' })).toHaveValue(newest);

  await goOffline(context, false);
  await expect(page.getByText('Du er uten nett.')).toHaveCount(0);
  await logout(page);
  // The copies and the dashboard kept for the next start alike.
  await expect.poll(() => offlineKeys(page)).toEqual([]);
});

test('a second start at the dashboard shows it as last drawn before the app has run, and never for another login', async ({ page, context, company }) => {
  await login(page, company, farm.ola);
  await serviceWorkerControls(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Oversikt' })).toBeVisible();
  const balance = page.getByText('Saldo hittil i år').locator('xpath=following-sibling::dd[1]');
  await expect(balance).toHaveText(/^−?[\d ]+,\d{2} kr$/);
  const figure = (await balance.textContent())!;
  await expect.poll(() => offlineKeys(page)).toContain('dashboard-snapshot');

  // The page's own scripts do not run (the service worker still does): what shows is what the
  // worker put into the page.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  const second = await page.goto('dashboard');
  expect(second?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Oversikt' })).toBeVisible();
  await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  // Links work as links; a button could not answer before the app runs, and is out of reach.
  await expect(page.getByRole('link', { name: 'Se kontoutdrag i Dokumenter' })).toHaveAttribute('href', /\/documents$/);
  await expect(page.locator('#dashboard-snapshot button:not([inert])')).toHaveCount(0);
  // The installed portal opens at its start address: the same kept dashboard.
  const start = await page.goto('./');
  expect(start?.fromServiceWorker()).toBe(true);
  await expect(page.getByText(figure, { exact: true })).toBeVisible();

  // The session ends without the app (cookies cleared: what the device kept stays on it), and
  // another farmer logs in on the login page's own form: under the new login's tag nothing of
  // 10001's is shown.
  await context.clearCookies();
  await page.goto('login');
  await page.getByLabel(company.loginFormLabel).fill(farm.per!);
  await page.getByLabel('Passord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
  expect(await offlineKeys(page)).toContain('dashboard-snapshot');
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  await page.reload();
  await expect(page.locator('noscript')).toHaveCount(1);
  await expect(page.getByText(figure, { exact: true })).toHaveCount(0);
  await expect(page.getByText('Saldo hittil i år')).toHaveCount(0);
  await expect(page.locator('#dashboard-snapshot')).toHaveCount(0);

  // With its scripts, the app shows 10003's own dashboard.
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Oversikt' })).toBeVisible();
  await expect(page.locator('#dashboard-snapshot')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: 'Sau og lam' })).toBeVisible();
});

/** Fills a slaughter enrolment of six pigs under `clubNo` on 'Ny' (a leftover draft is set aside). */
async function fillEnrolment(page: Page, company: Company, clubNo: string): Promise<void> {
  await page.goto('register-enrolment');
  const draftOffer = page.getByRole('alertdialog', { name: 'Fortsette på innmeldingen?' });
  const first = step(page, '1. Hva gjelder innmeldingen?').getByRole('radio', { name: 'Slakt' });
  // The draft offer, if any, comes with the form (the form waits for the server draft's answer).
  await expect(first).toBeVisible();
  if (await draftOffer.isVisible()) await draftOffer.getByRole('button', { name: 'Nei, start på nytt' }).click();
  await first.check();
  await step(page, '2. Dyregruppe').getByRole('radio', { name: 'Gris' }).check();
  const form = page.getByRole('region', { name: 'Ny innmeldingsrad' });
  await form.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'Gris', exact: true }).check();
  await form.getByLabel('Antall').fill('6');
  await form.getByLabel('Klubbnummer').fill(clubNo);
  await form.getByLabel('Klubbnummer').press('Enter');
  await page.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' }).check();
  if (company.flags.extraCheckboxConfirmRegisterSlaughter) {
    await page.getByRole('checkbox', { name: /Jeg bekrefter at opplysningene i innmeldingen er riktige/ }).check();
  }
}

/** The Idempotency-Keys of the enrolments the page sends, in order. */
function recordSends(page: Page): string[] {
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/register_enrolment')) sends.push(request.headers()['idempotency-key'] ?? '');
  });
  return sends;
}

test("'Send innmelding' without a network waits, and is registered once when the network is back", async ({ page, context, company }) => {
  await login(page, company, farm.ola);
  await fillEnrolment(page, company, '7531');
  const sends = recordSends(page);

  await goOffline(context, true);
  await page.getByRole('button', { name: 'Send innmelding' }).click();
  const waiting = page.getByRole('status').filter({ hasText: 'Venter på nett – innmeldingen sendes automatisk' });
  await expect(waiting).toContainText(/Frist: \S+ \d{2}\.\d{2}\. kl\. \d{2}:\d{2}/);
  expect(sends).toHaveLength(0);

  await goOffline(context, false);
  await expect(page.getByText('Innmeldingen ble registrert')).toBeVisible();
  await expect(page).toHaveURL(/\/registered-enrolments$/);
  expect(sends).toHaveLength(1);
  await expect(page.getByText('7531', { exact: true })).toHaveCount(1);
});

test('the waiting enrolment is sent once when the network comes back on another screen', async ({ page, context, company }) => {
  await login(page, company, farm.ola);
  await fillEnrolment(page, company, '8642');
  const sends = recordSends(page);

  await goOffline(context, true);
  await page.getByRole('button', { name: 'Send innmelding' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Venter på nett – innmeldingen sendes automatisk' })).toBeVisible();
  // The farmer leaves the enrolment screen while waiting.
  await page.getByRole('link', { name: `${company.name}, til forsiden` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await goOffline(context, false);
  await expect(page.getByText('Innmeldingen som ventet på nett, er sendt. Innmeldingen ble registrert – se den under Innmeldinger, Innsendte.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The network flaps: nothing more is sent.
  await goOffline(context, true);
  await goOffline(context, false);
  await page.goto('registered-enrolments');
  await expect(page.getByText('8642', { exact: true })).toHaveCount(1);
  expect(sends).toHaveLength(1);
});

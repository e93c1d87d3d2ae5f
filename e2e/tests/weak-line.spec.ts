import type { Page } from '@playwright/test';
import { expect, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

/**
 * A weak rural line, on the e2e clock (Sunday 22 November 2026; week 49 is open) and this spec's
 * copy of 10001.
 * - An enrolment reaches the server and is stored, but its answer never reaches the phone. The
 *   farmer sees that it could not be sent, reloads, continues the draft the browser kept and sends
 *   again. The portal must register it once: the browser sends it again under the same
 *   Idempotency-Key (kept in the browser, not only in the page) and the server gives the first answer.
 * - A screen's file does not come: the page says so and offers a reload, never goes white.
 */
const farm = farms.weakLine;
const step = (page: Page, name: string) => page.getByRole('group', { name });

test('an enrolment whose answer was lost is sent again after a reload and registered once (375 px)', async ({ page, company }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, company, farm.ola);
  await page.goto('register-enrolment');
  // The demo's server draft is offered first: a new enrolment instead.
  await page.getByRole('alertdialog', { name: 'Fortsette på innmeldingen?' }).getByRole('button', { name: 'Nei, start på nytt' }).click();
  await step(page, '1. Hva gjelder innmeldingen?').getByRole('radio', { name: 'Slakt' }).check();
  await step(page, '2. Dyregruppe').getByRole('radio', { name: 'Gris' }).check();
  const form = page.getByRole('region', { name: 'Ny innmeldingsrad' });
  await form.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'Gris', exact: true }).check();
  await form.getByLabel('Antall').fill('7');
  await form.getByLabel('Klubbnummer').fill('8642');
  await form.getByLabel('Klubbnummer').press('Enter');
  await page.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' }).check();
  if (company.flags.extraCheckboxConfirmRegisterSlaughter) {
    await page.getByRole('checkbox', { name: /Jeg bekrefter at opplysningene i innmeldingen er riktige/ }).check();
  }

  // The first send reaches the server; its answer is cut off on the way back.
  let reachedServer = 0;
  await page.route('**/api/register_enrolment', async (route) => {
    const answer = await route.fetch();
    reachedServer = answer.status();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Send innmelding' }).click();
  await expect(page.getByText('Kunne ikke registrere innmeldingen', { exact: true })).toBeVisible();
  expect(reachedServer).toBe(200);
  await page.unroute('**/api/register_enrolment');

  // The farmer reloads and continues the draft the browser kept.
  await page.reload();
  const offer = page.getByRole('alertdialog', { name: 'Fortsette på innmeldingen?' });
  await expect(offer).toContainText('slakt, gris');
  await offer.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('list', { name: 'Dyr i innmeldingen' }).getByRole('listitem')).toHaveText([/Gris, 7 stk, klubbnr\. 8642/]);
  await page.getByRole('button', { name: 'Send innmelding' }).click();
  await expect(page.getByText('Innmeldingen ble registrert')).toBeVisible();
  await expect(page).toHaveURL(/\/registered-enrolments$/);

  // One enrolment today, not two.
  await expect(page.getByRole('combobox', { name: 'Velg innmelding' })).toHaveValue('22.11.2026 - Slakt (nyeste innmelding)');
  await expect(page.getByText('8642', { exact: true })).toHaveCount(1);
  await expect(page.getByText(/innmeldinger ble sendt denne dagen/)).toHaveCount(0);
});

const LOAD_FAILED = 'Siden kunne ikke lastes inn.';

test("a screen whose file does not come: the message under the menu, and 'Last inn på nytt' brings the screen", async ({ page, company }) => {
  // The line drops as the farmer opens Dokumenter (or a new version was put in place since the
  // page was opened, and the file's name is gone): the documents screen's file does not come.
  await page.route('**/assets/documents-page-*.js', (route) => route.abort('internetdisconnected'));
  await login(page, company, farm.ola);
  await page.getByRole('navigation').getByRole('link', { name: 'Dokumenter' }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toContainText('Sjekk nettforbindelsen, og last inn siden på nytt.');
  // The frame is there: the farmer can go elsewhere.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Avregninger' }).first()).toBeVisible();

  await page.unroute('**/assets/documents-page-*.js');
  await page.getByRole('button', { name: 'Last inn på nytt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumenter' })).toBeVisible();
  await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
});

test("the logged-in portal's own file does not come: the message on an empty page, not a white one (375 px)", async ({ page, company }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, company, farm.ola);
  await page.route('**/assets/logged-in-routes-*.js', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
  await page.unroute('**/assets/logged-in-routes-*.js');
  await page.getByRole('button', { name: 'Last inn på nytt' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
});

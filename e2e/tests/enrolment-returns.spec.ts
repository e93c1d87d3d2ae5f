import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

/**
 * Return meat and skin of slaughter enrolments (spec/enrolment.md §2 items 5–8 and 10, §4), on the
 * e2e clock (Sunday 22 November 2026; the first open week is 49) and the demo's return forms: with
 * the return form and its divisions (standard), with a pickup place (midtnorge). Cows 50012-00001
 * Dagros and -00002 Litago have no treatments, so no medication notice comes in between. On this
 * spec's own copy of 10001.
 */
const farm = farms.enrolmentReturns;
const DAGROS = '50012-00001 Ku Dagros';
const LITAGO = '50012-00002 Ku Litago';

const step = (page: Page, name: string) => page.getByRole('group', { name });
const division = (page: Page, n: number) => page.getByRole('group', { name: `Oppdeling ${n}` });

async function twoCowsWithReturns(page: Page): Promise<void> {
  await page.goto('register-enrolment');
  await expect(step(page, '1. Hva gjelder innmeldingen?')).toBeVisible();
  const offer = page.getByRole('alertdialog', { name: 'Fortsette på innmeldingen?' });
  if (await offer.count()) await offer.getByRole('button', { name: 'Nei, start på nytt' }).click();
  await step(page, '1. Hva gjelder innmeldingen?').getByRole('radio', { name: 'Slakt' }).check();
  await step(page, '2. Dyregruppe').getByRole('radio', { name: 'Storfe' }).check();
  const form = page.getByRole('region', { name: 'Ny innmeldingsrad' });
  for (const cow of [DAGROS, LITAGO]) {
    await form.getByRole('checkbox', { name: new RegExp(`^${cow}`) }).check();
    await form.getByRole('checkbox', { name: new RegExp(`^Returkjøtt for ${cow}`) }).check();
  }
  await form.getByRole('checkbox', { name: new RegExp(`^Returhud for ${DAGROS}`) }).check();
  await form.getByRole('button', { name: 'Legg til' }).click();
  await expect(page.getByRole('list', { name: 'Dyr i innmeldingen' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' }).check();
}

/** Moves the first animal in the pool ('Ufordelte dyr til oppdeling') to a division or a new one. */
async function moveFirstInPool(page: Page, to: string): Promise<void> {
  const item = page.getByRole('list', { name: 'Ufordelte dyr til oppdeling' }).getByRole('listitem').first();
  await item.getByLabel('Velg oppdeling å flytte til').selectOption({ label: to });
  await item.getByRole('button', { name: /^Flytt/ }).click();
}

async function sendAndOpenSubmitted(page: Page): Promise<void> {
  await expect(page.getByText('Før du kan melde inn må:')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send innmelding' }).click();
  await expect(page).toHaveURL(/\/registered-enrolments$/);
  // The receipt of the new enrolment, first on the page.
  await expect(page.getByRole('status').filter({ hasText: 'Innmeldingen ble registrert' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Velg innmelding' })).toHaveValue('22.11.2026 - Slakt (nyeste innmelding)');
}

/**
 * On a phone a toast would float over the end of the page (the overview by pickup week, after the
 * enrolment and its return form). After a send the receipt at the top says 'Innmeldingen ble
 * registrert' (and stays), so no toast says it over the page's end: scrolled down, the end is in
 * sight, and so is the return form scrolled to.
 */
async function expectPageEndUncovered(page: Page, returnForm: string): Promise<void> {
  await expect(page.getByRole('region', { name: 'Varsler' }).getByText('Innmeldingen ble registrert')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('region', { name: 'Innmeldt per henteuke' }).getByRole('listitem').last()).toBeInViewport();
  await page.getByText(returnForm, { exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByText(returnForm, { exact: true })).toBeInViewport();
}

/**
 * Each variant's returns from the first step to the submitted list: with the return form and its
 * divisions where the company uses it (standard), with a pickup place where it asks one (midtnorge).
 */
test('return meat and a hide of two cows, from the first step to the submitted list (375 px)', async ({ page, company }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, company, farm.ola);
  await twoCowsWithReturns(page);
  if (company.flags.return_form) await divisionsToReceipt(page);
  else await pickupPlace(page);
  await expectNoSeriousA11yViolations(page);
  // Nothing scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

/** standard: divisions (one made for the farmer, moving a cow, deleting a division), their forms, to the 'Returskjema' receipt. */
async function divisionsToReceipt(page: Page): Promise<void> {
  const meat = page.getByRole('heading', { name: '5. Returkjøtt' });
  await expect(meat).toBeVisible();
  await expect(page.getByRole('heading', { name: '6. Returhud og returskinn' })).toBeVisible();
  await expect(page.getByText('fylle ut skjemaet for hver oppdeling')).toBeVisible();

  // One division is made for the farmer with both cows; one is moved on to a second, which is
  // deleted (she waits unplaced) and made again.
  await expect(division(page, 1).getByRole('list', { name: 'Dyr i oppdeling 1' }).getByRole('listitem')).toHaveCount(2);
  const litago = division(page, 1).getByRole('listitem').filter({ hasText: 'Litago' });
  await litago.getByLabel('Velg oppdeling å flytte til').selectOption({ label: 'Opprett ny oppdeling' });
  await litago.getByRole('button', { name: /^Flytt/ }).click();
  await expect(division(page, 2)).toContainText('Litago');
  await page.getByRole('button', { name: 'Slett oppdeling 2' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Er du sikker på å slette denne gruppen?');
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(division(page, 2)).toHaveCount(0);
  await moveFirstInPool(page, 'Opprett ny oppdeling');
  await expect(division(page, 2)).toContainText('Litago');
  await expect(division(page, 1)).not.toContainText('Litago');

  await division(page, 1).getByRole('radio', { name: 'Ferdig stykket' }).check();
  await division(page, 1).getByRole('checkbox', { name: 'Indrefilet, ytrefilet og entrecôte som biff' }).check();
  await expect(division(page, 1).getByRole('checkbox', { name: 'Alt kjøttet som kjøttdeig' })).toBeDisabled();
  await division(page, 1).getByRole('radio', { name: 'Vakuumpakket' }).check();
  await division(page, 1).getByRole('radio', { name: 'Små pakker (ca. 0,5 kg)' }).check();
  await division(page, 2).getByRole('radio', { name: 'Halve skrotter' }).check();
  await division(page, 2).getByRole('checkbox', { name: 'Alt kjøttet som kjøttdeig' }).check();
  await division(page, 2).getByRole('radio', { name: 'Folie og pose' }).check();
  await division(page, 2).getByRole('radio', { name: 'Store pakker (ca. 1 kg)' }).check();
  await page.getByRole('radio', { name: 'Innhold, dato og navnet ditt' }).check();
  await page.getByRole('radio', { name: 'Saltet' }).check();
  await page.getByLabel('Kommentar til returkjøttet').fill('Hentes på slakteriet fredag');
  await page.getByRole('checkbox', { name: 'Ønsker tilsendt merker for retur' }).check();
  await expectNoSeriousA11yViolations(page);
  await sendAndOpenSubmitted(page);

  await expect(page.getByText('Ønsker tilsendt merker for retur')).toBeVisible();
  await expectPageEndUncovered(page, 'Returskjema');
  await page.getByText('Returskjema', { exact: true }).click();
  await expect(page.getByRole('list', { name: 'Dyr i oppdeling 1' })).toContainText('Ku 50012-00001');
  await expect(page.getByRole('list', { name: 'Valg for oppdeling 1' })).toContainText('Oppdeling av skrotten: Ferdig stykket');
  await expect(page.getByRole('list', { name: 'Dyr i oppdeling 2' })).toContainText('Ku 50012-00002');
  await expect(page.getByRole('list', { name: 'Valg for oppdeling 2' })).toContainText('Alt kjøttet som kjøttdeig');
  await expect(page.getByRole('list', { name: 'Dyr med returhud eller returskinn' })).toContainText('Ku 50012-00001');
  await expect(page.getByRole('list', { name: 'Valg for huder og skinn' })).toContainText('Behandling av huden: Saltet');
  await expect(page.getByText('Kommentar: Hentes på slakteriet fredag')).toBeVisible();
}

/** midtnorge: no form, a pickup place for the meat and the return information. */
async function pickupPlace(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /Jeg bekrefter at opplysningene i innmeldingen er riktige/ }).check();
  await expect(page.getByRole('heading', { name: /Returkjøtt/ })).toHaveCount(0);
  await expect(page.getByText('velge hentested for returkjøtt')).toBeVisible();
  await page.getByLabel('Velg hentested for returkjøtt').fill('Slakteriet i Stjørdal, lager 2');
  await expect(page.getByText('30 av 100 tegn')).toBeVisible();
  await page.getByText('Viktig informasjon om retur').click();
  await expect(page.getByText(/Dyr med retur må merkes med egne returmerker/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await sendAndOpenSubmitted(page);
  await expect(page.getByText('Slakteriet i Stjørdal, lager 2')).toBeVisible();
  await expect(page.getByText('1 med returkjøtt, 1 med returhud')).toBeVisible();
  await expect(page.getByText('Returskjema', { exact: true })).toHaveCount(0);
}

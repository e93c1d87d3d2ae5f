import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

/**
 * Health remarks and the medication check of slaughter enrolments (spec/enrolment.md §2 items
 * 9–10), on the e2e clock (Sunday 22 November 2026, week 47; the first open week is 49) and the
 * demo's treatments (apps/server/src/db/seed/enrolment-seed.ts): cow 50012-00004 Fagerlin's
 * withdrawal period ends on Thursday 3 December, inside week 49; cow 50012-00007 Mari's ends on
 * 16 December (week 51). On this spec's own copy of 10001, in order: each test sends today.
 */
const farm = farms.enrolmentHealth;

const step = (page: Page, name: string) => page.getByRole('group', { name });
const rowList = (page: Page) => page.getByRole('list', { name: 'Dyr i innmeldingen' });
const healthSection = (page: Page) => page.getByRole('heading', { name: '5. Fyll ut informasjon om dyr med helseavvik' }).locator('xpath=..');

async function newSlaughter(page: Page, group: string): Promise<void> {
  await page.goto('register-enrolment');
  await expect(page.getByRole('heading', { level: 1, name: 'Innmeldinger' })).toBeVisible();
  const offer = page.getByRole('alertdialog', { name: 'Fortsette på innmeldingen?' });
  await expect(step(page, '1. Hva gjelder innmeldingen?')).toBeVisible();
  if (await offer.count()) await offer.getByRole('button', { name: 'Nei, start på nytt' }).click();
  await expect(offer).toHaveCount(0);
  await step(page, '1. Hva gjelder innmeldingen?').getByRole('radio', { name: 'Slakt' }).check();
  await step(page, '2. Dyregruppe').getByRole('radio', { name: group }).check();
  await expect(page.getByRole('textbox', { name: 'Uke' })).toHaveValue('49');
}

/** The agreement, and in midtnorge the extra confirmation. */
async function confirmAgreements(page: Page, extra: boolean): Promise<void> {
  await page.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' }).check();
  const extraBox = page.getByRole('checkbox', { name: /Jeg bekrefter at opplysningene i innmeldingen er riktige/ });
  if (extra) await extraBox.check();
  else await expect(extraBox).toHaveCount(0);
}

test.describe.serial('health remarks and medication', () => {
  test('a cow inside her withdrawal week: notice, confirmation, registered, and her remark in the submitted list (375 px)', async ({ page, company }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page, company, farm.ola);
    await newSlaughter(page, 'Storfe');

    const form = page.getByRole('region', { name: 'Ny innmeldingsrad' });
    // The herd list says which animals are under withdrawal.
    const fagerlin = form.getByRole('checkbox', { name: /^50012-00004 Ku Fagerlin .*tilbakeholdelsestid til 03\.12\.2026$/ });
    await fagerlin.check();
    await form.getByRole('checkbox', { name: /^Helseavvik for 50012-00004/ }).check();
    await form.getByRole('button', { name: 'Legg til' }).click();
    await expect(rowList(page).getByRole('listitem')).toHaveCount(1);

    const health = healthSection(page);
    await expect(health).toBeVisible();
    await health.getByRole('combobox', { name: 'Helseavvik' }).selectOption({ label: 'Delvis avstøtt jur' });
    await health.getByRole('textbox', { name: 'Kommentar' }).fill('Venstre bakre kjertel');
    await confirmAgreements(page, company.flags.extraCheckboxConfirmRegisterSlaughter);
    await expect(page.getByText('Før du kan melde inn må:')).toHaveCount(0);

    // The first send finds her treatment: nothing is registered, the notice asks to confirm.
    await page.getByRole('button', { name: 'Send innmelding' }).click();
    const notices = page.getByRole('region', { name: 'Legemiddelbehandling og tilbakeholdelsestid' });
    await expect(notices).toBeVisible();
    await expect(notices).toBeFocused();
    const notice = notices.getByRole('group', { name: 'Tilbakeholdelsestid som går ut i henteuka' });
    await expect(notice).toContainText('Ku 50012-00004: Mastitt');
    await expect(notice).toContainText('Penovet vet., behandlet 19.11.2026, tilbakeholdelsestid til 03.12.2026');
    // midtnorge explains what a withdrawal period is.
    await expect(notices.getByText(/Tilbakeholdelsestid er tiden fra siste behandling/)).toHaveCount(company.flags.medication_holdback_info ? 1 : 0);
    await expect(page.getByText('bekrefte opplysningene om legemiddelbehandling')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // A press before the box is ticked sends nothing: the box is marked and the summary takes focus.
    const confirm = notice.getByRole('checkbox', { name: 'Jeg bekrefter at disse dyrene ikke blir hentet før tilbakeholdelsestiden er ute' });
    await page.getByRole('button', { name: 'Send innmelding' }).click();
    await expect(page.getByRole('group', { name: 'Før du kan melde inn må:' })).toBeFocused();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');

    await confirm.check();
    await page.getByRole('button', { name: 'Send innmelding' }).click();
    await expect(page.getByText('Innmeldingen ble registrert')).toBeVisible();
    await expect(page).toHaveURL(/\/registered-enrolments$/);
    await expect(page.getByRole('combobox', { name: 'Velg innmelding' })).toHaveValue('22.11.2026 - Slakt (nyeste innmelding)');

    const row = page.getByRole('list', { name: 'Dyr i innmeldingen' }).locator(':scope > li').filter({ hasText: '50012-00004' });
    await expect(row.getByRole('heading', { name: 'Helseavvik' })).toBeVisible();
    await expect(row.getByText('Delvis avstøtt jur – Venstre bakre kjertel')).toBeVisible();
    await expect(page.getByText('Jeg bekrefter at disse dyrene ikke blir hentet før tilbakeholdelsestiden er ute')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a cow still under withdrawal after the week is refused for it, with the date', async ({ page, company }) => {
    await login(page, company, farm.ola);
    await newSlaughter(page, 'Storfe');
    const form = page.getByRole('region', { name: 'Ny innmeldingsrad' });
    await form.getByRole('checkbox', { name: /^50012-00007 Ku Mari/ }).check();
    await form.getByRole('button', { name: 'Legg til' }).click();
    await confirmAgreements(page, company.flags.extraCheckboxConfirmRegisterSlaughter);
    await page.getByRole('button', { name: 'Send innmelding' }).click();
    await expect(rowList(page).getByRole('listitem')).toContainText('Dyret 50012-00007 har tilbakeholdelsestid til 16.12.2026 og kan ikke slaktes i uke 49. Fjern dyret fra innmeldingen, eller velg uke 51 eller senere.');
    // Her row, far above the send button, is where focus goes; it offers the week her period ends.
    await expect(rowList(page).getByRole('listitem')).toBeFocused();
    await expect(page.getByText('Et eller flere av feltene inneholder ugyldig data. Kontroller feltene og forsøk på nytt.')).toBeVisible();
    await rowList(page).getByRole('button', { name: 'Velg uke 51' }).click();
    await expect(page.getByRole('textbox', { name: 'Uke' })).toHaveValue('51');
    await expect(rowList(page).getByRole('listitem')).not.toContainText('kan ikke slaktes');
  });

  test("a pig club row with a health group: 'Annet' needs a comment, and the remark is sent", async ({ page, company }) => {
    await login(page, company, farm.ola);
    await newSlaughter(page, 'Gris');
    const form = page.getByRole('region', { name: 'Ny innmeldingsrad' });
    await form.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'Gris', exact: true }).check();
    await form.getByLabel('Antall', { exact: true }).fill('14');
    await form.getByLabel('Klubbnummer').fill('3456');
    await form.getByRole('checkbox', { name: 'Dyr med helseavvik' }).check();
    await form.getByLabel('Antall dyr med helseavvik').fill('2');
    await form.getByLabel('Antall dyr med helseavvik').press('Enter');
    await expect(rowList(page).getByRole('listitem')).toHaveText([/Gris, 14 stk, klubbnr\. 3456/]);

    const health = healthSection(page);
    await expect(health.getByText('2 dyr med helseavvik')).toBeVisible();
    await health.getByRole('combobox', { name: 'Helseavvik' }).selectOption({ label: 'Annet' });
    await health.getByRole('textbox', { name: 'Kommentar' }).focus();
    await health.getByRole('textbox', { name: 'Kommentar' }).blur();
    await expect(health.getByText('Beskriv helseavviket i kommentaren')).toBeVisible();
    await confirmAgreements(page, company.flags.extraCheckboxConfirmRegisterSlaughter);
    await expect(page.getByText('fylle ut informasjon om dyr med helseavvik')).toBeVisible();
    await health.getByRole('textbox', { name: 'Kommentar' }).fill('Hoster, spiser dårlig');
    await expect(health.getByText('21 av 200 tegn')).toBeVisible();
    await expect(page.getByText('Før du kan melde inn må:')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Send innmelding' }).click();
    await expect(page.getByText('Innmeldingen ble registrert')).toBeVisible();
    const row = page.getByRole('list', { name: 'Dyr i innmeldingen' }).locator(':scope > li').filter({ hasText: '3456' });
    await expect(row.getByText('2 dyr: Annet – Hoster, spiser dårlig')).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

/**
 * Submitted enrolments (spec/enrolment.md §2 'Innsendte') on this spec's own copy of 10001's demo
 * data (farms.ts): five enrolments, of which the week-49 ones (18.11 slaughter cattle, 19.11 buy
 * cattle) are still deletable on the e2e clock (E2E_NOW) and the older ones are past their cutoff.
 * The first test only reads what the second leaves as it was, so they run in either order.
 */
const farm = farms.registeredEnrolments;

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Velg innmelding' });
const detailHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Innmelding / });

async function choose(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /Vis alle innmeldinger/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
  await expect(combobox(page)).toHaveValue(label);
}

test.describe('submitted enrolments', () => {
  test('pick an enrolment, rows and comment, greyed delete after the cutoff', async ({ page, company }) => {
    await login(page, company, farm.ola);
    await page.goto('registered-enrolments');
    await expect(page.getByRole('heading', { level: 1, name: 'Innmeldinger' })).toBeVisible();
    await expect(page).toHaveTitle('Innmeldinger - Slakteweb');
    const tabs = page.getByRole('navigation', { name: 'Nye og innsendte innmeldinger' });
    await expect(tabs.getByRole('link', { name: 'Ny' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: /^Innsendte/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Brødsmulesti' })).toHaveCount(company.flags.breadcrumbs ? 1 : 0);

    // The newest is selected and marked.
    await expect(combobox(page)).toHaveValue('19.11.2026 - Kjøp storfe (nyeste innmelding)');
    await expect(detailHeading(page)).toHaveText('Innmelding 19.11.2026 - Kjøp');
    await expectNoSeriousA11yViolations(page);

    // The picked-up pig slaughter: status, rows with 'Hentet', the comment without its $…$ part.
    await choose(page, '02.11.2026 - Slakt');
    await expect(detailHeading(page)).toHaveText('Innmelding 02.11.2026 - Slakt');
    await expect(page.getByText('Henting på innmelding er gjennomført')).toBeVisible();
    // The rows themselves, not the items of the health-remark lists inside them.
    const rows = page.getByRole('list', { name: 'Dyr i innmeldingen' }).locator(':scope > li');
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByRole('heading', { name: 'Gris' })).toBeVisible();
    await expect(rows.first().getByText('Hentet')).toBeVisible();
    await expect(rows.first().getByText('Transport Nord AS')).toBeVisible();
    // The sow's health remark.
    await expect(rows.nth(1).getByText('Øremerke 4521: Svakhet/halthet – Halter på venstre bakbein')).toBeVisible();
    await expect(page.getByText('Grisene står i binge 3 og 4.')).toBeVisible();
    await expect(page.getByText(/Kjent leverandør/)).toHaveCount(0);

    // Past the cutoff: the link stays (focusable, greyed) with the reason; pressing it does nothing.
    const link = page.getByRole('button', { name: 'Slett innmeldingen' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).toHaveAccessibleDescription('Fristen for å slette denne innmeldingen er gått ut.');
    await expect(page.getByText('Fristen for å slette denne innmeldingen er gått ut.')).toBeVisible();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Sheep slaughter waits for pickup; no comment.
    await choose(page, '09.11.2026 - Slakt');
    await expect(page.getByText('Et eller flere dyr venter på henting')).toBeVisible();
    await expect(page.getByText('Fant ingen kommentar')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('request deletion of the buy enrolment, delete the slaughter one', async ({ page, company }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page, company, farm.ola);
    await page.goto('registered-enrolments');
    await expect(combobox(page)).toHaveValue('19.11.2026 - Kjøp storfe (nyeste innmelding)');

    // Buy cattle: a deletion request.
    await page.getByRole('button', { name: 'Be om sletting av innmeldingen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Vil du sende en forespørsel om å slette denne innmeldingen?');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByText('Forespørsel om sletting er sendt')).toBeVisible();
    await expect(page.getByText('Det er sendt en forespørsel om å slette denne innmeldingen.')).toBeVisible();
    await expect(combobox(page)).toHaveValue('19.11.2026 - Kjøp storfe (nyeste innmelding)');

    // Slaughter cattle (week 49): deleted directly, gone from the list.
    await choose(page, '18.11.2026 - Slakt');
    await expect(page.getByText('Et eller flere dyr venter på henting')).toBeVisible();
    await page.getByRole('button', { name: 'Slett innmeldingen' }).click();
    await expect(dialog).toContainText('Er du sikker på at du vil slette denne innmeldingen?');
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByText('Innmeldingen ble slettet')).toBeVisible();
    await expect(detailHeading(page)).toHaveText('Innmelding 19.11.2026 - Kjøp');
    await page.getByRole('button', { name: /Vis alle innmeldinger/ }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(4);
    await expect(page.getByRole('option', { name: '18.11.2026 - Slakt', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Still gone after a reload.
    await page.reload();
    await expect(combobox(page)).toHaveValue('19.11.2026 - Kjøp storfe (nyeste innmelding)');
    await expect(page.getByText('Det er sendt en forespørsel om å slette denne innmeldingen.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

/**
 * New enrolments from start to the submitted list (spec/enrolment.md §2, §4), on the e2e clock
 * (Sunday 22 November 2026 12:00, ISO week 47; see E2E_NOW): the earliest week open for enrolment
 * is 49 in both variants, and week 53 is closed ('Julestengt').
 *
 * One flow on this spec's own copy of 10001 (farms.ts), so the tests run in order: the demo's
 * server draft is continued and saved again, the next test declines it, and the last but one
 * deletes the pig slaughter sent in between.
 */
const farm = farms.sendingEnrolments;

const LOCAL_DRAFT_KEY = 'slakteweb.enrolment-draft';
const step = (page: Page, name: string) => page.getByRole('group', { name });
const rowList = (page: Page) => page.getByRole('list', { name: 'Dyr i innmeldingen' });
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Velg innmelding' });

/**
 * Opens the screen for a new enrolment. `draft`: whether the farm has a saved draft, which is
 * then declined ('Nei, start på nytt'), or none.
 */
async function openNew(page: Page, draft: 'decline' | 'none'): Promise<void> {
  await page.goto('register-enrolment');
  await expect(page.getByRole('heading', { level: 1, name: 'Innmeldinger' })).toBeVisible();
  const offer = page.getByRole('alertdialog', { name: 'Fortsette på innmeldingen?' });
  if (draft === 'decline') await offer.getByRole('button', { name: 'Nei, start på nytt' }).click();
  await expect(step(page, '1. Hva gjelder innmeldingen?')).toBeVisible();
  // The offer opens together with the form (both wait for the drafts): declined, or never made.
  await expect(offer).toHaveCount(0);
}

async function choose(page: Page, action: string, group: string): Promise<void> {
  await step(page, '1. Hva gjelder innmeldingen?').getByRole('radio', { name: action }).check();
  await step(page, '2. Dyregruppe').getByRole('radio', { name: group }).check();
}

async function sendAndExpectSubmitted(page: Page, optionLabel: string): Promise<void> {
  await expect(page.getByText('Før du kan melde inn må:')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send innmelding' }).click();
  await expect(page.getByText('Innmeldingen ble registrert')).toBeVisible();
  await expect(page).toHaveURL(/\/registered-enrolments$/);
  await expect(combobox(page)).toHaveValue(optionLabel);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCAL_DRAFT_KEY)).toBeNull();
}

test.describe.serial('new enrolments', () => {
  test('the server draft is offered, continued, and survives a reload', async ({ page, company }) => {
    await login(page, company, farm.ola);
    await page.goto('register-enrolment');
    // The demo's server draft: slaughter of 18 pigs, club 4411, week 49.
    const offer = page.getByRole('alertdialog', { name: 'Fortsette på innmeldingen?' });
    await expect(offer).toContainText('slakt, gris');
    await expectNoSeriousA11yViolations(page);
    await offer.getByRole('button', { name: 'Ja' }).click();
    await expect(rowList(page).getByRole('listitem')).toHaveText([/Gris, 18 stk, klubbnr\. 4411/]);
    await expect(page.getByRole('textbox', { name: 'Uke' })).toHaveValue('49');

    // A change is kept in the browser at once; after a reload the newer (local) draft is offered.
    await page.getByLabel('Legg til kommentar for hele innmeldingen').fill('Hentes etter kl. 10');
    await expect(page.getByText('19 av 101 tegn')).toBeVisible();
    await page.reload();
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByLabel('Legg til kommentar for hele innmeldingen')).toHaveValue('Hentes etter kl. 10');
    await expect(rowList(page).getByRole('listitem')).toHaveCount(1);

    // 'Lagre utkast' keeps it on the server too.
    await page.getByRole('button', { name: 'Lagre utkast' }).click();
    await expect(page.getByText('Utkast lagret')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a pig slaughter from the first step to the submitted list, on a phone', async ({ page, company }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page, company, farm.ola);
    // The draft the test before saved.
    await openNew(page, 'decline');
    await choose(page, 'Slakt', 'Gris');

    // Week: the default is the first week whose deadline has not passed; minus shows why.
    await expect(page.getByText('Ønsket hentedato')).toBeVisible();
    await expect(page.getByText('Vi er nå i uke 47')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Uke' })).toHaveValue('49');
    await expect(page.getByText('30.11.2026 – 06.12.2026')).toBeVisible();
    await page.getByRole('button', { name: 'Forrige uke' }).click();
    await expect(page.getByText('Frist for innmelding denne uken er gått ut. Prøv neste uke.')).toBeVisible();
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Neste uke' }).click();
    await expect(page.getByRole('textbox', { name: 'Uke' })).toHaveValue('53');
    await expect(page.getByText('Uke 53: uke ikke tilgjengelig.')).toBeVisible();
    await page.getByRole('button', { name: 'Se årsak' }).click();
    await expect(page.getByRole('dialog', { name: 'Uke 53 er ikke tilgjengelig' })).toContainText('Julestengt');
    await page.getByRole('dialog').getByRole('button', { name: 'Lukk', exact: true }).first().click();
    await page.getByRole('button', { name: 'Neste uke' }).click();
    await expect(page.getByText('04.01.2027 – 10.01.2027')).toBeVisible();
    // A typed week from the current one on is this year's, whatever year is shown; one below it is next year's.
    await expect(page.getByRole('combobox', { name: 'År' })).toHaveValue('2027');
    await page.getByRole('textbox', { name: 'Uke' }).fill('49');
    await page.getByRole('textbox', { name: 'Uke' }).press('Enter');
    await expect(page.getByText('30.11.2026 – 06.12.2026')).toBeVisible();
    await expect(page.getByText('Frist for innmelding')).toHaveCount(0);
    // The week's deadline for this action, by the rule the server enforces (the week before, its weekday and time).
    await expect(page.getByText(company.id === 'midtnorge' ? 'Frist: tirsdag 24.11. kl. 06:00' : 'Frist: onsdag 25.11. kl. 07:30')).toBeVisible();

    // A row: a bad club number is refused with its message, Enter adds a good one.
    const form = page.getByRole('region', { name: 'Ny innmeldingsrad' });
    await form.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'Gris', exact: true }).check();
    await form.getByLabel('Antall').fill('12');
    await form.getByLabel('Klubbnummer').fill('12');
    // Leaving the bad number by a click on the box below: the click is not lost under the message
    // that comes, and the message comes once the press is over.
    const returnMeat = form.getByRole('checkbox', { name: 'Returkjøtt', exact: true });
    await returnMeat.click();
    await expect(returnMeat).toBeChecked();
    await expect(form.getByText('Ugyldig klubbnummer', { exact: true })).toBeVisible();
    await returnMeat.uncheck();
    await form.getByLabel('Klubbnummer').press('Enter');
    await expect(form.getByText('Ugyldig klubbnummer', { exact: true })).toBeVisible();
    // The press was answered: the summary at the top of the form names the field, and has the focus.
    await expect(form.getByRole('region', { name: 'Rett opp dette i raden:' })).toBeFocused();
    await form.getByLabel('Klubbnummer').fill('2468');
    await form.getByLabel('Klubbnummer').press('Enter');
    await expect(rowList(page).getByRole('listitem')).toHaveText([/Gris, 12 stk, klubbnr\. 2468/]);

    await expect(page.getByText('Før du kan melde inn må:')).toBeVisible();
    // A press while something is missing answers: the box is marked and the summary takes focus.
    const agreement = page.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' });
    await page.getByRole('button', { name: 'Send innmelding' }).click();
    await expect(page.getByRole('group', { name: 'Før du kan melde inn må:' })).toBeFocused();
    await expect(agreement).toHaveAttribute('aria-invalid', 'true');
    await agreement.check();
    // midtnorge asks its extra confirmation of a slaughter enrolment too.
    if (company.flags.extraCheckboxConfirmRegisterSlaughter) {
      await expect(page.getByText('bekrefte at opplysningene i innmeldingen er riktige')).toBeVisible();
      await page.getByRole('checkbox', { name: /Jeg bekrefter at opplysningene i innmeldingen er riktige/ }).check();
    }
    await expectNoSeriousA11yViolations(page);
    await sendAndExpectSubmitted(page, '22.11.2026 - Slakt (nyeste innmelding)');
    await expect(page.getByRole('heading', { level: 3, name: 'Gris' })).toBeVisible();
    // A receipt that stays, first on the page: the week, the animals, until when it can be deleted.
    const receipt = page.getByRole('status').filter({ hasText: 'Innmeldingen ble registrert' });
    await expect(receipt).toContainText('Uke 49 2026 - Slakt');
    await expect(receipt.getByRole('list', { name: 'Dyr i den nye innmeldingen' })).toContainText('12 Gris');
    await expect(receipt).toContainText(company.id === 'midtnorge' ? 'Du kan slette den fram til tirsdag 24.11. kl. 06:00.' : 'Du kan slette den fram til onsdag 25.11. kl. 07:00.');
    await expect(receipt).toContainText('Kvittering er sendt på e-post til ola.nordmann@example.no.');
    await expect(page.getByText(company.id === 'midtnorge' ? 'Kan slettes til tirsdag 24.11. kl. 06:00' : 'Kan slettes til onsdag 25.11. kl. 07:00')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('sent-375.png'), fullPage: true });
  });

  test('the farm gets the receipt by e-mail: the week, the rows and the deletion deadline', async ({ outbox, company }) => {
    // The farm's profile asks for receipts of slaughter enrolments (recieve_registered_slaughter).
    // The pig club number is this spec's own: no other spec's receipt has it.
    const receipts = outbox('ola.nordmann@example.no', 'klubbnr. 2468');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toContain('uke 49 2026');
    expect(receipts[0]).toContain('  - 12 Gris, klubbnr. 2468');
    expect(receipts[0]).toContain(company.id === 'midtnorge' ? 'tirsdag 24.11. kl. 06:00' : 'onsdag 25.11. kl. 07:00');
  });

  test('a second pig slaughter the same day: listed as two, each deleted on its own', async ({ page, company }) => {
    await login(page, company, farm.ola);
    await openNew(page, 'none');
    await choose(page, 'Slakt', 'Gris');
    const form = page.getByRole('region', { name: 'Ny innmeldingsrad' });
    await form.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'Gris', exact: true }).check();
    await form.getByLabel('Antall').fill('5');
    await form.getByLabel('Klubbnummer').fill('1357');
    await form.getByLabel('Klubbnummer').press('Enter');
    await page.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' }).check();
    if (company.flags.extraCheckboxConfirmRegisterSlaughter) {
      await page.getByRole('checkbox', { name: /Jeg bekrefter at opplysningene i innmeldingen er riktige/ }).check();
    }
    await sendAndExpectSubmitted(page, '22.11.2026 - Slakt (nyeste innmelding)');

    await expect(page.getByText('2 innmeldinger ble sendt denne dagen.')).toBeVisible();
    const parts = page.getByRole('region', { name: /^Sendt kl\. \d\d:\d\d$/ });
    await expect(parts).toHaveCount(2);
    const second = parts.filter({ hasText: '1357' });
    await expect(second).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await second.getByRole('button', { name: 'Slett innmeldingen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByText('Innmeldingen ble slettet')).toBeVisible();
    // The first is still there (the newest, so shown again), alone again.
    await expect(combobox(page)).toHaveValue('22.11.2026 - Slakt (nyeste innmelding)');
    await expect(page.getByText('2468', { exact: true })).toBeVisible();
    await expect(page.getByText('1357', { exact: true })).toHaveCount(0);
    await expect(page.getByText('2 innmeldinger ble sendt denne dagen.')).toHaveCount(0);
  });

  test('a sheep sell to the submitted list', async ({ page, company }) => {
    await login(page, company, farm.ola);
    await openNew(page, 'none');
    await choose(page, 'Selg livdyr', 'Sau og lam');
    await expect(page.getByText('Ønsket hentedato')).toBeVisible();

    const form = page.getByRole('region', { name: 'Ny rad for kjøp/salg' });
    await form.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'Vær' }).check();
    await form.getByLabel('Individnummer').fill('00000');
    await form.getByLabel('Individnummer').blur();
    await expect(form.getByText('Ugyldig individnummer')).toBeVisible();
    await form.getByLabel('Individnummer').fill('12345');
    await form.getByLabel('Rase').selectOption(company.id === 'midtnorge' ? 'Grå Trønder' : 'Dala');
    await form.getByRole('checkbox', { name: 'Horn' }).check();
    await form.getByRole('button', { name: 'Legg til' }).click();
    await expect(rowList(page).getByRole('listitem')).toHaveCount(1);

    // Editing hides the row's own buttons; the same sheep twice is refused.
    await rowList(page).getByRole('button', { name: /^Endre/ }).click();
    await expect(page.getByRole('region', { name: 'Endre rad for kjøp/salg' })).toBeVisible();
    await expect(rowList(page).getByRole('button')).toHaveCount(0);
    await page.getByRole('button', { name: 'Avbryt endring' }).click();
    await page.getByRole('button', { name: 'Legg til flere dyr' }).click();
    await form.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'Sau' }).check();
    await form.getByLabel('Individnummer').fill('12345');
    await form.getByLabel('Rase').selectOption('Dala');
    await form.getByLabel('Individnummer').press('Enter');
    await expect(form.getByText('Denne sauen er allerede lagt til', { exact: true })).toBeVisible();
    await expect(rowList(page).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Avbryt radinnleggelse' }).click();

    await page.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' }).check();
    await sendAndExpectSubmitted(page, '22.11.2026 - Salg sau (nyeste innmelding)');
    await expect(page.getByText('12345')).toBeVisible();
  });

  test('a buy-cattle enrolment through its steps to the submitted list', async ({ page, company }) => {
    await login(page, company, farm.ola);
    await openNew(page, 'none');
    await choose(page, 'Kjøp livdyr', 'Storfe');
    await expect(page.getByText('Ønsket leveringsdato')).toBeVisible();

    const form = page.getByRole('region', { name: 'Ny rad for kjøp/salg' });
    await form.getByRole('group', { name: 'Type livdyr' }).getByRole('radio', { name: 'Livdyr til avl' }).check();
    await form.getByRole('group', { name: 'Kategori' }).getByRole('radio', { name: 'Melkefe' }).check();
    // Milk animals are always light: no weight step.
    await expect(form.getByRole('group', { name: 'Vekt' })).toHaveCount(0);
    await form.getByRole('group', { name: 'Avlsstatus' }).getByRole('radio', { name: 'Drektig kvige/ku' }).check();
    await form.getByLabel('Antall').fill('2');
    // Changing an earlier step clears the later ones.
    await form.getByRole('group', { name: 'Kategori' }).getByRole('radio', { name: 'Kjøttfe' }).check();
    await expect(form.getByRole('group', { name: 'Avlsstatus' })).toHaveCount(0);
    await form.getByRole('group', { name: 'Vekt' }).getByRole('radio', { name: 'Lett' }).check();
    await form.getByRole('group', { name: 'Avlsstatus' }).getByRole('radio', { name: 'Drektig kvige/ku' }).check();
    await form.getByLabel('Antall').fill('2');
    await form.getByLabel('Antall').press('Enter');
    await expect(rowList(page).getByRole('listitem')).toHaveText([/Livdyr til avl, Kjøttfe, lett, drektig kvige\/ku, 2 stk/]);

    // Buying asks no transport agreement.
    await expect(page.getByRole('checkbox', { name: /transporteres/ })).toHaveCount(0);
    await sendAndExpectSubmitted(page, '22.11.2026 - Kjøp storfe (nyeste innmelding)');
    await expect(page.getByRole('heading', { level: 3, name: 'Livdyr til avl, Kjøttfe, lett, drektig kvige/ku' })).toBeVisible();
  });

  test('deleting: the enrolment sent today goes before its cutoff; an older one is past it', async ({ page, company }) => {
    await login(page, company, farm.ola);
    await page.goto('registered-enrolments');
    // Today's pig slaughter is for week 49: deletable until the cutoff in week 48.
    await page.getByRole('button', { name: /Vis alle innmeldinger/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: '22.11.2026 - Slakt', exact: true }).click();
    await page.getByRole('button', { name: 'Slett innmeldingen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByText('Innmeldingen ble slettet')).toBeVisible();
    // The list is fetched again and another enrolment chosen; a list opened before that would close.
    await expect(page.getByRole('combobox', { name: 'Velg innmelding' })).not.toHaveValue(/^22\.11\.2026 - Slakt/);
    await page.getByRole('button', { name: /Vis alle innmeldinger/ }).click();
    await expect(page.getByRole('listbox').getByRole('option', { name: '09.11.2026 - Slakt', exact: true })).toBeVisible();
    await expect(page.getByRole('listbox').getByRole('option', { name: '22.11.2026 - Slakt', exact: true })).toHaveCount(0);
    // The sheep slaughter of 09.11 (week 47) is past its cutoff: greyed, with the reason.
    await page.getByRole('listbox').getByRole('option', { name: '09.11.2026 - Slakt', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Slett innmeldingen' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Fristen for å slette denne innmeldingen er gått ut.')).toBeVisible();
  });

  test('the enrolment information: the company link or the help text', async ({ page, company }) => {
    await login(page, company, farm.ola);
    await openNew(page, 'none');
    if (company.enrolmentInfoUrl) {
      await expect(page.getByRole('link', { name: /Mer informasjon om innmelding/ })).toHaveAttribute('href', company.enrolmentInfoUrl);
    } else {
      await page.getByText('Mer informasjon om innmelding').click();
      await expect(page.getByText(/Meld inn dyrene for den uka du ønsker dem hentet/)).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Brødsmulesti' })).toHaveCount(company.flags.breadcrumbs ? 1 : 0);
  });
});

import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, expectNoSeriousA11yViolations, farms, linkIn, test } from '../fixtures.js';
import { login, logout, openMainMenu } from './helpers.js';

// The people around a farm: two farmers invite the same person (a ring leader who enrols for one,
// keeps the books of the other), who accepts from the mail, logs in with the e-mail address, acts
// for each farm in turn and sees only what each role allows, until a farmer ends the access.
const farm = farms.access;
// The person sets `password` on accepting, and `newPassword` through 'Glemt passord?'.
const PERSON = { email: 'ringleder@example.no', name: 'Randi Ringleder', password: 'Lammetid-2027', newPassword: 'Lammetid-2028' };

/** The invitation's link in a mail (quoted-printable soft breaks undone). */
function invitationLinkIn(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+tilgang\/godta\?t=[A-Za-z0-9_%-]+/.exec(text);
  if (!match) throw new Error(`no invitation link in mail:\n${mail}`);
  return match[0];
}

/** A browser of its own for a farmer, so the person's session in the test's page stays as it is. */
async function farmerPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  // As the fixtures do for every page: the prognosis survey does not open by itself here.
  await context.addInitScript(() => window.sessionStorage.setItem('slakteweb_prognosis_popup_closed', '1'));
  return context.newPage();
}

/** From 'Min konto' to 'Tilganger', and an invitation sent. */
async function invite(page: Page, role: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Min konto' }).getByRole('link', { name: 'Min konto' }).click();
  await page.getByRole('link', { name: 'Tilganger' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tilganger' })).toBeVisible();
  await page.getByLabel(/^E-post/).fill(PERSON.email);
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('button', { name: 'Send invitasjon' }).click();
  await expect(page.getByText(`Invitasjonen er sendt til ${PERSON.email}`)).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Hovedmeny' });
const banner = (page: Page) => page.getByRole('region', { name: 'Gården du handler for' });

test('a farmer invites a person, who accepts, logs in, switches farm and sees only what the role allows, until the access ends', async ({
  page,
  company,
  outbox,
  browser,
}, testInfo) => {
  // Two farmers and a person, three logins, two invitations, a new password and a second factor set
  // up: the longest journey of the specs (more with other specs' browsers beside it).
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const baseURL = String(testInfo.project.use.baseURL);

  // The login page names both ids.
  await page.goto('login');
  await expect(page.getByLabel(company.loginFormLabel)).toBeVisible();

  // 11211 invites the person to enrol animals for the farm.
  const ola = await farmerPage(browser, baseURL);
  await ola.setViewportSize({ width: 1280, height: 900 });
  let mails = outbox(PERSON.email).length;
  await login(ola, company, farm.ola);
  await invite(ola, /^Innmelder/);
  await expectNoSeriousA11yViolations(ola);
  await expect(ola.getByText(PERSON.email, { exact: true })).toBeVisible();
  await expect.poll(() => outbox(PERSON.email).length).toBe(mails + 1);
  const first = outbox(PERSON.email).at(-1)!;
  expect(first).toContain(PERSON.email);

  // The person accepts as someone new: a name and a password, and is in, acting for 11211.
  await page.goto(invitationLinkIn(first));
  await expect(page.getByRole('heading', { level: 1, name: 'Godta invitasjonen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Navn').fill(PERSON.name);
  await page.getByLabel('Passord', { exact: true }).fill(PERSON.password);
  await page.getByLabel('Gjenta passord').fill(PERSON.password);
  await page.getByRole('button', { name: 'Lag bruker og godta' }).click();
  await page.getByRole('link', { name: 'Gå til oversikten' }).click();
  await expect(banner(page)).toContainText(`lev.nr ${farm.ola}`);

  // The link works once.
  await logout(page);
  await page.goto(invitationLinkIn(first));
  await page.getByLabel('Navn').fill(PERSON.name);
  await page.getByLabel('Passord', { exact: true }).fill(PERSON.password);
  await page.getByLabel('Gjenta passord').fill(PERSON.password);
  await page.getByRole('button', { name: 'Lag bruker og godta' }).click();
  await expect(page.getByText(/Lenken virker ikke lenger/)).toBeVisible();

  // The person forgot the password: 'Glemt passord?' takes the e-mail address, as the login does,
  // and mails a reset link for the person's own login.
  mails = outbox(PERSON.email).length;
  await page.goto('login');
  await page.getByRole('link', { name: 'Glemt passord?' }).click();
  await page.getByLabel(company.loginFormLabel).fill(PERSON.email.toUpperCase());
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByText(/lenke for å sette nytt passord sendt/)).toBeVisible();
  await expect.poll(() => outbox(PERSON.email).length).toBe(mails + 1);
  const reset = outbox(PERSON.email).at(-1)!;
  expect(reset).toContain(`To: ${PERSON.email}`);
  await page.goto(linkIn(reset));
  await page.getByLabel('Nytt passord', { exact: true }).fill(PERSON.newPassword);
  await page.getByLabel('Gjenta nytt passord').fill(PERSON.newPassword);
  await page.getByRole('button', { name: 'Lagre passord' }).click();
  await expect(page.getByText('Passordet ble endret').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });

  // The person logs in with the e-mail address: an enrolment role registers animals and sees no money.
  await login(page, company, PERSON.email, PERSON.newPassword);
  await expect(banner(page)).toContainText(`Du handler for: `);
  await expect(banner(page)).toContainText(`lev.nr ${farm.ola}`);
  await expect(menu(page).getByRole('link', { name: 'Innmelding' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Avregninger' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Dokumenter' })).toHaveCount(0);
  await expect(page.getByText('Saldo hittil i år')).toHaveCount(0);
  // What the person opens for the farm is in the farmer's log ('Hva andre har gjort').
  await page.goto('cattle');
  await expect(page.getByRole('heading', { level: 1, name: 'Mine storfe' })).toBeVisible();

  // 11213 invites the same person to keep its books.
  await logout(ola);
  mails = outbox(PERSON.email).length;
  await login(ola, company, farm.per);
  await invite(ola, /^Regnskapsfører/);
  await expect.poll(() => outbox(PERSON.email).length).toBe(mails + 1);
  const second = outbox(PERSON.email).at(-1)!;

  // Logged in, the person accepts with the link alone. Two farms take the second factor, which the
  // login with one did not ask for: the person logs in again, sets up the authenticator, and
  // chooses 11213.
  await page.goto(invitationLinkIn(second));
  await expect(page.getByText('Gården er lagt til')).toBeVisible();
  await page.getByRole('link', { name: 'Logg inn på nytt' }).click();
  await page.getByLabel(company.loginFormLabel).fill(PERSON.email);
  await page.getByLabel('Passord', { exact: true }).fill(PERSON.newPassword);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('heading', { name: 'Sett opp tofaktorinnlogging' })).toBeVisible();
  const secret = (await page.locator('p', { hasText: 'Kan du ikke skanne?' }).locator('code').innerText()).replace(/\s/g, '');
  await page.getByLabel('Kode fra autentiseringsappen').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Bekreft og logg inn' }).click();
  await page.getByRole('button', { name: 'Jeg har tatt vare på kodene' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Velg gård' })).toBeVisible();
  await page.getByLabel('Søk på navn eller leverandørnummer').fill(farm.per);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: new RegExp(`lev.nr ${farm.per}`) }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner(page)).toContainText(`lev.nr ${farm.per}`);
  // The accountant sees the money and the files, and registers nothing.
  await expect(menu(page).getByRole('link', { name: 'Avregninger' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Dokumenter' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Innmelding' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Statistikk' })).toHaveCount(0);
  // Typed in by hand, a screen the role may not see is refused by the server.
  await page.goto('statistics');
  await expect(page.getByRole('alert')).toBeVisible();

  // Back to 11211 from the top menu, on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('dashboard');
  await openMainMenu(page);
  await menu(page).getByRole('link', { name: 'Bytt gård' }).click();
  await page.getByRole('button', { name: new RegExp(`lev.nr ${farm.ola}`) }).click();
  await expect(banner(page)).toContainText(`lev.nr ${farm.ola}`);
  await expectNoSeriousA11yViolations(page);

  // 11211 sees the person, and what they did; then ends the access.
  await logout(ola);
  await login(ola, company, farm.ola);
  await ola.goto('tilganger');
  const row = ola.getByRole('row', { name: new RegExp(PERSON.name) });
  await expect(row).toContainText('Innmelder');
  await expect(ola.getByRole('region', { name: 'Hva andre har gjort' }).getByText(PERSON.name).first()).toBeVisible();
  await row.getByRole('button', { name: `Fjern tilgang for ${PERSON.name}` }).click();
  await ola.getByRole('alertdialog').getByRole('button', { name: 'Fjern tilgang' }).click();
  await expect(ola.getByText(`${PERSON.name} har ikke lenger tilgang`)).toBeVisible();
  await expect(ola.getByText('Ingen andre har tilgang til gården.')).toBeVisible();

  // The person's next click is refused.
  await openMainMenu(page);
  await menu(page).getByRole('link', { name: 'Innmelding' }).click();
  await expect(page.getByText('Velg gården du skal handle for.').first()).toBeVisible();

  await ola.context().close();
});

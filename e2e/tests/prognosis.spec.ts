import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  formatNumber,
  type PrognosisConfig,
  prognosisConfigResponseSchema,
  prognosisStatisticsResponseSchema,
  submittedPrognosisResponseSchema,
} from '@slakteweb/core';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login, logout, openMainMenu } from './helpers.js';

// The prognosis survey: it opens by itself after login until the farm has answered the coming
// period, so this spec starts without the other specs' 'popup already closed' (fixtures.ts), as
// its own copy of 10001, which sends a prognosis (farms.ts).
const farm = farms.prognosis;
test.use({ prognosisPopupClosed: false });

const MENU_ENTRY = 'Prognose slakt og kjøp/salg livdyr';
const survey = (page: Page) => page.getByRole('dialog', { name: 'Registrering av prognose' });
const kind = (page: Page, name: string) => survey(page).getByRole('group', { name });

async function config(page: Page): Promise<PrognosisConfig> {
  const response = await page.request.get('api/external/prognosis_registration_config');
  expect(response.status()).toBe(200);
  return prognosisConfigResponseSchema.parse(await response.json()).prognosis_config;
}

const configJson = (c: PrognosisConfig) => encodeURIComponent(JSON.stringify(c));

const shortcutToStatistics = (page: Page) => page.getByRole('region', { name: 'Snarveier' }).getByRole('link', { name: 'Statistikk' });

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
}

/** midtnorge has no prognosisRegistration: no survey after login, no menu entry, and its routes answer 404. */
async function expectNoPrognosisAnywhere(page: Page, settled: Locator = shortcutToStatistics(page)): Promise<void> {
  // Once the screen has settled (tiles drawn, requests done), nothing of the survey is there.
  await expect(settled).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(survey(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Oppdatering av prognose' })).toHaveCount(0);
  await openMainMenu(page);
  // The menu is drawn (a farmer's items, or staff acting for nobody: the same but the survey), without the survey.
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(MENU_ENTRY)).toHaveCount(0);
  for (const route of ['api/external/prognosis_registration_config', 'api/prognosis_data?action=get_submitted&prognosis_config_json=%7B%7D']) {
    expect((await page.request.get(route)).status(), route).toBe(404);
  }
  expect((await page.request.post('api/register_prognosis', { data: { data: { pigs_slaughter: '1' } } })).status()).toBe(404);
}

test.describe('prognosis', () => {
  test('after login 10001 sees the survey, fills in pigs, sends, and finds the numbers again from the menu (midtnorge: no prognosis anywhere)', async ({ page, company }, testInfo) => {
    await login(page, company, farm.ola);
    if (!company.flags.prognosisRegistration) {
      await expectNoPrognosisAnywhere(page);
      return;
    }
    await expect(survey(page)).toBeVisible();
    await expect(kind(page, 'Slaktegris')).toBeVisible();
    await expect(survey(page).getByRole('group')).toHaveCount(3);
    await expect(kind(page, 'Lam').getByRole('textbox')).toHaveCount(1);

    // The farm's own figures beside the fields are the API's, from the settled animals.
    const stored = await config(page);
    const statistics = prognosisStatisticsResponseSchema.parse(
      await (await page.request.get(`api/prognosis_data?action=get_statistics&animal_kind=pigs&prognosis_config_json=${configJson(stored)}`)).json(),
    ).prognosisData;
    expect(statistics.slaughter.prev_period.count).toBeGreaterThan(0);
    const slaughter = kind(page, 'Slaktegris').getByLabel('Slakt', { exact: true });
    const prev = statistics.slaughter.prev_period;
    await expect(slaughter).toHaveAccessibleDescription(
      new RegExp(`^Forrige periode \\(\\d{2}\\.\\d{2}\\.\\d{4}–\\d{2}\\.\\d{2}\\.\\d{4}\\) ${formatNumber(prev.count, 0)} dyr · ${formatNumber(prev.kg!, 0)} kg`),
    );
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'prognosis-survey');

    await slaughter.fill('120');
    await kind(page, 'Slaktegris').getByLabel('Kjøp livdyr').fill('130');
    await kind(page, 'Slaktegris').getByLabel('Salg livdyr').fill('0');
    await survey(page).getByRole('button', { name: 'Send inn prognose' }).click();
    await expect(survey(page).getByText('Prognosen er sendt inn...')).toBeVisible();
    await survey(page).getByRole('button', { name: 'Lukk' }).last().click();
    await expect(survey(page)).toHaveCount(0);

    const submitted = submittedPrognosisResponseSchema.parse(
      await (await page.request.get(`api/prognosis_data?action=get_submitted&prognosis_config_json=${configJson(stored)}`)).json(),
    ).prognosisData;
    expect(submitted.pigs).toMatchObject({ next_period: stored.pigs.next_period, slaughter: 120, buy: 130, sell: 0 });
    expect(submitted.cattle).toMatchObject({ slaughter: null, buy: null, sell: null });

    // From the menu: the numbers sent.
    await openMainMenu(page);
    await page.getByRole('button', { name: MENU_ENTRY }).click();
    await expect(kind(page, 'Slaktegris').getByLabel('Slakt', { exact: true })).toHaveValue('120');
    await expect(kind(page, 'Slaktegris').getByLabel('Kjøp livdyr')).toHaveValue('130');
    await expect(kind(page, 'Slaktegris').getByLabel('Salg livdyr')).toHaveValue('0');
    await expect(kind(page, 'Storfe').getByLabel('Slakt', { exact: true })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(survey(page)).toHaveCount(0);

    // Answered for the coming period: it no longer opens by itself, not even at the next login.
    await logout(page);
    await login(page, company, farm.ola);
    await expect(shortcutToStatistics(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(survey(page)).toHaveCount(0);
  });

  test('on a 375 px phone: invalid input disables sending, nothing scrolls sideways (midtnorge: no prognosis for the superuser either)', async ({ page, company }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    if (!company.flags.prognosisRegistration) {
      await login(page, company, farms.dashboard.staff);
      // Staff acting for nobody land on their own start page, not the farmer's tiles.
      await expectNoPrognosisAnywhere(page, page.getByRole('heading', { level: 1, name: 'Kundestøtte' }));
      return;
    }
    await login(page, company, farm.ola);
    await openMainMenu(page);
    await page.getByRole('button', { name: MENU_ENTRY }).click();
    // The survey is several screens long here; 'Send inn prognose' stays in reach from its first field.
    await kind(page, 'Slaktegris').getByLabel('Slakt', { exact: true }).focus();
    await expect(survey(page).getByRole('button', { name: 'Send inn prognose' })).toBeInViewport();
    const field = kind(page, 'Storfe').getByLabel('Slakt', { exact: true });
    await field.fill('4a');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Ugyldig antall$/);
    await expect(survey(page).getByText('Et eller flere av inputfeltene har ugyldig data.')).toBeVisible();
    await expect(survey(page).getByRole('button', { name: 'Send inn prognose' })).toBeDisabled();
    await expectNoSidewaysScrolling(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'prognosis-invalid');

    // Spaces are tolerated; fixed, it can be sent.
    await field.fill('1 200');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(survey(page).getByText('Et eller flere av inputfeltene har ugyldig data.')).toHaveCount(0);
    await expect(survey(page).getByRole('button', { name: 'Send inn prognose' })).toBeEnabled();
  });
});

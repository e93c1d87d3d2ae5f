import type { BrowserContext, Page, Request } from '@playwright/test';
import { brandingResponseSchema } from '@slakteweb/core';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

// Only reads (the tile and a token; nothing is stored), so it logs in as the untouched demo 10001 (farms.ts).
const farm = farms.branding;

const OPENED = 'Nettbutikken for profileringsklær ble åpnet i en ny fane.';
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The shop's address, as the server hands it out. */
async function shopUrl(page: Page): Promise<string> {
  const response = await page.request.get('api/branding_clothes');
  expect(response.status()).toBe(200);
  return brandingResponseSchema.parse(await response.json()).url;
}

/**
 * Does `action`, and returns the new tab it opens and the request that tab makes. The shop is
 * external (no network here): what counts is that a new tab POSTs the token there, not its page.
 */
async function expectPunchOut(context: BrowserContext, url: string, action: () => Promise<void>): Promise<{ popup: Page; request: Request }> {
  const requestPromise = context.waitForEvent('request', { predicate: (r) => r.url().startsWith(url) });
  const popupPromise = context.waitForEvent('page');
  await action();
  const [popup, request] = await Promise.all([popupPromise, requestPromise]);
  expect(request.method()).toBe('POST');
  expect(request.frame().page()).toBe(popup);
  const form = new URLSearchParams(request.postData() ?? '');
  expect([...form.keys()]).toEqual(['token']);
  expect(form.get('token')).toMatch(JWT);
  return { popup, request };
}

// Every company variant has the shop (branding_clothes, packages/core/src/company): these tests run
// in both, and a variant without it would fail them rather than pass them by unchecked.
test.describe('profiling clothes', () => {
  test('the dashboard tile opens the shop in a new tab with a form POST of the token', async ({ page, context, company }) => {
    await login(page, company, farm.ola);
    const url = await shopUrl(page);
    const tile = page.getByRole('region', { name: 'Snarveier' }).getByRole('link', { name: 'Profileringsklær' });

    const { popup } = await expectPunchOut(context, url, () => tile.click());
    await expect(page).toHaveURL(/\/branding-clothes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profileringsklær' })).toBeVisible();
    await expect(page.getByText(OPENED)).toBeVisible();
    await popup.close();
    await expectNoSeriousA11yViolations(page);
  });

  test('opened directly, the page opens the shop, and again with a new token each time', async ({ page, context, company }) => {
    await login(page, company, farm.ola);
    const url = await shopUrl(page);
    // Opened directly, the page opens the shop at once when the browser still counts the last user
    // step as activation (Playwright's steps do, for a few seconds), and otherwise offers the button,
    // as a browser that blocks the new tab needs (the case without activation is a component test).
    // On a busy machine the activation may have run out by the time the page loads: both are right.
    const open = page.getByRole('button', { name: 'Åpne nettbutikken (åpnes i en ny fane)' });
    const first = await expectPunchOut(context, url, async () => {
      await page.goto('branding-clothes');
      // The one that loses the race is left waiting until the page closes: its failure is expected.
      const popup = context.waitForEvent('page').then(() => 'opened' as const, () => 'gone' as const);
      const button = open.waitFor().then(() => 'button' as const, () => 'gone' as const);
      if ((await Promise.race([popup, button])) === 'button') await open.click();
    });
    await expect(page).toHaveTitle('Profileringsklær - Slakteweb');
    await expect(page.getByText(OPENED)).toBeVisible();
    await first.popup.close();
    await expectNoSeriousA11yViolations(page);

    const again = page.getByRole('button', { name: 'Åpne nettbutikken igjen (åpnes i en ny fane)' });
    const second = await expectPunchOut(context, url, () => again.click());
    const token = (request: Request) => new URLSearchParams(request.postData() ?? '').get('token');
    expect(token(second.request)).not.toBe(token(first.request));
    await second.popup.close();
    await expect(page.getByText(OPENED)).toBeVisible();
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the menu entry opens the shop too', async ({ page, context, company }) => {
      await login(page, company, farm.ola);
      const url = await shopUrl(page);
      await page.getByRole('button', { name: 'Meny' }).click();
      const entry = page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Profileringsklær' });
      const { popup } = await expectPunchOut(context, url, () => entry.click());
      await popup.close();
      await expect(page.getByText(OPENED)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
});

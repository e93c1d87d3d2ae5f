import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

const farm = farms.unsubscribe;

/**
 * A mail's unsubscribe link, as the notification sender writes it: the farm and the kind of mail,
 * signed with the variant server's secret (apps/server/src/modules/notifications/unsubscribe-token.ts).
 */
function unsubscribeLink(project: string, supplierNo: string, kind: string): string {
  const secretFile = path.join(process.env.E2E_DATA_ROOT ?? '/tmp/slakteweb-e2e', project, 'notification-token-secret');
  const secret = fs.readFileSync(secretFile, 'utf8').trim();
  const signature = createHmac('sha256', secret).update(`unsubscribe:${supplierNo}:${kind}`).digest('base64url');
  return `api/notifications/unsubscribe?t=${encodeURIComponent(`${supplierNo}.${kind}.${signature}`)}`;
}

/**
 * The page behind a mail's unsubscribe link, in the browser: its 'Slå av' button is the browser's
 * own form post, which must pass the portal's same-origin check (a browser sends `Origin: null`
 * from a page whose referrer policy is no-referrer), and it turns the farm's switch off.
 */
test('the unsubscribe link of a mail turns its switch off from the browser', async ({ page, company }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, company, farm.ola);
  const put = await page.request.put('api/profile/notifications', { data: { settings: [{ event: 'results_ready', channel: 'email', on: true }] } });
  expect(put.status()).toBe(200);

  await page.goto(unsubscribeLink(testInfo.project.name, farm.ola, 'results_ready'));
  await expect(page.getByRole('heading', { name: 'Slå av e-post' })).toBeVisible();
  await page.getByRole('button', { name: 'Slå av' }).click();
  await expect(page.getByRole('heading', { name: 'E-posten er slått av' })).toBeVisible();

  const settings = (await (await page.request.get('api/profile/notifications')).json()) as { settings: { event: string; channel: string; on: boolean }[] };
  expect(settings.settings.find((s) => s.event === 'results_ready' && s.channel === 'email')?.on).toBe(false);
});

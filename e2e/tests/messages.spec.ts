import type { Page } from '@playwright/test';
import { badgeText, hasReadMessagesResponseSchema, isMessageUnread, messagesResponseSchema } from '@slakteweb/core';
import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

// Messages are marked read here, and the badge counts the unread: this spec's own copy of 10001 (farms.ts).
const farm = farms.messages;

/**
 * The top-menu inbox button. Its name is what it shows, 'Meldinger' and the badge ('Meldinger 9+',
 * WCAG 2.5.3 Label in Name); the whole unread count is its description ('14 uleste'). Found by its
 * text, since the open inbox hides it from the accessibility tree.
 */
const inboxButton = (page: Page) => page.locator('header button').filter({ hasText: /^Meldinger/ });

/** Unread messages of the logged-in user, from the API: the messages without a read item. */
async function unreadCount(page: Page): Promise<number> {
  const messages = messagesResponseSchema.parse(await (await page.request.get('api/external/messages')).json()).messages;
  const items = hasReadMessagesResponseSchema.parse(await (await page.request.get('api/hasread/messages')).json()).items;
  return messages.filter((m) => isMessageUnread(m, items)).length;
}

async function expectUnread(page: Page, count: number): Promise<void> {
  await expect(inboxButton(page)).toHaveText(count > 0 ? `Meldinger ${badgeText(count)}` : 'Meldinger');
  if (count > 0) await expect(inboxButton(page)).toHaveAccessibleDescription(`${count} uleste`);
  else await expect(inboxButton(page)).not.toHaveAttribute('aria-describedby');
}

test.describe('messages', () => {
  test('the inbox: unread bold, opening one makes it normal and the badge drops', async ({ page, company }) => {
    await login(page, company, farm.ola);
    const unread = await unreadCount(page);
    expect(unread, 'a copy of 10001 has unread messages in the demo data').toBeGreaterThan(0);
    await expectUnread(page, unread);
    await expect(page.getByRole('button', { name: `Meldinger ${badgeText(unread)}`, exact: true })).toHaveAccessibleDescription(`${unread} uleste`);

    const markedInbox = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/markread/messages/notification'));
    await inboxButton(page).click();
    const inbox = page.getByRole('dialog', { name: 'Meldinger' });
    await expect(inbox).toBeVisible();
    await markedInbox;
    await expectNoSeriousA11yViolations(page);

    // The first unread message: bold, announced as unread.
    const message = inbox.getByRole('button', { name: /^Ulest: / }).first();
    const plainTitle = ((await message.locator('[class*="itemTitle"]').textContent()) ?? '').replace(/^Ulest:\s*/, '');
    await expect(message.locator('[class*="itemTitle"]')).toHaveCSS('font-weight', '700');
    await expect(message).toHaveAttribute('aria-expanded', 'false');

    const markedMessage = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/markread\/messages\/\d+/.test(r.url()));
    await message.click();
    expect((await markedMessage).status()).toBe(200);
    const opened = inbox.getByRole('button', { name: new RegExp(`^${plainTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    await expect(opened).toHaveAttribute('aria-expanded', 'true');
    await expect(opened.locator('[class*="itemTitle"]')).toHaveCSS('font-weight', '400');
    const body = inbox.locator(`[id="${await opened.getAttribute('aria-controls')}"]`);
    await expect(body).toBeVisible();
    await expect(body).not.toBeEmpty();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(inbox).toHaveCount(0);
    await expectUnread(page, unread - 1);

    // The server remembers: after a reload it is still read.
    await page.reload();
    await expectUnread(page, unread - 1);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the inbox fits the screen and scrolls inside', async ({ page, company }) => {
      await login(page, company, farm.ola);
      await inboxButton(page).click();
      const inbox = page.getByRole('dialog', { name: 'Meldinger' });
      await expect(inbox.getByRole('listitem').first()).toBeVisible();
      const box = await inbox.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
});

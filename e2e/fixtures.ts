import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test as base } from '@playwright/test';
import { type Company, getCompany } from '@slakteweb/core';

// The password of every demo account, and so of every e2e farm copied from one.
export { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../apps/server/src/db/seed/demo-accounts.js';
export { farms } from './farms.js';

interface Fixtures {
  /** The company variant this project runs against. */
  company: Company;
  /** Mails the variant's server wrote to its outbox (raw .eml text), oldest first. */
  outbox: () => string[];
}

export const test = base.extend<Fixtures>({
  company: async ({}, use, testInfo) => {
    await use(getCompany(testInfo.project.name));
  },
  outbox: async ({}, use, testInfo) => {
    const dir = path.join(process.env.E2E_DATA_ROOT ?? '/tmp/slakteweb-e2e', testInfo.project.name, 'outbox');
    await use(() =>
      fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .sort()
            .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
        : [],
    );
  },
});
export { expect };

/** Fails on serious or critical accessibility violations on the current screen. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Judge the settled screen: a dialog or toast fading in is below contrast for a moment.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical axe violations',
  ).toEqual([]);
}

/** The reset link in a mail (quoted-printable soft breaks undone). */
export function linkIn(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+reset-password\?t=[A-Za-z0-9_%-]+/.exec(text);
  if (!match) throw new Error(`no reset link in mail:\n${mail}`);
  return match[0];
}

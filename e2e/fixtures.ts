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
  /**
   * Mails the variant's server wrote to its outbox for one address (raw .eml text, quoted-printable
   * soft line breaks undone), oldest first; with `mentioning`, only those whose text has it. The
   * specs of a variant run side by side and the farm copies keep their demo farmer's address, so a
   * spec reads only the mails meant for its own farms (a supplier number, its own words).
   */
  outbox: (to: string, mentioning?: string) => string[];
  /** The cooperative's bearer header for its case routes (scopes export:cases, import:cases; start-server.mjs makes it). */
  cooperative: { authorization: string };
}

interface Options {
  /**
   * Start in a browser tab where the farmer has already closed the prognosis popup (the survey
   * that opens by itself after login until the farm has answered the coming period): true for
   * every spec but the prognosis spec, so the other specs see their screens, not the survey. It
   * is the state closing the popup leaves (apps/web/src/features/prognosis/popup-session.ts).
   */
  prognosisPopupClosed: boolean;
}

/** The sessionStorage entry the web app writes when the prognosis popup is closed (popup-session.ts). */
const PROGNOSIS_POPUP_CLOSED_KEY = 'slakteweb_prognosis_popup_closed';

export const test = base.extend<Fixtures & Options>({
  prognosisPopupClosed: [true, { option: true }],
  context: async ({ context, prognosisPopupClosed }, use) => {
    if (prognosisPopupClosed) {
      await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROGNOSIS_POPUP_CLOSED_KEY);
    }
    await use(context);
  },
  company: async ({}, use, testInfo) => {
    await use(getCompany(testInfo.project.name));
  },
  cooperative: async ({}, use, testInfo) => {
    const file = path.join(process.env.E2E_DATA_ROOT ?? '/tmp/slakteweb-e2e', testInfo.project.name, 'e2e-service-token');
    await use({ authorization: `Bearer ${fs.readFileSync(file, 'utf8').trim()}` });
  },
  outbox: async ({}, use, testInfo) => {
    const dir = path.join(process.env.E2E_DATA_ROOT ?? '/tmp/slakteweb-e2e', testInfo.project.name, 'outbox');
    await use((to, mentioning) =>
      (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
        .filter((mail) => new RegExp(`^To: ${escapeRegExp(to)}\r?$`, 'mi').test(mail) && (mentioning === undefined || mail.includes(mentioning))),
    );
  },
});
export { expect };

/**
 * axe's experimental rules (tag 'experimental', off by default), switched on so their class of
 * fault is caught too: label-content-name-mismatch is WCAG 2.5.3 Label in Name (a control named
 * 'Avregninger, 130 nye' while it shows 'Avregninger' and '9+').
 */
const EXPERIMENTAL_RULES = [
  'css-orientation-lock',
  'focus-order-semantics',
  'hidden-content',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

/** Fails on serious or critical accessibility violations on the current screen, experimental rules included. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Judge the settled screen: a dialog or toast fading in is below contrast for a moment.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])) })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical axe violations',
  ).toEqual([]);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The reset link in a mail (quoted-printable soft breaks undone). */
export function linkIn(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+reset-password\?t=[A-Za-z0-9_%-]+/.exec(text);
  if (!match) throw new Error(`no reset link in mail:\n${mail}`);
  return match[0];
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES } from '@slakteweb/core';
import type { Db, OpenedDb } from '../src/db/database.js';
import { rewordDemoHelpTexts, seedDemoData } from '../src/db/seed/demo-seed.js';
import { openMigratedDb } from './harness.js';

// The e2e servers seed the demo data once, for one company variant, and copy it to the other,
// whose help texts must then speak of its own login id and returns.

let opened: OpenedDb;
let db: Db;

async function helpTexts(): Promise<Record<string, string>> {
  const rows = await db.selectFrom('help_text').select(['name', 'html']).execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.html]));
}

beforeAll(async () => {
  opened = await openMigratedDb();
  db = opened.db;
  await seedDemoData(db, COMPANIES.standard);
});

afterAll(async () => {
  await opened.close();
});

describe('demo help texts of a database seeded for the other company variant', () => {
  it('stay in the first variant’s words when the seed runs again for the other (the seed never overwrites a text)', async () => {
    await seedDemoData(db, COMPANIES.midtnorge);
    const texts = await helpTexts();
    expect(texts.login_help).toContain('Logg inn med leverandørnummeret ditt');
    expect(texts.return_form).toContain('returskjemaet');
  });

  it('are written again in the other variant’s words: login id and returns; the texts the same for both stay as they are', async () => {
    await db.updateTable('help_text').set({ html: '<p>Butikken er stengt i julen.</p>' }).where('name', '=', 'branding_clothes').execute();
    const before = await helpTexts();

    await rewordDemoHelpTexts(db, COMPANIES.midtnorge);

    const after = await helpTexts();
    expect(after.login_help).toContain('Logg inn med brukernavnet ditt');
    expect(after.missing_user).toContain('med navn, brukernavn, mobilnummer');
    expect(after.return_form).toContain('hentested for returkjøtt');
    expect(after.return_form).not.toContain('returskjemaet');
    for (const name of ['profile_confirm', 'enrolment_info', 'return_info', 'branding_clothes']) expect(after[name]).toBe(before[name]);
    expect(after.branding_clothes).toBe('<p>Butikken er stengt i julen.</p>');
  });
});

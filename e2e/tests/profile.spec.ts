import { expect, expectNoSeriousA11yViolations, farms, test } from '../fixtures.js';
import { login } from './helpers.js';

// The profile is edited here: this spec's own copy of 10001 (farms.ts).
const farm = farms.profile;

test('profile: read-only view, edit with invalid then valid input', async ({ page, company }) => {
  await login(page, company, farm.ola);
  const bottomBar = page.getByRole('navigation', { name: 'Min konto' });
  // The bottom bar in both variants (midtnorge also has its button in the top menu).
  await expect(bottomBar).toHaveCount(1);
  await bottomBar.getByRole('link', { name: 'Min konto' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // On the profile the bar is the way back, in both variants.
  await expect(bottomBar.getByRole('button', { name: 'Lukk Min Konto' })).toBeVisible();
  await expect(page.getByText('Ola Nordmann').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Endre profil' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expectNoSeriousA11yViolations(page);
  // The bottom bar is hidden on profile edit.
  await expect(bottomBar).toHaveCount(0);

  await page.getByLabel('E-post', { exact: true }).fill('ola@@gard');
  await page.getByLabel('Mobil').fill('12');
  await page.getByLabel('Postnummer').fill('75');
  await page.getByRole('button', { name: 'Utfør endring' }).click();
  // Each message under its field, and all of them in the summary at the top.
  await expect(page.getByText('Ugyldig e-post', { exact: true })).toBeVisible();
  await expect(page.getByText('Ugyldig telefonnummer', { exact: true })).toBeVisible();
  await expect(page.getByText('Ugyldig postnummer', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rett opp dette før du lagrer:' }).getByRole('button')).toHaveText([
    'E-post: Ugyldig e-post',
    'Mobil: Ugyldig telefonnummer',
    'Postnummer: Ugyldig postnummer',
  ]);
  await expectNoSeriousA11yViolations(page);
  // Nothing typed is lost.
  await expect(page.getByLabel('Mobil')).toHaveValue('12');

  await page.getByLabel('E-post', { exact: true }).fill('ola.nordmann@example.no');
  await page.getByLabel('Mobil').fill('+47 912 34 567');
  await page.getByLabel('Postnummer').fill('7501');
  await page.getByRole('button', { name: 'Utfør endring' }).click();
  await expect(page.getByText('Profilen ble oppdatert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('7501').first()).toBeVisible();
});

test('on a wide screen the Min konto link sits under the page, not in a fixed bar over the footer', async ({ page, company }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, company, farm.ola);
  await page.goto('profile');
  const bar = page.getByRole('navigation', { name: 'Min konto' });
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('static');
  // Before the footer (midtnorge has one), not over it.
  if (company.footerLines.length > 0) {
    const barBox = (await bar.boundingBox())!;
    const footerBox = (await page.getByRole('contentinfo').boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(footerBox.y + 1);
  }
});

for (const width of [1280, 375]) {
  test(`at ${width} px the first invalid field is scrolled fully into view after submit, not under the header or the bar`, async ({ page, company }) => {
    await page.setViewportSize({ width, height: 600 });
    await login(page, company, farm.ola);
    await page.goto('profile/edit');
    const email = page.getByLabel('E-post', { exact: true });
    await email.fill('ola@');
    await page.getByLabel('Poststed').fill('');
    // Submit from the bottom of the form, straight from the changed field: the press must not be
    // lost to the field's error moving the button, and the first invalid field must be scrolled
    // back up into view, below the error summary.
    await page.getByRole('button', { name: 'Utfør endring' }).click();
    const summary = page.getByRole('region', { name: 'Rett opp dette før du lagrer:' });
    await expect(summary.getByRole('button')).toHaveText(['E-post: Ugyldig e-post', 'Poststed: Feltet må fylles ut']);
    await expect(email).toBeFocused();

    const field = (await email.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
    let bottom = 600;
    const bar = page.getByRole('navigation', { name: 'Min konto' });
    if ((await bar.count()) > 0 && (await bar.evaluate((el) => getComputedStyle(el).position)) === 'fixed') bottom = (await bar.boundingBox())!.y;
    expect(field.y + field.height).toBeLessThanOrEqual(bottom);
  });
}

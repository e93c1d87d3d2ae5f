import { COMPANIES } from '@slakteweb/core';
import { describe, expect, it } from 'vitest';
import { applyTheme } from './theme';

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
/** --color-text of index.css. */
const TEXT = '#1f2328';

describe.each(Object.values(COMPANIES))('the $id theme', (company) => {
  it('puts every colour of the company on :root, the chosen card tint too', () => {
    const root = document.createElement('div');
    applyTheme(company.theme, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe(company.theme.primary);
    expect(root.style.getPropertyValue('--color-primary-dark')).toBe(company.theme.primaryDark);
    expect(root.style.getPropertyValue('--color-primary-tint')).toBe(company.theme.primaryTint);
    expect(root.style.getPropertyValue('--color-header-bg')).toBe(company.theme.headerBackground);
    expect(root.style.getPropertyValue('--color-header-text')).toBe(company.theme.headerText);
  });

  it('keeps text readable on a chosen card and its border visible (WCAG 1.4.3, 1.4.11)', () => {
    expect(contrast(TEXT, company.theme.primaryTint)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(company.theme.primary, company.theme.primaryTint)).toBeGreaterThanOrEqual(3);
    expect(contrast(company.theme.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

import type { CompanyTheme } from '@slakteweb/core';

/** Puts the company's colours on :root; every stylesheet reads them as CSS custom properties. */
export function applyTheme(theme: CompanyTheme, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--color-primary', theme.primary);
  root.style.setProperty('--color-primary-dark', theme.primaryDark);
  root.style.setProperty('--color-primary-tint', theme.primaryTint);
  root.style.setProperty('--color-header-bg', theme.headerBackground);
  root.style.setProperty('--color-header-text', theme.headerText);
}

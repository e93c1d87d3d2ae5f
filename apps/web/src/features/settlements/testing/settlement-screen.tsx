import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { BySettlementView } from '../components/by-settlement-view';

// Helpers of the settlement screen's tests (components/by-settlement-view.test.tsx and
// components/settlement-detail.test.tsx): what a sighted user reads, the detail requests made,
// the posted view rendered, a group opened.

/** The text a sighted user sees: without visually hidden or aria-hidden parts. */
export function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden, [aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').trim();
}

export function detailRequests(requests: { url: URL }[]) {
  return requests
    .filter((r) => /_slaughter_by_date\//.test(r.url.pathname))
    .map((r) => `${r.url.pathname}${r.url.search}`);
}

export async function renderPosted() {
  const rendered = renderWithApp(<BySettlementView kind="posted" />);
  await screen.findByRole('heading', { name: 'Avregning nr 4711 – Gris, Sau og lam' });
  return rendered;
}

/** Opens the group whose heading button is named `name` and returns the button. */
export async function openGroup(user: ReturnType<typeof renderWithApp>['user'], name: string) {
  const trigger = screen.getByRole('button', { name });
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return trigger;
}

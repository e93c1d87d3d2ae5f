import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { MainNav } from './main-nav';

const tempFlag = company.flags.temp_accountings;
afterEach(() => {
  company.flags.temp_accountings = tempFlag;
});

function renderAt(route: string) {
  mockFetch((request) =>
    request.url.pathname === '/api/profile/has_cattle' ? jsonResponse(200, { has_cattle: { has_cattle: false } }) : jsonResponse(404, { code: 'NOT_FOUND', message: 'Ikke funnet' }),
  );
  renderWithApp(<MainNav />, { route });
  return within(screen.getByRole('navigation', { name: 'Hovedmeny' }));
}

describe('main menu', () => {
  it.each(['/accountings/temp', '/accountings'])("marks 'Avregninger' current on %s, whichever tab it opens on", (route) => {
    company.flags.temp_accountings = true;
    const nav = renderAt(route);
    expect(nav.getByRole('link', { name: 'Avregninger' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Avregninger' })).toHaveAttribute('href', '/accountings/temp');
    expect(nav.getByRole('link', { name: 'Dokumenter' })).not.toHaveAttribute('aria-current');
  });

  it.each(['/register-enrolment', '/registered-enrolments'])("marks 'Innmelding' current on %s", (route) => {
    const nav = renderAt(route);
    expect(nav.getByRole('link', { name: 'Innmelding' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Avregninger' })).not.toHaveAttribute('aria-current');
  });

  it('marks nothing current on a page outside the menu', () => {
    const nav = renderAt('/profile');
    expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });
});

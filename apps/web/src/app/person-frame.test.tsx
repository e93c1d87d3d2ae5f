import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionsOf } from '@slakteweb/core';
import { startSession } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { AppRoutes } from './router';

const ola = { supplier_no: '10001', fullname: 'Ola Nordmann', role: 'accountant' as const };

function serve(actingFor: typeof ola | null) {
  return mockFetch((request) => {
    switch (request.url.pathname) {
      case '/api/me':
        return jsonResponse(200, { kind: 'person', name: 'Rita Regnskap', acting_for: actingFor, permissions: actingFor ? permissionsOf('accountant') : [] });
      case '/api/me/farms':
        return jsonResponse(200, { farms: [ola, { ...ola, supplier_no: '10003', fullname: 'Kari Bakken' }], acting_for: actingFor?.supplier_no ?? null });
      case '/api/profile/is_superuser':
        return jsonResponse(200, { is_superuser: { is_superuser: false } });
      case '/api/external/texts':
        return jsonResponse(200, { texts: {} });
      default:
        return jsonResponse(403, { code: 'NOT_ALLOWED_FOR_ROLE', message: 'Du har ikke tilgang til dette for denne gården.' });
    }
  });
}

describe('a person acting for a farm', () => {
  it('always sees for whom they act, and only the menu entries and tiles the role allows', async () => {
    startSession(false);
    const { requests } = serve(ola);
    renderWithApp(<AppRoutes />, { route: '/dashboard' });

    const banner = await screen.findByRole('region', { name: 'Gården du handler for' });
    expect(banner).toHaveTextContent('Du handler for: Ola Nordmann, lev.nr 10001');
    expect(within(banner).getByRole('link', { name: 'Bytt gård' })).toHaveAttribute('href', '/velg-gard');

    const nav = within(screen.getByRole('navigation', { name: 'Hovedmeny' }));
    await waitFor(() => expect(nav.queryByRole('link', { name: 'Innmelding' })).not.toBeInTheDocument());
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Avregninger', 'Dokumenter', 'Priser', 'Bytt gård']);
    expect(screen.queryByRole('button', { name: /Meldinger/ })).not.toBeInTheDocument();

    const tiles = within(await screen.findByRole('region', { name: 'Snarveier' }));
    await waitFor(() => expect(tiles.getByRole('link', { name: /Avregninger/ })).toBeInTheDocument());
    expect(tiles.queryByRole('link', { name: /Innmelding|Statistikk/ })).not.toBeInTheDocument();
    // The books need the balance: an accountant sees it.
    expect(screen.getByText('Saldo hittil i år')).toBeInTheDocument();
    // Nothing the role may not see is asked for.
    expect(requests.some((r) => r.url.pathname === '/api/registered_enrolment_unread')).toBe(false);
    expect(requests.some((r) => r.url.pathname === '/api/profile/has_cattle')).toBe(false);
  });

  it("gives a vet no balance, and the statistics", async () => {
    startSession(false);
    mockFetch((request) => {
      if (request.url.pathname === '/api/me')
        return jsonResponse(200, { kind: 'person', name: 'Vera', acting_for: { ...ola, role: 'vet' }, permissions: permissionsOf('vet') });
      if (request.url.pathname === '/api/profile/is_superuser') return jsonResponse(200, { is_superuser: { is_superuser: false } });
      return jsonResponse(403, { code: 'NOT_ALLOWED_FOR_ROLE', message: 'Du har ikke tilgang til dette for denne gården.' });
    });
    renderWithApp(<AppRoutes />, { route: '/dashboard' });
    const tiles = within(await screen.findByRole('region', { name: 'Snarveier' }));
    await waitFor(() => expect(tiles.getByRole('link', { name: /Statistikk/ })).toBeInTheDocument());
    expect(screen.queryByText('Saldo hittil i år')).not.toBeInTheDocument();
  });

  it('chooses a farm first when the session acts for none', async () => {
    startSession(false);
    serve(null);
    renderWithApp(<AppRoutes />, { route: '/accountings' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/velg-gard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Velg gård' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Gården du handler for' })).not.toBeInTheDocument();
  });
});

describe("a screen the person's role may not see", () => {
  it("says the server's words, without 'Prøv på nytt'", async () => {
    startSession(false);
    mockFetch((request) => {
      if (request.url.pathname === '/api/me')
        return jsonResponse(200, { kind: 'person', name: 'Rita', acting_for: ola, permissions: permissionsOf('accountant') });
      if (request.url.pathname === '/api/profile/is_superuser') return jsonResponse(200, { is_superuser: { is_superuser: false } });
      return jsonResponse(403, { code: 'NOT_ALLOWED_FOR_ROLE', message: 'Regnskapsfører har ikke tilgang til statistikken.' });
    });
    renderWithApp(<AppRoutes />, { route: '/statistics' });
    expect(await screen.findByText('Regnskapsfører har ikke tilgang til statistikken.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prøv på nytt' })).not.toBeInTheDocument();
  });
});

describe('a person whose access the farmer has just ended', () => {
  it("is told to choose a farm on the next screen, with the way to 'Velg gård'", async () => {
    startSession(false);
    mockFetch((request) => {
      if (request.url.pathname === '/api/me')
        return jsonResponse(200, { kind: 'person', name: 'Rita', acting_for: ola, permissions: permissionsOf('accountant') });
      if (request.url.pathname === '/api/profile/is_superuser') return jsonResponse(200, { is_superuser: { is_superuser: false } });
      return jsonResponse(403, { code: 'NO_FARM_SELECTED', message: 'Velg gården du skal handle for.' });
    });
    renderWithApp(<AppRoutes />, { route: '/documents' });
    expect(await screen.findByText('Velg gården du skal handle for.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Velg gård' })).toHaveAttribute('href', '/velg-gard');
    expect(screen.queryByRole('button', { name: 'Prøv på nytt' })).not.toBeInTheDocument();
  });
});

describe('the enrolment screen for a person whose access has ended', () => {
  it("says the server's words instead of the list of possible causes", async () => {
    startSession(false);
    mockFetch((request) => {
      if (request.url.pathname === '/api/me')
        return jsonResponse(200, { kind: 'person', name: 'Randi', acting_for: { ...ola, role: 'enrolment' }, permissions: permissionsOf('enrolment') });
      if (request.url.pathname === '/api/profile/is_superuser') return jsonResponse(200, { is_superuser: { is_superuser: false } });
      return jsonResponse(403, { code: 'NO_FARM_SELECTED', message: 'Velg gården du skal handle for.' });
    });
    renderWithApp(<AppRoutes />, { route: '/register-enrolment' });
    expect(await screen.findByText('Velg gården du skal handle for.')).toBeInTheDocument();
    expect(screen.queryByText('Kunne ikke laste inn data.')).not.toBeInTheDocument();
  });
});

import type { Profile } from '@slakteweb/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setImpersonation } from '@/lib/impersonation';
import { pendingInvitation } from '@/lib/pending-invitation';
import { startSession } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { menuEntries } from './layout/menu-entries';
import { AppRoutes } from './router';

const profile: Profile = {
  fullname: 'Ola Nordmann',
  supplier_no: '10002',
  company_no: '912345678',
  provider_no: '5002',
  animal_keeping_id: 'NO-5002',
  ksl_status: 0,
  brsv_status: 0,
  health_pig_approved: false,
  animal_keeping: {
    has_pigs: false,
    has_sheep: true,
    has_cattle: false,
    has_pigs_restriction: false,
    has_sheep_restriction: false,
    has_cattle_restriction: false,
  },
  email_user: 'ola@example.no',
  email_accounting: 'ola@example.no',
  mobile: '91234567',
  street_address: 'Bakken 2',
  post_no: '7000',
  city: 'Trondheim',
  recieve_accounting: false,
  recieve_newsletter: false,
  recieve_registered_slaughter: false,
};

function serve({ superuser = false, cattle = false, confirmFails = false } = {}) {
  return mockFetch((request) => {
    if (confirmFails && request.url.pathname === '/api/profile/confirm_information') return jsonResponse(500, { code: 'INTERNAL', message: 'Feil' });
    switch (request.url.pathname) {
      case '/api/external/texts':
        return jsonResponse(200, { texts: {} });
      case '/api/profile':
        return jsonResponse(200, { profile });
      case '/api/profile/is_superuser':
        return jsonResponse(200, { is_superuser: { is_superuser: superuser } });
      case '/api/profile/has_cattle':
        return jsonResponse(200, { has_cattle: { has_cattle: cattle } });
      case '/api/logout':
      case '/api/profile/confirm_information':
        return jsonResponse(200, { ok: true });
      default:
        return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
    }
  });
}

const location = () => screen.getByTestId('location');

describe('routing by login state', () => {
  it('sends a logged-out visitor to /login from anywhere but the public pages', async () => {
    serve();
    renderWithApp(<AppRoutes />, { route: '/dashboard' });
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(screen.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeInTheDocument();
  });

  it('shows the reset page when logged out', async () => {
    serve();
    renderWithApp(<AppRoutes />, { route: '/reset-password?t=x' });
    // Loaded on demand: the login page's download does not carry it.
    expect(await screen.findByRole('heading', { name: 'Sett nytt passord' })).toBeInTheDocument();
  });

  it.each([
    ['logged out', null],
    ['must confirm', true],
    ['logged in', false],
  ] as const)('opens the accessibility statement and the privacy information %s, as the footer links them', async (_state, needToConfirm) => {
    if (needToConfirm !== null) startSession(needToConfirm);
    serve();
    const { user } = renderWithApp(<AppRoutes />, { route: '/tilgjengelighet' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tilgjengelighetserklæring' })).toBeInTheDocument();
    expect(document.title).toBe('Tilgjengelighetserklæring - Slakteweb');
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Personvern' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personvern' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/personvern');
  });

  it('keeps a user who must confirm on /profile, then opens the portal after confirming', async () => {
    startSession(true);
    serve();
    const { user } = renderWithApp(<AppRoutes />, { route: '/documents' });

    await waitFor(() => expect(location()).toHaveTextContent('/profile'));
    expect(await screen.findByText('Hei, Ola Nordmann')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hovedmeny' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ok, gå videre' }));

    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
    expect(screen.getByText('Informasjonen ble bekreftet')).toBeInTheDocument();
  });

  it('says the confirmation failed and still opens the portal (spec §4), spelt right', async () => {
    startSession(true);
    serve({ confirmFails: true });
    const { user } = renderWithApp(<AppRoutes />, { route: '/profile' });
    await user.click(await screen.findByRole('button', { name: 'Ok, gå videre' }));
    expect(await screen.findByText('Kunne ikke bekrefte informasjonen')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Hovedmeny' })).toBeInTheDocument());
  });

  it('lets a user who must confirm change the password', () => {
    startSession(true);
    serve();
    renderWithApp(<AppRoutes />, { route: '/profile/change-password' });
    expect(location()).toHaveTextContent('/profile/change-password');
  });

  it.each(['/', '/login', '/login/forgot'])('sends a logged-in user from %s to /dashboard', async (route) => {
    startSession(false);
    serve();
    renderWithApp(<AppRoutes />, { route });
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
    // The dashboard loads on demand (React.lazy).
    await waitFor(() => expect(document.title).toBe('Oversikt - Slakteweb'));
    expect(screen.getByRole('heading', { level: 1, name: 'Oversikt' })).toBeInTheDocument();
  });

  it('opens the invitation page for a visitor who is logged out', async () => {
    serve();
    renderWithApp(<AppRoutes />, { route: '/tilgang/godta?t=tok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Godta invitasjonen' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/tilgang/godta?t=tok');
  });

  it('sends a user who logged in to accept an invitation back to it', async () => {
    pendingInvitation.remember('tok');
    startSession(false);
    serve();
    renderWithApp(<AppRoutes />, { route: '/login' });
    await waitFor(() => expect(location()).toHaveTextContent('/tilgang/godta?t=tok'));
  });

  it('says an unknown address has no page, inside the layout, with the way back to the start page', async () => {
    startSession(false);
    serve();
    const { user } = renderWithApp(<AppRoutes />, { route: '/accountingz?x=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fant ikke siden' })).toBeInTheDocument();
    expect(document.title).toBe('Fant ikke siden - Slakteweb');
    expect(location()).toHaveTextContent('/accountingz');
    expect(screen.getByText('/accountingz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Min konto' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Gå til forsiden' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
  });

  it('shows the statistics screen, loaded on demand, inside the full layout', async () => {
    startSession(false);
    serve();
    renderWithApp(<AppRoutes />, { route: '/statistics' });
    expect(screen.getByRole('link', { name: 'Min konto' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistikk' })).toBeInTheDocument();
    // The mock server knows no statistics: the screen's error, with a retry.
    expect(await screen.findByText('Kunne ikke laste inn dataen...')).toBeInTheDocument();
  });

  it('sends a farm without cattle from /cattle to the start page', async () => {
    startSession(false);
    serve({ cattle: false });
    renderWithApp(<AppRoutes />, { route: '/cattle' });
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
  });

  it('shows a farm with cattle Mine storfe at /cattle', async () => {
    startSession(false);
    serve({ cattle: true });
    renderWithApp(<AppRoutes />, { route: '/cattle' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mine storfe' })).toBeInTheDocument();
    // The mock server has no herd: the registry's error text with a retry.
    expect(await screen.findByText('Kunne ikke laste inn storfe.')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/cattle');
  });
});

describe('top menu', () => {
  // Cattle are a farm's, so a superuser sees Mine storfe while acting as a farmer who has cattle.
  it('shows Mine storfe and the superuser tools only when the server says exactly true', async () => {
    setImpersonation('10002');
    startSession(false);
    serve({ superuser: true, cattle: true });
    renderWithApp(<AppRoutes />, { route: '/dashboard' });

    const nav = screen.getByRole('navigation', { name: 'Hovedmeny' });
    expect(await within(nav).findByRole('link', { name: 'Mine storfe' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Se som bruker' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send passordlenke' })).toBeInTheDocument();
  });

  it('gives staff acting for nobody the superuser tools, and no Mine storfe: they have no farm', async () => {
    startSession(false);
    const { requests } = serve({ superuser: true, cattle: true });
    renderWithApp(<AppRoutes />, { route: '/statistics' });

    expect(await screen.findByRole('button', { name: 'Se som bruker' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hovedmeny' });
    expect(within(nav).getByRole('link', { name: 'Statistikk' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Mine storfe' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/profile/has_cattle')).toBe(false);
  });

  it('hides them for an ordinary farmer', async () => {
    startSession(false);
    const { requests } = serve();
    renderWithApp(<AppRoutes />, { route: '/dashboard' });

    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/profile/has_cattle')).toBe(true));
    const nav = screen.getByRole('navigation', { name: 'Hovedmeny' });
    expect(within(nav).queryByRole('link', { name: 'Mine storfe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Se som bruker' })).not.toBeInTheDocument();
  });

  it("logs out with 'Logg ut'", async () => {
    startSession(false);
    const { requests } = serve();
    const { user } = renderWithApp(<AppRoutes />, { route: '/dashboard' });

    await user.click(screen.getByRole('button', { name: 'Logg ut' }));

    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(requests.some((r) => r.url.pathname === '/api/logout' && r.method === 'POST')).toBe(true);
    expect(screen.getByText('Du ble logget ut')).toBeInTheDocument();
  });

  it('builds the entries from the company flags', () => {
    const standardLike = {
      temp_accountings: true,
      branding_clothes: true,
      return_form: true,
      prognosisRegistration: true,
    };
    const flags = { ...emptyFlags(), ...standardLike };
    expect(menuEntries(flags, { hasCattle: false, prognosisAvailable: false }).map((e) => e.label)).toEqual([
      'Innmelding',
      'Avregninger',
      'Dokumenter',
      'Statistikk',
      'Priser',
      'Profileringsklær',
      'Retur',
    ]);
    expect(menuEntries(flags, { hasCattle: true, prognosisAvailable: true }).map((e) => e.label)).toContain(
      'Prognose slakt og kjøp/salg livdyr',
    );
    expect(menuEntries(emptyFlags(), { hasCattle: true, prognosisAvailable: true })).toEqual([
      { label: 'Innmelding', to: '/register-enrolment', alsoCurrentOn: ['/registered-enrolments'] },
      { label: 'Avregninger', to: '/accountings', alsoCurrentOn: ['/accountings/temp'] },
      { label: 'Dokumenter', to: '/documents' },
      { label: 'Statistikk', to: '/statistics' },
      { label: 'Priser', to: '/priser', alsoCurrentOn: ['/priser/hva-far-jeg'] },
      { label: 'Mine storfe', to: '/cattle' },
    ]);
  });
});

function emptyFlags() {
  return {
    temp_accountings: false,
    purke_raane_individual_registration: false,
    branding_clothes: false,
    helsegris_check: false,
    enrolmentWantReturnMarksCheckbox: false,
    return_form: false,
    prognosisRegistration: false,
    debit_total_in_dashboard: false,
    pickup_location_for_return_meat: false,
    return_info: false,
    medication_holdback_info: false,
    extraCheckboxConfirmRegisterSlaughter: false,
    breadcrumbs: false,
  };
}

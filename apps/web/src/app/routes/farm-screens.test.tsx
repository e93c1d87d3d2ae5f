import { FARM_PERMISSIONS } from '@slakteweb/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { setImpersonation } from '@/lib/impersonation';
import { startSession } from '@/lib/session';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { AppRoutes } from '../router';

const flags = { ...company.flags };
afterEach(() => {
  Object.assign(company.flags, flags);
});

// The whole app renders here, and the bigger screens load on demand (React.lazy in router.tsx):
// give a busy machine time. The lazy screens are loaded once first, so each test waits for its
// screen, not for the first compilation of the module.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await Promise.all([
    import('./dashboard-route'),
    import('./register-enrolment-route'),
    import('@/features/settlements/components/settlements-page'),
    import('@/features/documents/components/documents-page'),
  ]);
}, 60_000);

/** What staff acting for nobody may ask for: nothing that belongs to a farm (the prognosis configuration is the cooperative's). */
// Who the user is and what they may do (/api/me) is the login's, not a farm's.
const NOT_A_FARM = new Set(['/api/me', '/api/profile/is_superuser', '/api/external/messages', '/api/external/texts', '/api/external/prognosis_registration_config']);

/**
 * A logged-in superuser. Acting for nobody, the server refuses a farm's data with 403
 * NO_FARM_SELECTED; acting as farmer 10001, it answers with an empty farm.
 */
function serveSuperuser() {
  return mockFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/profile/is_superuser') return jsonResponse(200, { is_superuser: { is_superuser: true } });
    if (path === '/api/external/messages') return jsonResponse(200, { messages: [] });
    if (path === '/api/external/texts') return jsonResponse(200, { texts: {} });
    if (path === '/api/external/prognosis_registration_config') return jsonResponse(200, { prognosis_config: PROGNOSIS_CONFIG });
    if (path === '/api/me') {
      // As the server answers: acting for nobody, staff hold no farm's permissions.
      return request.url.searchParams.has('impersonateUsername')
        ? jsonResponse(200, { kind: 'staff', name: 'Kari Kundestøtte', acting_for: { supplier_no: '10001', fullname: 'Ola Nordmann', role: 'farmer' }, permissions: [...FARM_PERMISSIONS] })
        : jsonResponse(200, { kind: 'staff', name: 'Kari Kundestøtte', acting_for: null, permissions: [] });
    }
    if (!request.url.searchParams.has('impersonateUsername')) {
      return jsonResponse(403, { code: 'NO_FARM_SELECTED', message: 'Velg en leverandør først' });
    }
    if (path === '/api/posted_slaughters_list') return jsonResponse(200, { posted_slaughters_list: [] });
    if (path === '/api/documents/page') return jsonResponse(200, { documents: [], next_before: null });
    if (path.startsWith('/api/hasread/')) return jsonResponse(200, { timestamp: null });
    if (path.startsWith('/api/markread/')) return jsonResponse(200, { ok: true });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

const prognosisKind = {
  survey_available: true,
  show_survey: true,
  next_period: { from: '2027-01-01', to: '2027-06-30' },
  prev_period: { from: '2026-01-01', to: '2026-06-30' },
  upto_now_period: { from: '2026-07-01', to: '2026-11-22' },
  this_year: { from: '2026-01-01', to: '2026-12-31' },
  info_txt_top: '',
};
const PROGNOSIS_CONFIG = { pigs: prognosisKind, cattle: prognosisKind, sheep: prognosisKind };

const farmRequests = (requests: RecordedRequest[]) => requests.filter((r) => !NOT_A_FARM.has(r.url.pathname)).map((r) => r.url.pathname);

describe('a farm’s screens for staff acting for nobody', () => {
  it.each([
    ['/accountings', 'Avregninger', 'Avregninger'],
    ['/accountings/temp', 'Avregninger', 'Avregninger'],
    ['/documents', 'Dokumenter', 'Dokumenter'],
    ['/register-enrolment', 'Innmeldinger', 'Innmelding'],
    ['/registered-enrolments', 'Innmeldinger', 'Innsendte innmeldinger'],
    ['/branding-clothes', 'Profileringsklær', 'Profileringsklær'],
  ])('%s: the act-as-farmer notice under the heading %s, no error, and nothing of a farm asked for', async (route, heading, what) => {
    startSession(false);
    const { requests } = serveSuperuser();
    renderWithApp(<AppRoutes />, { route });

    const notice = `${what} gjelder én leverandør. Trykk «Se som bruker» øverst og skriv ${company.loginIdDefinite}.`;
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByText('Velg en leverandør først')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // The top menu is there, without a messages badge.
    expect(await screen.findByRole('button', { name: 'Se som bruker' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meldinger' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/external/messages')).toBe(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(farmRequests(requests)).toEqual([]);
  });

  it('/dashboard: the staff start page, with the tools open on the page, and nothing of a farm asked for', async () => {
    startSession(false);
    const { requests } = serveSuperuser();
    renderWithApp(<AppRoutes />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kundestøtte' })).toBeInTheDocument();
    expect(document.title).toBe('Kundestøtte - Slakteweb');
    const impersonate = screen.getByRole('region', { name: 'Se portalen som en annen bruker' });
    expect(within(impersonate).getByLabelText(company.loginIdLabel)).toBeInTheDocument();
    expect(within(impersonate).getByRole('button', { name: 'Se portalen som denne brukeren' })).toBeInTheDocument();
    const reset = screen.getByRole('region', { name: 'Send lenke for nytt passord' });
    expect(within(reset).getByRole('button', { name: 'Send lenke' })).toBeInTheDocument();
    // No farmer's dashboard: no balance of '0,00 kr', no tiles.
    expect(screen.queryByText('Saldo hittil i år')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Snarveier' })).not.toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/external/messages')).toBe(true));
    expect(farmRequests(requests)).toEqual([]);
  });

  it('have the menu the spec gives every login (and Priser), and the staff tools, though /api/me gives them no farm’s permissions', async () => {
    startSession(false);
    serveSuperuser();
    renderWithApp(<AppRoutes />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kundestøtte' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Hovedmeny' }));
    // Each leads to the screen's 'Velg en leverandør først'; 'Mine storfe' needs a farm with cattle,
    // and the prognosis survey is a farm's answer.
    await waitFor(() => expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Innmelding', 'Avregninger', 'Dokumenter', 'Statistikk', 'Priser', 'Profileringsklær', 'Retur']));
    expect(menu.queryByRole('button', { name: 'Prognose slakt og kjøp/salg livdyr' })).not.toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Logg ut' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Se som bruker' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send passordlenke' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meldinger' })).toBeInTheDocument();
  });

  it('keep the help text of Profileringsklær where the company has no shop', async () => {
    company.flags.branding_clothes = false;
    startSession(false);
    const { requests } = serveSuperuser();
    renderWithApp(<AppRoutes />, { route: '/branding-clothes' });
    expect(await screen.findByText('Kontakt oss for å bestille profileringsklær.')).toBeInTheDocument();
    expect(screen.queryByText('Velg en leverandør først')).not.toBeInTheDocument();
    expect(farmRequests(requests)).toEqual([]);
  });
});

describe('a farm’s screens for staff acting as a farmer', () => {
  it.each([
    ['/accountings', '/api/posted_slaughters_list', 'Fant ingen avregninger av valgt type'],
    ['/documents', '/api/documents/page', 'Bokførte faktura'],
  ])('%s shows the farm’s data', async (route, path, shown) => {
    company.flags.temp_accountings = false;
    setImpersonation('10001');
    startSession(false);
    const { requests } = serveSuperuser();
    renderWithApp(<AppRoutes />, { route });

    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === path)?.url.searchParams.get('impersonateUsername')).toBe('10001');
    expect(screen.queryByText('Velg en leverandør først')).not.toBeInTheDocument();
  });
});

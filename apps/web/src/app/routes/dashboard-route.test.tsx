import { KSL_STATUS } from '@slakteweb/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { setImpersonation } from '@/lib/impersonation';
import { renderWithApp } from '@/testing/render';
import { PrognosisDialogProvider } from '../prognosis-dialog';
import { DashboardRoute } from './dashboard-route';
import { serve, statistics } from './dashboard-route.fixtures';

const flags = { ...company.flags };
afterEach(() => {
  Object.assign(company.flags, flags);
});

// jsdom has no matchMedia; Embla asks it for its breakpoints. Nothing matches (a phone), unless a
// test sets `wideScreen`: then the dashboard's side-by-side query matches.
const originalMatchMedia = window.matchMedia;
let wideScreen = false;
afterEach(() => {
  wideScreen = false;
});
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: wideScreen && query === '(min-width: 820px)',
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});
afterAll(() => {
  window.matchMedia = originalMatchMedia;
});

/** The dashboard inside the app's prognosis dialog, as AppLayout has it. */
function renderDashboard() {
  return renderWithApp(
    <PrognosisDialogProvider>
      <DashboardRoute />
    </PrognosisDialogProvider>,
    { route: '/dashboard' },
  );
}

const tiles = () => screen.getByRole('region', { name: 'Snarveier' });
const tileNames = () =>
  within(tiles())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[class*="tileLabel"]')?.textContent);

describe('dashboard', () => {
  it("is titled 'Oversikt' and shows balance, last settlement and its details link", async () => {
    company.flags.debit_total_in_dashboard = false;
    serve();
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Oversikt' })).toBeInTheDocument();
    expect(document.title).toBe('Oversikt - Slakteweb');
    expect(await screen.findByText('487 123,50 kr')).toBeInTheDocument();
    expect(screen.getByText('Saldo hittil i år')).toBeInTheDocument();
    expect(screen.queryByText('Debet totalt')).not.toBeInTheDocument();
    expect(await screen.findByText('09.11.2026')).toBeInTheDocument();
    // The last settlement names its kinds.
    expect(screen.getByText('Gris, sau og lam')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se detaljer om siste avregning' })).toHaveAttribute('href', '/accountings');
    // The balance says what it is, with the documents it comes from.
    expect(screen.getByText('Saldo hittil i år').closest('div')).toHaveTextContent('Summen av avregninger og fakturaer i år.');
    expect(screen.getByRole('link', { name: 'Se kontoutdrag i Dokumenter' })).toHaveAttribute('href', '/documents');
  });

  it('counts the newest temporary settlement too, and links to it', async () => {
    company.flags.temp_accountings = true;
    serve({ stats: { ...statistics, last_settlement: { date: '2026-11-19', settlement_no: 'T-100010133', amount: 52100, temporary: true, animal_kinds: ['cattle'] } } });
    renderDashboard();
    expect(await screen.findByText('19.11.2026')).toBeInTheDocument();
    const card = screen.getByText('Siste avregning').closest('div')!;
    expect(card).toHaveTextContent('Storfe, midlertidig avregning');
    expect(within(card).getByRole('link', { name: 'Se detaljer om siste avregning' })).toHaveAttribute('href', '/accountings/temp');
  });

  it('adds the debit total with debit_total_in_dashboard, saying what it is', async () => {
    company.flags.debit_total_in_dashboard = true;
    serve();
    renderDashboard();
    expect(await screen.findByText('12 540,00 kr')).toBeInTheDocument();
    expect(screen.getByText('Debet totalt').closest('div')).toHaveTextContent('Det du skylder oss og ikke har betalt ennå.');
    expect(screen.getByRole('link', { name: 'Se åpne poster i Dokumenter' })).toHaveAttribute('href', '/documents');
  });

  it('shows the errors of balance and statistics', async () => {
    serve({ balance: 'error', stats: 'error' });
    renderDashboard();
    expect(await screen.findByText('Kunne ikke hente saldo.')).toBeInTheDocument();
    expect(await screen.findAllByText('Kunne ikke hente statistikk...')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Prøv på nytt' })).toBeInTheDocument();
  });

  it('says so when there is nothing delivered yet', async () => {
    serve({ stats: { last_settlement: null, last_deliveries: [] } });
    renderDashboard();
    expect(await screen.findByText('Du har ingen leveranser å vise ennå.')).toBeInTheDocument();
    expect(screen.getByText('Ingen avregninger ennå')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Se detaljer/ })).not.toBeInTheDocument();
  });
});

describe('KSL status on the dashboard', () => {
  it('a farm without approved KSL learns it here, before trying to enrol', async () => {
    serve({ ksl: KSL_STATUS.notApproved });
    renderDashboard();
    expect(await screen.findByText('Ikke godkjent KSL-status')).toBeInTheDocument();
    expect(screen.getByText(/^Gården har ikke godkjent KSL-status, og dyr kan ikke meldes inn før den er godkjent\./)).toBeInTheDocument();
  });

  it('an approved farm sees no notice', async () => {
    serve({ ksl: KSL_STATUS.approved });
    renderDashboard();
    await screen.findByText('487 123,50 kr');
    await waitFor(() => expect(screen.queryByText('Laster inn...')).not.toBeInTheDocument());
    expect(screen.queryByText('Ikke godkjent KSL-status')).not.toBeInTheDocument();
  });
});

describe('dashboard tiles', () => {
  it('wait for the cattle answer and then show at once, so Mine storfe does not push the others aside', async () => {
    let release = () => {};
    const cattleAnswer = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({ cattle: true, cattleAnswer });
    renderDashboard();
    await screen.findByText('487 123,50 kr');
    expect(within(tiles()).queryAllByRole('listitem')).toEqual([]);
    expect(within(tiles()).getByText('Laster inn...')).toBeInTheDocument();
    release();
    expect(await within(tiles()).findByRole('link', { name: 'Mine storfe' })).toBeInTheDocument();
    expect(tileNames().slice(0, 4)).toEqual(['Innmelding', 'Avregninger', 'Dokumenter', 'Mine storfe']);
  });


  it('shows Mine storfe only when has_cattle is exactly true', async () => {
    company.flags.temp_accountings = true;
    company.flags.branding_clothes = true;
    company.flags.return_form = true;
    serve({ cattle: true });
    renderDashboard();
    expect(await within(tiles()).findByRole('link', { name: 'Mine storfe' })).toHaveAttribute('href', '/cattle');
    expect(tileNames()).toEqual(['Innmelding', 'Avregninger', 'Dokumenter', 'Mine storfe', 'Statistikk', 'Priser', 'Profileringsklær', 'Retur']);
    expect(within(tiles()).getByRole('link', { name: 'Profileringsklær' })).toHaveAttribute('href', '/branding-clothes');
    expect(within(tiles()).getByRole('link', { name: 'Retur' })).toHaveAttribute('href', '/return-form');
  });

  it('hides Mine storfe, Profileringsklær and Retur by user and flags; Avregninger follows temp_accountings', async () => {
    company.flags.temp_accountings = false;
    company.flags.branding_clothes = false;
    company.flags.return_form = false;
    const { requests } = serve({ cattle: false });
    renderDashboard();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/profile/has_cattle')).toBe(true));
    await screen.findByText('487 123,50 kr');
    expect(tileNames()).toEqual(['Innmelding', 'Avregninger', 'Dokumenter', 'Statistikk', 'Priser']);
    expect(within(tiles()).getByRole('link', { name: /^Avregninger/ })).toHaveAttribute('href', '/accountings');
  });

  it('shows the server’s counts of new posted settlements and new documents on the badges, 9+ above nine, without downloading the lists', async () => {
    company.flags.temp_accountings = true;
    const { requests } = serve({ badges: { new_posted_settlements: 12, new_documents: 3 } });
    renderDashboard();

    // The name is what the tile shows (WCAG 2.5.3 Label in Name); the whole number is its description.
    const settlements = await within(tiles()).findByRole('link', { name: 'Avregninger 9+' });
    expect(settlements).toHaveAttribute('href', '/accountings/temp');
    expect(settlements).toHaveAccessibleDescription('12 nye');
    expect(within(settlements).getByText('9+')).toBeInTheDocument();
    const docs = await within(tiles()).findByRole('link', { name: 'Dokumenter 3' });
    expect(docs).toHaveAccessibleDescription('3 nye');
    expect(within(docs).getByText('3')).toBeInTheDocument();
    // Innmelding has no badge yet, and its unread endpoint is not called.
    expect(within(tiles()).getByRole('link', { name: 'Innmelding' })).toHaveTextContent(/^Innmelding$/);
    expect(within(tiles()).getByRole('link', { name: 'Innmelding' })).not.toHaveAttribute('aria-describedby');
    // The counts came from one small answer: neither list, nor the last-read markers, was asked for.
    const paths = requests.map((r) => r.url.pathname);
    expect(paths).toContain('/api/badge_counts');
    expect(paths.filter((p) => p === '/api/posted_slaughters_list' || p === '/api/documents' || p.startsWith('/api/hasread/'))).toEqual([]);
  });

  it('has no badges when everything has been read', async () => {
    serve({ badges: { new_posted_settlements: 0, new_documents: 0 } });
    renderDashboard();
    await screen.findByText('487 123,50 kr');
    await waitFor(() => expect(within(tiles()).getByRole('link', { name: 'Dokumenter' })).toBeInTheDocument());
    expect(within(tiles()).getByRole('link', { name: 'Avregninger' })).toBeInTheDocument();
    expect(within(tiles()).queryByText(/^\d|9\+$/)).not.toBeInTheDocument();
  });

  it("opens the farm's survey from the tile for a superuser acting as a farmer", async () => {
    company.flags.prognosisRegistration = true;
    setImpersonation('10001');
    serve({ superuser: true });
    const { user } = renderDashboard();

    await user.click(await within(tiles()).findByRole('button', { name: 'Oppdatering av prognose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrering av prognose' });
    expect(await within(dialog).findByRole('group', { name: 'Slaktegris' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Storfe' })).not.toBeInTheDocument();
  });

  it('has no prognosis tile while no kind is asked for, nor where the company has no prognosis', async () => {
    company.flags.prognosisRegistration = false;
    setImpersonation('10001');
    const { requests } = serve({ superuser: true });
    renderDashboard();
    await within(tiles()).findByRole('link', { name: 'Statistikk' });
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/profile/is_superuser')).toBe(true));
    expect(within(tiles()).queryByRole('button', { name: 'Oppdatering av prognose' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.includes('prognosis'))).toBe(false);
  });

  it('shows no prognosis tile to an ordinary farmer', async () => {
    company.flags.prognosisRegistration = true;
    const { requests } = serve({ superuser: false });
    renderDashboard();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/profile/is_superuser')).toBe(true));
    await screen.findByText('487 123,50 kr');
    expect(within(tiles()).queryByRole('button', { name: 'Oppdatering av prognose' })).not.toBeInTheDocument();
  });
});

describe('dashboard for staff', () => {
  const farmData = ['/api/profile/balance', '/api/farmer_statistics/dashboard', '/api/profile/has_cattle', '/api/posted_slaughters_list', '/api/documents', '/api/badge_counts'];

  it('acting for nobody: the staff start page instead of a farm dashboard, and nothing of a farm asked for', async () => {
    company.flags.prognosisRegistration = true;
    const { requests } = serve({ superuser: true, cattle: true });
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Kundestøtte' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Se portalen som en annen bruker' })).toBeInTheDocument();
    expect(screen.queryByText('Saldo hittil i år')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Snarveier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Oppdatering av prognose' })).not.toBeInTheDocument();
    expect(requests.filter((r) => farmData.includes(r.url.pathname) || r.url.pathname.startsWith('/api/hasread/') || r.url.pathname === '/api/registered_enrolment_unread')).toEqual([]);
  });

  it("acting as a farmer: that farm's balance, deliveries and badges", async () => {
    setImpersonation('10001');
    const { requests } = serve({ superuser: true, cattle: true, badges: { new_posted_settlements: 2, new_documents: 0 } });
    renderDashboard();

    expect(await screen.findByText('487 123,50 kr')).toBeInTheDocument();
    expect(await within(tiles()).findByRole('link', { name: 'Avregninger 2' })).toHaveAccessibleDescription('2 nye');
    expect(await within(tiles()).findByRole('link', { name: 'Mine storfe' })).toBeInTheDocument();
    expect(screen.queryByText('Velg en leverandør først')).not.toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/profile/balance')?.url.searchParams.get('impersonateUsername')).toBe('10001');
    expect(requests.find((r) => r.url.pathname === '/api/badge_counts')?.url.searchParams.get('impersonateUsername')).toBe('10001');
  });
});

describe('last deliveries on a wide screen', () => {
  it('stand side by side, every kind at once, with no carousel', async () => {
    wideScreen = true;
    serve();
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Siste levering' });
    await within(section).findByRole('heading', { level: 3, name: 'Gris' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Gris', 'Sau og lam', 'Storfe']);
    expect(within(section).getByText('60,4 %')).toBeInTheDocument();
    expect(within(section).getByText('R-')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Siste levering per dyreslag' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neste' })).not.toBeInTheDocument();
  });
});

describe('the dashboard on a phone', () => {
  it('has the shortcuts (Innmelding first) before the last deliveries', async () => {
    serve();
    renderDashboard();
    await within(tiles()).findByRole('link', { name: 'Innmelding' });
    const deliveries = screen.getByRole('region', { name: 'Siste levering' });
    expect(tiles().compareDocumentPosition(deliveries) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('last-delivery carousel', () => {
  const carousel = () => screen.getByRole('region', { name: 'Siste levering per dyreslag' });
  const visibleSlide = () => within(carousel()).getByRole('group');

  it('shows one kind at a time, and moves with the buttons, the dots and the keyboard', async () => {
    serve();
    const { user } = renderDashboard();
    await screen.findByRole('region', { name: 'Siste levering per dyreslag' });

    // Only the current slide is exposed; the others are inert.
    expect(visibleSlide()).toHaveAccessibleName('1 av 3: Gris');
    expect(within(visibleSlide()).getByText('60,4 %')).toBeInTheDocument();
    expect(within(visibleSlide()).getByText('3 334,7 kg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forrige' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Vis Gris' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Neste' }));
    expect(visibleSlide()).toHaveAccessibleName('2 av 3: Sau og lam');
    expect(within(visibleSlide()).getByText('R-')).toBeInTheDocument();
    expect(within(visibleSlide()).getByText('3+')).toBeInTheDocument();
    expect(screen.getByText('Viser 2 av 3: Sau og lam')).toBeInTheDocument();

    // Arrow keys while focus is on a control; the ends hold.
    screen.getByRole('button', { name: 'Neste' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('3 av 3: Storfe');
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('3 av 3: Storfe');
    expect(screen.getByRole('button', { name: 'Neste' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Home}');
    expect(visibleSlide()).toHaveAccessibleName('1 av 3: Gris');
    await user.keyboard('{End}');
    expect(visibleSlide()).toHaveAccessibleName('3 av 3: Storfe');
    await user.keyboard('{ArrowLeft}');
    expect(visibleSlide()).toHaveAccessibleName('2 av 3: Sau og lam');

    await user.click(screen.getByRole('button', { name: 'Vis Storfe' }));
    expect(visibleSlide()).toHaveAccessibleName('3 av 3: Storfe');
    expect(screen.getByRole('button', { name: 'Vis Storfe' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Vis Gris' })).not.toHaveAttribute('aria-current');
  });

  it('shows a single kind without controls', async () => {
    serve({ stats: { ...statistics, last_deliveries: statistics.last_deliveries.slice(1, 2) } });
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 3, name: 'Sau og lam' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neste' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Siste levering per dyreslag' })).not.toBeInTheDocument();
    await act(async () => {});
  });
});

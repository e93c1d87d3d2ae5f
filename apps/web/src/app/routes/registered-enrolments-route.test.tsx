import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { setImpersonation } from '@/lib/impersonation';
import { renderWithApp } from '@/testing/render';
import { serveEnrolments } from '@/features/registered-enrolments/testing/enrolment-data';
import { RegisteredEnrolmentsRoute } from './registered-enrolments-route';

// The route first learns whom the user acts for, then the screen loads: give a busy machine time.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const breadcrumbsFlag = company.flags.breadcrumbs;
afterEach(() => {
  company.flags.breadcrumbs = breadcrumbsFlag;
  vi.restoreAllMocks();
});

function renderRoute() {
  return renderWithApp(<RegisteredEnrolmentsRoute />, { route: '/registered-enrolments', path: '/registered-enrolments' });
}

const tabs = () => screen.getByRole('navigation', { name: 'Nye og innsendte innmeldinger' });
const submittedTab = () => within(tabs()).getByRole('link', { name: /^Innsendte/ });

describe('submitted enrolments for staff', () => {
  it('ask staff acting for nobody to act as a farmer first, under the tabs, without fetching or marking anything', async () => {
    const { requests } = serveEnrolments({ superuser: true, unread: 3 });
    renderRoute();
    expect(await screen.findByText('Velg en leverandør først')).toBeInTheDocument();
    expect(screen.getByText(/^Innsendte innmeldinger gjelder én leverandør\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Innmeldinger' })).toBeInTheDocument();
    expect(submittedTab()).toHaveAccessibleName('Innsendte');
    expect(requests.filter((r) => r.url.pathname !== '/api/profile/is_superuser')).toEqual([]);
  });

  it('show staff acting as a farmer that farm’s enrolments', async () => {
    setImpersonation('10001');
    const { requests } = serveEnrolments({ superuser: true });
    renderRoute();
    expect(await screen.findByRole('heading', { level: 2, name: /^Innmelding / })).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/registered_enrolment_dates')?.url.searchParams.get('impersonateUsername')).toBe('10001');
    expect(screen.queryByText('Velg en leverandør først')).not.toBeInTheDocument();
  });
});

describe("the tabs 'Ny' and 'Innsendte'", () => {
  it("link both screens, 'Innsendte' current, with the unread badge", async () => {
    company.flags.breadcrumbs = false;
    serveEnrolments({ unread: 12 });
    renderRoute();

    expect(await screen.findByRole('heading', { level: 1, name: 'Innmeldinger' })).toBeInTheDocument();
    expect(within(tabs()).getByRole('link', { name: 'Ny' })).toHaveAttribute('href', '/register-enrolment');
    expect(within(tabs()).getByRole('link', { name: 'Ny' })).not.toHaveAttribute('aria-current');
    expect(submittedTab()).toHaveAttribute('href', '/registered-enrolments');
    expect(submittedTab()).toHaveAttribute('aria-current', 'page');
    // The unread count may show before the mark-read call drops it.
    await waitFor(() => expect(submittedTab()).toHaveAccessibleName('Innsendte'));
  });

  it('drop the badge once the screen has marked the enrolments read', async () => {
    const { requests } = serveEnrolments({ unread: 12 });
    renderRoute();

    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/markread/enrolment/notification')).toBe(true));
    // The unread count is fetched again after marking read: the badge goes away.
    await waitFor(() => expect(requests.filter((r) => r.url.pathname === '/api/registered_enrolment_unread').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(submittedTab()).toHaveAccessibleName('Innsendte'));
  });

  it("show '9+' on the badge and the whole number to screen readers", async () => {
    serveEnrolments({ unread: 12 });
    // No mark-read answer yet: the badge keeps its count.
    const pending = new Promise<Response>(() => {});
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/markread/') ? pending : original(input, init),
    );
    renderRoute();
    // The name is what the tab shows (WCAG 2.5.3 Label in Name); the whole number is its description.
    await waitFor(() => expect(submittedTab()).toHaveAccessibleName('Innsendte 9+'));
    expect(submittedTab()).toHaveAccessibleDescription('12 uleste');
    expect(within(submittedTab()).getByText('9+')).toBeInTheDocument();
  });
});

describe('right after a send', () => {
  const justSent = { kind: 'slaughter', date: '2026-11-18', id: 2, receipt_to: 'ola.nordmann@example.no' } as const;

  it('opens on the new enrolment, not the newest, with a receipt first: its week and animals, the deletion deadline and where the e-mail went', async () => {
    serveEnrolments();
    renderWithApp(<RegisteredEnrolmentsRoute />, { route: '/registered-enrolments', path: '/registered-enrolments', state: { registered: justSent } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Innmelding 18.11.2026 - Slakt' })).toBeInTheDocument();
    const notice = (await screen.findByText('Innmeldingen ble registrert')).closest('[role="status"]')!;
    await waitFor(() => expect(notice).toHaveTextContent('Uke 49 2026'));
    expect(within(notice as HTMLElement).getByRole('list', { name: 'Dyr i den nye innmeldingen' })).toHaveTextContent('1 Ku');
    expect(notice).toHaveTextContent('Du kan slette den fram til onsdag 25.11. kl. 07:00.');
    expect(notice).toHaveTextContent('Kvittering er sendt på e-post til ola.nordmann@example.no.');
    // It stands before everything else of the page's content: the picker, the enrolment and, last,
    // the overview by pickup week (arriving or changing below, it never moves the picker).
    const overview = await screen.findByRole('region', { name: 'Innmeldt per henteuke' });
    const content = [notice, screen.getByRole('combobox', { name: 'Velg innmelding' }), screen.getByRole('heading', { level: 2, name: 'Innmelding 18.11.2026 - Slakt' }), overview];
    for (let i = 1; i < content.length; i++) {
      expect(content[i - 1]!.compareDocumentPosition(content[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('says nothing of a receipt when none was sent, and the confirmation goes with the enrolment it speaks of', async () => {
    serveEnrolments();
    const { user } = renderWithApp(<RegisteredEnrolmentsRoute />, {
      route: '/registered-enrolments',
      path: '/registered-enrolments',
      state: { registered: { ...justSent, receipt_to: null } },
    });
    const notice = (await screen.findByText('Innmeldingen ble registrert')).closest('[role="status"]')!;
    expect(notice).not.toHaveTextContent('Kvittering');
    // Deleted: it no longer speaks of anything there.
    await screen.findByRole('heading', { level: 2, name: 'Innmelding 18.11.2026 - Slakt' });
    await user.click(screen.getByRole('button', { name: 'Slett innmeldingen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Innmelding 19.11.2026 - Kjøp' })).toBeInTheDocument();
    expect(screen.queryByText('Innmeldingen ble registrert')).not.toBeInTheDocument();
  });

  it('shows no confirmation when the screen is opened another way', async () => {
    serveEnrolments();
    renderRoute();
    expect(await screen.findByRole('heading', { level: 2, name: 'Innmelding 19.11.2026 - Kjøp' })).toBeInTheDocument();
    expect(screen.queryByText('Innmeldingen ble registrert')).not.toBeInTheDocument();
  });
});

import { ACCESS_ROLE_NAMES, FARM_PERMISSIONS, INVITATION_MESSAGES, type AccessGrant, type AccessLogEntry } from '@slakteweb/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { AccessPage, ONLY_THE_FARMER } from './access-page';

const farmerMe = { kind: 'farmer', name: 'Ola Nordmann', acting_for: { supplier_no: '10001', fullname: 'Ola Nordmann', role: 'farmer' }, permissions: FARM_PERMISSIONS };
const grant: AccessGrant = {
  id: 3,
  name: 'Rita Regnskap',
  email: 'regnskap@example.no',
  role: 'accountant',
  since: '2026-10-01T09:00:00+02:00',
  until: '2027-06-30',
  last_used: null,
};
const invitation = { id: 9, email: 'vet@example.no', role: 'vet', until: null, sent: '2026-11-27T10:00:00+01:00' };
const entry = (n: number): AccessLogEntry => ({ at: `2026-11-${String(28 - n).padStart(2, '0')}T10:00:00+01:00`, name: 'Rita Regnskap', role: 'accountant', action: 'settlement.viewed', target: `10001013${n}` });

interface Serve {
  me?: unknown;
  overview?: () => Response;
  log?: (request: RecordedRequest) => Response;
  invite?: (request: RecordedRequest) => Response;
  remove?: (request: RecordedRequest) => Response;
}

function serve({ me = farmerMe, overview, log, invite, remove }: Serve = {}) {
  return mockFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/me') return jsonResponse(200, me);
    if (path === '/api/access' && request.method === 'GET') return overview ? overview() : jsonResponse(200, { grants: [grant], invitations: [invitation] });
    if (path === '/api/access/log') return log ? log(request) : jsonResponse(200, { log: [entry(0)], next: null });
    if (path === '/api/access/invitations' && request.method === 'POST') return invite ? invite(request) : jsonResponse(500, {});
    if (request.method === 'DELETE') return remove ? remove(request) : new Response(null, { status: 204 });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ikke funnet' });
  });
}

const renderPage = () => renderWithApp(<AccessPage />, { route: '/tilganger' });

describe("'Tilganger'", () => {
  it('lists who has access, the pending invitations and what the others did', async () => {
    serve();
    renderPage();

    const row = (await screen.findByRole('row', { name: /Rita Regnskap/ })) as HTMLElement;
    expect(within(row).getByText('regnskap@example.no')).toBeInTheDocument();
    expect(within(row).getByText(ACCESS_ROLE_NAMES.accountant)).toBeInTheDocument();
    expect(within(row).getByText('01.10.2026')).toBeInTheDocument();
    expect(within(row).getByText('30.06.2027')).toBeInTheDocument();
    expect(within(row).getByText('Ikke brukt ennå')).toBeInTheDocument();
    expect(screen.getByText('vet@example.no')).toBeInTheDocument();
    expect(await screen.findByText('Så avregning nr 100010130')).toBeInTheDocument();
  });

  it('shows one card per person on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    serve();
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Rita Regnskap', level: 3 })).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Sist brukt')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Fjern tilgang for Rita Regnskap' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('says so when nobody has access, nobody is invited and nothing is logged', async () => {
    serve({ overview: () => jsonResponse(200, { grants: [], invitations: [] }), log: () => jsonResponse(200, { log: [], next: null }) });
    renderPage();
    expect(await screen.findByText('Ingen andre har tilgang til gården.')).toBeInTheDocument();
    expect(screen.getByText('Ingen invitasjoner venter på svar.')).toBeInTheDocument();
    expect(await screen.findByText('Ingen andre har gjort noe for gården ennå.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded, and the server\'s words when it refuses the role', async () => {
    let answer = () => jsonResponse(500, {});
    serve({ overview: () => answer() });
    const { user } = renderPage();
    expect(await screen.findByText('Kunne ikke laste inn tilgangene.')).toBeInTheDocument();

    answer = () => jsonResponse(403, { code: 'NOT_ALLOWED_FOR_ROLE', message: 'Du har ikke tilgang til dette for denne gården.' });
    await user.click(screen.getByRole('button', { name: 'Prøv på nytt' }));
    expect(await screen.findByText('Du har ikke tilgang til dette for denne gården.')).toBeInTheDocument();
  });

  it('shows a person without access.manage nothing of the list', async () => {
    const { requests } = serve({ me: { ...farmerMe, kind: 'person', permissions: ['balance.read'] } });
    renderPage();
    expect(await screen.findByText(ONLY_THE_FARMER)).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/access')).toBe(false);
  });

  it('checks the invitation before sending: the address and the role, with a summary and focus on the first', async () => {
    const { requests } = serve();
    const { user } = renderPage();
    await screen.findByRole('row', { name: /Rita Regnskap/ });

    await user.type(screen.getByLabelText(/^E-post/), 'ikke-en-adresse');
    await user.click(screen.getByRole('button', { name: 'Send invitasjon' }));

    const summary = await screen.findByRole('region', { name: /Rett opp dette/ });
    expect(within(summary).getByText(`E-post: ${INVITATION_MESSAGES.email}`)).toBeInTheDocument();
    expect(within(summary).getByText(`Rolle: ${INVITATION_MESSAGES.role}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^E-post/)).toHaveFocus());
    expect(screen.getByLabelText(/^E-post/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: /Veterinær/ })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.url.pathname === '/api/access/invitations')).toBe(false);
  });

  it('sends the invitation, says so and shows it among the pending', async () => {
    let invitations = [invitation];
    const sent = { id: 10, email: 'radgiver@example.no', role: 'advisor', until: null, sent: '2026-11-28T10:00:00+01:00' };
    const { requests } = serve({
      overview: () => jsonResponse(200, { grants: [grant], invitations }),
      invite: () => {
        invitations = [...invitations, sent];
        return jsonResponse(201, { invitation: sent });
      },
    });
    const { user } = renderPage();
    await screen.findByRole('row', { name: /Rita Regnskap/ });
    expect(screen.getByText(/Ser det samme som veterinæren/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^E-post/), 'radgiver@example.no');
    await user.click(screen.getByRole('radio', { name: /Rådgiver/ }));
    await user.click(screen.getByRole('button', { name: 'Send invitasjon' }));

    expect(await screen.findByText('Invitasjonen er sendt til radgiver@example.no')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.form).toEqual({ email: 'radgiver@example.no', role: 'advisor' });
    expect(await screen.findByText('radgiver@example.no')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-post/)).toHaveValue('');
  });

  it("shows the server's 422 message under its field", async () => {
    serve({ invite: () => jsonResponse(422, { code: 'INVALID_INPUT', message: 'Ugyldig', fields: { email: INVITATION_MESSAGES.alreadyHasAccess } }) });
    const { user } = renderPage();
    await screen.findByRole('row', { name: /Rita Regnskap/ });
    await user.type(screen.getByLabelText(/^E-post/), 'regnskap@example.no');
    await user.click(screen.getByRole('radio', { name: /Regnskapsfører/ }));
    await user.click(screen.getByRole('button', { name: 'Send invitasjon' }));

    expect(await screen.findByText(`E-post: ${INVITATION_MESSAGES.alreadyHasAccess}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^E-post/)).toHaveFocus());
  });

  it("says the server's words when too many invitations were sent today", async () => {
    serve({ invite: () => jsonResponse(429, { code: 'RATE_LIMITED', message: 'Du har sendt mange invitasjoner i dag. Prøv igjen i morgen.' }) });
    const { user } = renderPage();
    await screen.findByRole('row', { name: /Rita Regnskap/ });
    await user.type(screen.getByLabelText(/^E-post/), 'ny@example.no');
    await user.click(screen.getByRole('radio', { name: /Innmelder/ }));
    await user.click(screen.getByRole('button', { name: 'Send invitasjon' }));
    expect(await screen.findByText('Du har sendt mange invitasjoner i dag. Prøv igjen i morgen.')).toBeInTheDocument();
  });

  it("ends an access after the question, and keeps it when the answer is 'Avbryt'", async () => {
    let grants = [grant];
    const { requests } = serve({
      overview: () => jsonResponse(200, { grants, invitations: [] }),
      remove: () => {
        grants = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Fjern tilgang for Rita Regnskap' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Fjerne tilgangen til Rita Regnskap?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Fjern tilgang for Rita Regnskap' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Fjern tilgang' }));

    expect(await screen.findByText('Rita Regnskap har ikke lenger tilgang')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')?.url.pathname).toBe('/api/access/grants/3');
    expect(await screen.findByText('Ingen andre har tilgang til gården.')).toBeInTheDocument();
  });

  it('withdraws a pending invitation', async () => {
    const { requests } = serve();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Trekk tilbake invitasjonen til vet@example.no' }));
    expect(await screen.findByText('Invitasjonen til vet@example.no er trukket tilbake')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')?.url.pathname).toBe('/api/access/invitations/9');
  });

  it("pages the log with 'Vis flere', newest first", async () => {
    const { requests } = serve({
      log: (request) =>
        request.url.searchParams.get('before') === 'c1'
          ? jsonResponse(200, { log: [entry(2)], next: null })
          : jsonResponse(200, { log: [entry(0), entry(1)], next: 'c1' }),
    });
    const { user } = renderPage();
    await screen.findByText('Så avregning nr 100010130');
    await user.click(screen.getByRole('button', { name: 'Vis flere' }));
    expect(await screen.findByText('Så avregning nr 100010132')).toBeInTheDocument();
    const lines = within(screen.getByRole('region', { name: 'Hva andre har gjort' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('100010130');
    expect(lines[2]).toContain('100010132');
    expect(screen.queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/access/log')).toHaveLength(2);
  });
});

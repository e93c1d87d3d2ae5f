import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { loggedInTag } from '@/lib/logged-in-tag';
import { startSession } from '@/lib/session';
import { renderWithApp } from '@/testing/render';
import { ChooseFarmPage } from './choose-farm-page';

const farms = {
  farms: [
    { supplier_no: '10001', fullname: 'Ola Nordmann', role: 'accountant' },
    { supplier_no: '10003', fullname: 'Kari Bakken', role: 'accountant' },
    { supplier_no: '20417', fullname: 'Nordmann Samdrift DA', role: 'enrolment' },
  ],
  acting_for: '10001',
};

function serve(choose: (request: RecordedRequest) => Response = () => jsonResponse(200, { ok: true }), list = () => jsonResponse(200, farms)) {
  return mockFetch((request) => {
    if (request.url.pathname === '/api/me/farms') return list();
    if (request.url.pathname === '/api/me/acting-for') return choose(request);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ikke funnet' });
  });
}

const list = () => within(screen.getByRole('list'));

describe("'Velg gård'", () => {
  it('lists the farms with number and role, the current one marked', async () => {
    serve();
    renderWithApp(<ChooseFarmPage />, { route: '/velg-gard' });
    const current = await screen.findByRole('button', { name: /Ola Nordmann/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveTextContent('lev.nr 10001 · Regnskapsfører · valgt nå');
    expect(list().getAllByRole('button')).toHaveLength(3);
  });

  it('finds a farm by name or by supplier number', async () => {
    serve();
    const { user } = renderWithApp(<ChooseFarmPage />, { route: '/velg-gard' });
    const search = await screen.findByLabelText('Søk på navn eller leverandørnummer');

    await user.type(search, 'nordmann');
    expect(list().getAllByRole('button').map((b) => b.querySelector('span')?.textContent)).toEqual(['Ola Nordmann', 'Nordmann Samdrift DA']);
    expect(screen.getByText('Viser 2 av 3 gårder')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '1000');
    expect(list().getAllByRole('button')).toHaveLength(2);

    await user.clear(search);
    await user.type(search, 'Hallingdal');
    expect(screen.getByText('Ingen gård passer med søket.')).toBeInTheDocument();
  });

  it('acts for the chosen farm and opens its dashboard, under a new tag of the logged-in marker', async () => {
    const { requests } = serve();
    startSession(false, 'rita');
    const before = loggedInTag();
    const { user } = renderWithApp(<ChooseFarmPage />, { route: '/velg-gard' });
    await user.click(await screen.findByRole('button', { name: /Kari Bakken/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(requests.find((r) => r.method === 'POST')?.json).toEqual({ supplier_no: '10003' });
    // Nothing the device kept of the dashboard for the farm before is shown for this one.
    expect(loggedInTag()).not.toBeNull();
    expect(loggedInTag()).not.toBe(before);
  });

  it('says so when the access to the farm has ended meanwhile', async () => {
    serve(() => jsonResponse(403, { code: 'FORBIDDEN', message: 'Ingen tilgang' }));
    const { user } = renderWithApp(<ChooseFarmPage />, { route: '/velg-gard' });
    await user.click(await screen.findByRole('button', { name: /Kari Bakken/ }));
    expect(await screen.findByText('Du har ikke lenger tilgang til Kari Bakken.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/velg-gard');
  });

  it('shows an error with a retry when the farms cannot be loaded', async () => {
    serve(undefined, () => jsonResponse(500, {}));
    renderWithApp(<ChooseFarmPage />, { route: '/velg-gard' });
    expect(await screen.findByText('Kunne ikke laste inn gårdene dine.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv på nytt' })).toBeInTheDocument();
  });
});

import type { CattleAnimal, MyCattle } from '@slakteweb/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { CattlePage } from './cattle-page';

const animal = (overrides: Partial<CattleAnimal>): CattleAnimal => ({
  individual_no: '00001',
  mothers_mark: '00412',
  cattle_type: 'Ku',
  animal_keeping_no: 'NO5001234',
  breeds: [{ name: 'NRF', perc: 100 }],
  veal_date: null,
  birthdate: '2016-01-03',
  ...overrides,
});

const herd: MyCattle = {
  stock: [
    { cattle_type: 'Ku', count: 2 },
    { cattle_type: 'Oksekalv', count: 1 },
  ],
  animals: [
    animal({ individual_no: '1', veal_date: '2026-04-20' }),
    animal({ individual_no: '00003', mothers_mark: '00441', breeds: [{ name: 'NRF', perc: 88 }, { name: 'Holstein', perc: 12 }], veal_date: '2026-05-11', birthdate: '2018-03-07' }),
    animal({ individual_no: '00019', mothers_mark: '1', cattle_type: 'Oksekalv', breeds: [{ name: 'Hereford', perc: 50 }, { name: 'NRF', perc: 50 }], birthdate: '2026-04-20' }),
  ],
};

function serve(answer: MyCattle | 'error' = herd) {
  return mockFetch((request) => {
    if (request.url.pathname === '/api/my_cattle') return answer === 'error' ? jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'x' }) : jsonResponse(200, { my_cattle: answer });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

const cards = () => within(screen.getByRole('region', { name: 'Dyrene' })).queryAllByRole('button', { name: /^Individnr/ });

describe('Mine storfe', () => {
  it('shows the stock per cattle type, and a card per animal with its id padded to 5 digits', async () => {
    serve();
    renderWithApp(<CattlePage />, { route: '/cattle' });
    expect(screen.getByText('Laster inn...')).toBeInTheDocument();
    const stock = await screen.findByRole('region', { name: 'Besetning' });
    expect(within(stock).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ku2', 'Oksekalv1']);
    expect(within(stock).getByText('Totalt 3 dyr')).toBeInTheDocument();
    expect(cards().map((c) => c.textContent)).toEqual([
      'Individnr 00001Ku, født 03.01.2016',
      'Individnr 00003Ku, født 07.03.2018',
      'Individnr 00019Oksekalv, født 20.04.2026',
    ]);
    expect(document.title).toBe('Mine storfe - Slakteweb');
  });

  it('opens a card on its mother, calving, animal keeping and breeds with their shares', async () => {
    serve();
    const { user } = renderWithApp(<CattlePage />, { route: '/cattle' });
    await screen.findByRole('region', { name: 'Besetning' });
    const card = cards()[1]!;
    expect(card).toHaveAttribute('aria-expanded', 'false');
    await user.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(card.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Morsmerke').nextElementSibling).toHaveTextContent('00441');
    expect(within(panel).getByText('Kalvingsdato').nextElementSibling).toHaveTextContent('11.05.2026');
    expect(within(panel).getByText('Dyreholdsnummer').nextElementSibling).toHaveTextContent('NO5001234');
    expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['NRF88 %', 'Holstein12 %']);
    // A calf has no calving of its own; its mother's mark is padded too.
    await user.click(cards()[2]!);
    const calf = document.getElementById(cards()[2]!.getAttribute('aria-controls')!)!;
    expect(within(calf).queryByText('Kalvingsdato')).not.toBeInTheDocument();
    expect(within(calf).getByText('Morsmerke').nextElementSibling).toHaveTextContent('00001');
  });

  it('searches by type, breed, date and mother’s mark with individual number, and says how many it shows', async () => {
    serve();
    const { user } = renderWithApp(<CattlePage />, { route: '/cattle' });
    await screen.findByRole('region', { name: 'Besetning' });
    const search = screen.getByRole('searchbox', { name: 'Søk' });
    const shown = () => cards().map((c) => /Individnr (\d+)/.exec(c.textContent ?? '')?.[1]);

    await user.type(search, 'hereford');
    await waitFor(() => expect(shown()).toEqual(['00019']));
    expect(within(screen.getByRole('region', { name: 'Dyrene' })).getByRole('status')).toHaveTextContent('Viser 1 av 3 dyr');
    await user.clear(search);
    await user.type(search, '20.04.2026');
    await waitFor(() => expect(shown()).toEqual(['00001', '00019']));
    await user.clear(search);
    await user.type(search, '0044100003');
    await waitFor(() => expect(shown()).toEqual(['00003']));
    await user.clear(search);
    await user.type(search, 'kalv');
    await waitFor(() => expect(shown()).toEqual(['00019']));
    await user.clear(search);
    await user.type(search, 'bøffel');
    expect(await screen.findByText('Fant ingen storfe som passer søket.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Dyrene' })).getByRole('status')).toHaveTextContent('Viser 0 av 3 dyr');
  });

  it('says the registry has nothing, with a retry, for a farm without registered cattle', async () => {
    const { requests } = serve({ stock: [], animals: [] });
    const { user } = renderWithApp(<CattlePage />, { route: '/cattle' });
    expect(await screen.findByText('Det oppstod en feil ved innlasting av data, eller du har ikke registrerte storfe hos Mattilsynet.')).toBeInTheDocument();
    expect(screen.queryByText('Kunne ikke laste inn storfe.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prøv på nytt' }));
    await waitFor(() => expect(requests.filter((r) => r.url.pathname === '/api/my_cattle')).toHaveLength(2));
  });

  it("shows 'Kunne ikke laste inn storfe.' when the herd cannot be fetched", async () => {
    serve('error');
    renderWithApp(<CattlePage />, { route: '/cattle' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kunne ikke laste inn storfe.');
    expect(alert).toHaveTextContent('Det oppstod en feil ved innlasting av data, eller du har ikke registrerte storfe hos Mattilsynet.');
    expect(within(alert).getByRole('button', { name: 'Prøv på nytt' })).toBeInTheDocument();
  });
});

import { today } from '@internationalized/date';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { postedList, serveSettlements } from '../testing/settlement-data';
import { SettlementsPage } from './settlements-page';

const thisYear = today('Europe/Oslo').year;

function renderPosted() {
  return renderWithApp(
    <Routes>
      <Route path="/accountings" element={<SettlementsPage kind="posted" />} />
    </Routes>,
    { route: '/accountings' },
  );
}

async function openYear() {
  const rendered = renderPosted();
  await rendered.user.click(await screen.findByRole('tab', { name: 'Årsoversikt' }));
  await screen.findByRole('heading', { name: `Årsoversikt ${thisYear}` });
  return rendered;
}

const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

afterEach(() => vi.unstubAllGlobals());

describe("'Årsoversikt'", () => {
  it('on a laptop: the sums per kind and month beside last year, and every settlement in a table with its sum', async () => {
    const { requests } = serveSettlements();
    await openYear();
    expect(requests.some((r) => r.url.pathname === `/api/settlement_year/${thisYear}`)).toBe(true);
    expect(screen.getByText(new RegExp(`01\\.01\\.${thisYear}–22\\.11\\.${thisYear}, sammenlignet med samme periode i ${thisYear - 1}`))).toBeInTheDocument();

    expect(cells(screen.getByRole('table', { name: 'Per dyreslag' }))).toEqual([
      ['Dyreslag', `Antall dyr ${thisYear}`, `Vekt ${thisYear}`, `Beløp ${thisYear}`, `Antall dyr ${thisYear - 1}`, `Vekt ${thisYear - 1}`, `Beløp ${thisYear - 1}`],
      ['Gris', '10', '880,0 kg', '20 000,50 kr', '7', '600,0 kg', '14 000,00 kr'],
      ['Sau og lam', '12', '230,4 kg', '15 000,00 kr', '0', '0,0 kg', '0,00 kr'],
      ['Storfe', '1', '310,0 kg', '21 000,00 kr', '0', '0,0 kg', '0,00 kr'],
      ['Sum', '23', '1 420,4 kg', '56 000,50 kr', '7', '600,0 kg', '14 000,00 kr'],
    ]);
    // Only the months either year has settlements in.
    expect(cells(screen.getByRole('table', { name: 'Per måned' })).map((row) => row[0])).toEqual(['Måned', 'Januar', 'Mars', 'September', 'Sum']);
    expect(cells(screen.getByRole('table', { name: `Avregninger i ${thisYear}` }))).toEqual([
      ['Dato', 'Avregningsnr', 'Dyreslag', 'Antall dyr', 'Vekt', 'Beløp'],
      [`14.01.${thisYear}`, '4001', 'Gris', '10', '880,0 kg', '20 000,50 kr'],
      [`16.09.${thisYear}`, '4602', 'Sau og lam', '12', '230,4 kg', '15 000,00 kr'],
      [`16.09.${thisYear}`, '4602', 'Storfe', '1', '310,0 kg', '21 000,00 kr'],
      ['Sum', '23', '1 420,4 kg', '56 000,50 kr'],
    ]);
  });

  it('is printable and downloads as Excel', async () => {
    serveSettlements();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = await openYear();
    await user.click(screen.getByRole('button', { name: 'Skriv ut' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Eksporter til Excel' })).toHaveAttribute('href', `/api/settlement_year/${thisYear}/export/excel`);
  });

  it('offers the years since the first settlement and asks for the one chosen', async () => {
    const { requests } = serveSettlements({ posted: [...postedList, { date: '2024-05-02', settlement_no: '3001', amount: 500, animal_kinds: ['pig'] }] });
    const { user } = await openYear();
    const choice = screen.getByRole('combobox', { name: 'År' });
    expect(within(choice).getAllByRole('option').map((o) => o.textContent).slice(1)).toEqual(Array.from({ length: thisYear - 2023 }, (_, i) => String(thisYear - i)));
    await user.selectOptions(choice, '2024');
    await screen.findByRole('heading', { name: 'Årsoversikt 2024' });
    expect(requests.some((r) => r.url.pathname === '/api/settlement_year/2024')).toBe(true);
  });

  it('on a phone: lists, no tables', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    serveSettlements();
    await openYear();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: `Avregninger i ${thisYear}` })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `14.01.${thisYear} / 4001 / Gris10 dyr, 880,0 kg20 000,50 kr`,
      `16.09.${thisYear} / 4602 / Sau og lam12 dyr, 230,4 kg15 000,00 kr`,
      `16.09.${thisYear} / 4602 / Storfe1 dyr, 310,0 kg21 000,00 kr`,
    ]);
    expect(within(screen.getByRole('list', { name: 'Per dyreslag' })).getAllByRole('listitem')[0]).toHaveTextContent(
      `Gris${thisYear}: 10 dyr, 880,0 kg, 20 000,50 kr${thisYear - 1}: 7 dyr, 600,0 kg, 14 000,00 kr`,
    );
  });

  it('is not offered to a role that does not see prices (a vet)', async () => {
    serveSettlements({ personRole: 'vet' });
    renderPosted();
    await screen.findByRole('heading', { name: 'Avregning nr 4711 – Gris, Sau og lam' });
    // The role is known once /api/me has answered.
    await vi.waitFor(() => expect(screen.queryByRole('tab', { name: 'Årsoversikt' })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Etter dato-periode' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { formatKr, type SettlementListItem, settlementLabel } from '@slakteweb/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { SeeingObserver } from '@/testing/seeing-observer';
import { serveSettlements } from '../testing/settlement-data';
import { detailRequests, renderPosted } from '../testing/settlement-screen';
import { BySettlementView } from './by-settlement-view';

// Choosing a settlement on the settlements screen: the list and its labels, the search, paging
// through years of settlements, loading and errors, and the downloads of the chosen one. What the
// chosen settlement shows: settlement-detail.test.tsx.

describe('settlements by settlement', () => {
  it('labels posted settlements date / number / kinds / amount, marks the newest, and selects it first', async () => {
    const { requests } = serveSettlements();
    const { user } = await renderPosted();

    const input = screen.getByRole('combobox', { name: 'Velg avregning' });
    expect(input).toHaveValue('02.10.2026 / 4711 / Gris, Sau og lam / 48 712,50 kr (nyeste avregning)');
    expect(detailRequests(requests)).toEqual(['/api/posted_slaughter_by_date/2026-10-02?settlement_no=4711']);

    await user.click(screen.getByRole('button', { name: /Vis alle avregninger/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '02.10.2026 / 4711 / Gris, Sau og lam / 48 712,50 kr (nyeste avregning)',
      '18.09.2026 / 4650 / Gris, Sau og lam / 1 234,56 kr',
      '04.09.2026 / 4602 / Gris, Sau og lam / 980,00 kr',
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.click(options[1]!);
    expect(await screen.findByRole('heading', { name: 'Avregning nr 4650 – Gris, Sau og lam' })).toBeInTheDocument();
    expect(input).toHaveValue('18.09.2026 / 4650 / Gris, Sau og lam / 1 234,56 kr');

    // Back to the first: it comes from the cache, not from the server again.
    await user.click(screen.getByRole('button', { name: /Vis alle avregninger/ }));
    await user.click(within(screen.getByRole('listbox')).getAllByRole('option')[0]!);
    expect(await screen.findByRole('heading', { name: 'Avregning nr 4711 – Gris, Sau og lam' })).toBeInTheDocument();
    expect(detailRequests(requests)).toEqual([
      '/api/posted_slaughter_by_date/2026-10-02?settlement_no=4711',
      '/api/posted_slaughter_by_date/2026-09-18?settlement_no=4650',
    ]);
  });

  it('filters the dropdown by typing (searched on the server) and picks with the keyboard', async () => {
    const { requests } = serveSettlements();
    const { user } = await renderPosted();
    const input = screen.getByRole('combobox', { name: 'Velg avregning' });

    await user.clear(input);
    await user.type(input, '4602');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['04.09.2026 / 4602 / Gris, Sau og lam / 980,00 kr']));
    expect(requests.some((r) => r.url.pathname === '/api/posted_slaughters_list' && r.url.searchParams.get('q') === '4602')).toBe(true);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(await screen.findByRole('heading', { name: 'Avregning nr 4602 – Gris, Sau og lam' })).toBeInTheDocument();
    // The choice keeps its label after the search is over.
    expect(input).toHaveValue('04.09.2026 / 4602 / Gris, Sau og lam / 980,00 kr');
  });

  describe('a farm with years of settlements', () => {
    // 120 monthly settlements, newest 2026-11-04: more than two pages of 50.
    const many: SettlementListItem[] = Array.from({ length: 120 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 10 - i, 4)).toISOString().slice(0, 10),
      settlement_no: String(9000 - i),
      amount: 1000 + i,
      animal_kinds: ['pig', 'sheep'],
    }));
    const cursorOf = (item: SettlementListItem) => `${item.date}~${item.settlement_no}`;

    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('asks for the first page only, and loads the next when the farmer reaches the end of the list', async () => {
      const { requests } = serveSettlements({ posted: many });
      const { user } = renderWithApp(<BySettlementView kind="posted" />);
      await screen.findByRole('heading', { name: 'Avregning nr 9000 – Gris, Sau og lam' });
      const lists = () => requests.filter((r) => r.url.pathname === '/api/posted_slaughters_list');
      expect(lists().map((r) => r.url.search)).toEqual(['?limit=50']);

      vi.stubGlobal('IntersectionObserver', SeeingObserver);
      await user.click(screen.getByRole('button', { name: /Vis alle avregninger/ }));
      await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(120));
      const options = within(screen.getByRole('listbox')).getAllByRole('option');
      // Only the newest of all is marked, also among later pages.
      expect(options[0]).toHaveTextContent(settlementLabel(many[0]!, 'posted', true));
      expect(options.at(-1)).toHaveTextContent(settlementLabel(many[119]!, 'posted', false));
      expect(lists().map((r) => r.url.searchParams.get('before'))).toEqual([null, cursorOf(many[49]!), cursorOf(many[99]!)]);

      await user.click(options.at(-1)!);
      expect(await screen.findByRole('heading', { name: 'Avregning nr 8881 – Gris, Sau og lam' })).toBeInTheDocument();
    });

    it('searches the whole history on the server: an old settlement is found by its amount and chosen', async () => {
      const { requests } = serveSettlements({ posted: many });
      const { user } = renderWithApp(<BySettlementView kind="posted" />);
      await screen.findByRole('heading', { name: 'Avregning nr 9000 – Gris, Sau og lam' });
      const input = screen.getByRole('combobox', { name: 'Velg avregning' });
      // The 111th settlement: far beyond the first 50.
      const old = many[110]!;
      const amount = formatKr(old.amount!);
      await user.clear(input);
      // The end of the list is in view from now on: while the answer is on its way the list is
      // empty, and that must not load pages of the unsearched list.
      vi.stubGlobal('IntersectionObserver', SeeingObserver);
      await user.type(input, amount);
      await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual([settlementLabel(old, 'posted', false)]));
      // The typing was debounced: not one search per key.
      expect(requests.filter((r) => r.url.searchParams.has('q')).length).toBeLessThan(amount.length);
      expect(requests.filter((r) => r.url.searchParams.has('before'))).toEqual([]);

      await user.keyboard('{ArrowDown}{Enter}');
      expect(await screen.findByRole('heading', { name: `Avregning nr ${old.settlement_no} – Gris, Sau og lam` })).toBeInTheDocument();
      expect(input).toHaveValue(settlementLabel(old, 'posted', false));

      // Escape after typing shows the choice again.
      await user.type(input, 'xyz');
      await user.keyboard('{Escape}');
      expect(input).toHaveValue(settlementLabel(old, 'posted', false));
    });

    it("says 'Ingen avregninger passer søket' when the search finds nothing", async () => {
      serveSettlements({ posted: many });
      const { user } = renderWithApp(<BySettlementView kind="posted" />);
      await screen.findByRole('heading', { name: 'Avregning nr 9000 – Gris, Sau og lam' });
      const input = screen.getByRole('combobox', { name: 'Velg avregning' });
      await user.clear(input);
      await user.type(input, 'finnes ikke');
      expect(await within(screen.getByRole('listbox')).findByText('Ingen avregninger passer søket')).toBeInTheDocument();
    });
  });

  it('labels temporary settlements by date and kinds and loads them by date', async () => {
    const { requests } = serveSettlements();
    const { user } = renderWithApp(<BySettlementView kind="temp" />);

    expect(await screen.findByRole('heading', { name: 'Midlertidig avregning 05.10.2026 – Gris, Sau og lam' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Velg avregning' })).toHaveValue('05.10.2026 / Gris, Sau og lam (nyeste avregning)');
    await user.click(screen.getByRole('button', { name: /Vis alle avregninger/ }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '05.10.2026 / Gris, Sau og lam (nyeste avregning)',
      '28.09.2026 / Gris, Sau og lam',
    ]);
    await user.keyboard('{Escape}');
    expect(detailRequests(requests)).toEqual(['/api/temp_slaughter_by_date/2026-10-05']);
    // Temporary: Excel by date only, no PDF, no prices.
    expect(screen.getByRole('link', { name: 'Eksporter til Excel' })).toHaveAttribute(
      'href',
      '/api/temp_slaughter_by_date/2026-10-05/export/excel',
    );
    expect(screen.queryByRole('link', { name: /Hent PDF/ })).not.toBeInTheDocument();
    expect(screen.getByText('Foreløpig beløp')).toBeInTheDocument();
  });

  it('shows loading, then "Fant ingen" for an empty list', async () => {
    serveSettlements({ posted: [] });
    renderWithApp(<BySettlementView kind="posted" />);
    expect(screen.getByText('Laster inn...')).toBeInTheDocument();
    expect(await screen.findByText('Fant ingen avregninger av valgt type')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows "Kunne ikke hente" with a retry when the list fails', async () => {
    serveSettlements({ posted: 'error' });
    const { user } = renderWithApp(<BySettlementView kind="posted" />);
    expect(await screen.findByText('Kunne ikke hente avregninger av valgt type')).toBeInTheDocument();

    serveSettlements();
    await user.click(screen.getByRole('button', { name: 'Prøv på nytt' }));
    expect(await screen.findByRole('heading', { name: 'Avregning nr 4711 – Gris, Sau og lam' })).toBeInTheDocument();
  });

  it('shows "Kunne ikke hente" when the detail fails', async () => {
    serveSettlements({ detailStatus: 503 });
    renderWithApp(<BySettlementView kind="posted" />);
    expect(await screen.findByText('Kunne ikke hente avregninger av valgt type')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Velg avregning' })).toBeInTheDocument();
  });

  it('offers Excel and, with a document, the PDF, with impersonation on the links', async () => {
    window.localStorage.setItem('impersonateUsername', '10003');
    serveSettlements();
    await renderPosted();
    const excel = new URL(screen.getByRole('link', { name: 'Eksporter til Excel' }).getAttribute('href')!, 'http://x');
    expect(excel.pathname).toBe('/api/posted_slaughter_by_date/2026-10-02/export/excel');
    expect(excel.searchParams.get('settlement_no')).toBe('4711');
    expect(excel.searchParams.get('impersonateUsername')).toBe('10003');
    const pdf = screen.getByRole('link', { name: 'Hent PDF for avregning nr 4711' });
    expect(new URL(pdf.getAttribute('href')!, 'http://x').pathname).toBe('/api/documents/download/accounting/4711');
    expect(pdf).toHaveAttribute('download');
  });

  it('shows the comment without the text between dollar signs', async () => {
    serveSettlements();
    await renderPosted();
    expect(screen.getByText('Takk for leveransen. Husk KSL-revisjon.')).toBeInTheDocument();
    expect(screen.queryByText(/intern/)).not.toBeInTheDocument();
  });
});

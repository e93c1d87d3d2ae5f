import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatKr, type SettlementListItem, settlementLabel } from '@slakteweb/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { SeeingObserver } from '@/testing/seeing-observer';
import { serveSettlements } from '../testing/settlement-data';
import { detailRequests, openGroup, renderPosted, visibleText } from '../testing/settlement-screen';
import { BySettlementView } from './by-settlement-view';

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

  it('opens and closes a group, showing count, average and total weight and remarks', async () => {
    serveSettlements();
    const { user } = await renderPosted();

    const sheep = screen.getByRole('button', { name: 'Lam og sau 2 dyr' });
    expect(sheep).toHaveAttribute('aria-expanded', 'false');
    expect(sheep).toHaveTextContent('2 dyr');
    const group = sheep.closest('h3')!.parentElement!;
    const stats = within(group).getAllByRole('definition')[0]!.closest('dl')!;
    expect(stats).toHaveTextContent('Antall2');
    expect(stats).toHaveTextContent('Snittvekt26,8 kg');
    expect(stats).toHaveTextContent('Totalvekt53,7 kg');
    expect(stats).toHaveTextContent('AnmerkningerLeverikter (3), Lungebetennelse (1)');
    expect(within(group).queryByRole('table')).not.toBeInTheDocument();

    await user.click(sheep);
    expect(sheep).toHaveAttribute('aria-expanded', 'true');
    expect(within(group).getByRole('table', { name: 'Dyr i gruppen Lam og sau' })).toBeInTheDocument();

    await user.click(sheep);
    expect(sheep).toHaveAttribute('aria-expanded', 'false');
    expect(within(group).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows meat percent (one decimal) for pigs, class and fat group for sheep, and price and amount on posted', async () => {
    serveSettlements();
    const { user } = await renderPosted();

    await openGroup(user, 'Slaktegris 2 dyr');
    const pigs = screen.getByRole('table', { name: 'Dyr i gruppen Slaktegris' });
    const pigHeaders = within(pigs).getAllByRole('columnheader').map((h) => h.textContent);
    expect(pigHeaders).toEqual([
      'Merkenr',
      'Individnr',
      'Beskrivelse',
      'Kjøttprosent',
      'Vekt (kg)',
      'Pris (kr/kg)',
      'Beløp',
      'Sykdommer',
      // Photos and the question share the last column, so the table fits a laptop's content area.
      'Bilder, spørsmål',
    ]);
    const pig = within(pigs).getAllByRole('row')[1]!;
    expect(within(pig).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '7001',
      '61001',
      'Slaktegris',
      '61,2 %',
      '84,4',
      '21,35',
      '1 800,87 kr',
      'Leverikter',
      'Bilder (3) av individnr 61001Spør om dette dyret (individnr 61001)',
    ]);
    expect(within(pig).getByRole('button', { name: 'Spør om dette dyret (individnr 61001)' })).toBeInTheDocument();
    // WCAG 2.5.3 Label in Name: the photo button's name starts with the text it shows.
    const photos = within(pig).getByRole('button', { name: 'Bilder (3) av individnr 61001' });
    expect(visibleText(photos)).toBe('Bilder (3)');
    const purke = within(pigs).getAllByRole('row')[2]!;
    expect(within(purke).getAllByRole('cell')[3]).toHaveTextContent('58,0 %');

    await openGroup(user, 'Lam og sau 2 dyr');
    const sheep = screen.getByRole('table', { name: 'Dyr i gruppen Lam og sau' });
    expect(within(sheep).getAllByRole('columnheader').map((h) => h.textContent).slice(3, 5)).toEqual(['Klasse', 'Fettgruppe']);
    const lamb = within(sheep).getAllByRole('row')[1]!;
    expect(within(lamb).getAllByRole('cell').map((c) => c.textContent).slice(0, 9)).toEqual([
      '3301',
      '12345',
      'Lam',
      'R+',
      '3-',
      '22,4',
      '89,50',
      '2 004,80 kr',
      'Leverikter, Lungebetennelse',
    ]);
  });

  it("opens 'Slik ble prisen regnet ut' from an animal's row: each line with its value and reason, the other line included", async () => {
    serveSettlements();
    const { user } = await renderPosted();

    await openGroup(user, 'Lam og sau 2 dyr');
    const sheep = screen.getByRole('table', { name: 'Dyr i gruppen Lam og sau' });
    // Only an explained animal has the button; the ewe has no list and no button.
    const toggle = within(sheep).getByRole('button', { name: 'Slik ble prisen regnet ut for individnr 12345' });
    expect(within(sheep).getAllByRole('button', { name: /Slik ble prisen regnet ut/ })).toHaveLength(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Slik ble prisen regnet ut for individnr 12345' });
    expect(toggle).toHaveAttribute('aria-controls', panel.closest('tr')!.id);
    expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Notering: 85,30 kr/kg',
      'Klasse R+: +4,20 kr/kg',
      'Fettgruppe 3-: 0,00 kr/kg',
      'Transport: −45,00 kr',
      'Andre tillegg og trekk: +45,00 kr',
    ]);
    expect(panel).toHaveTextContent('Pris: 89,50 kr/kg. Beløp: 2 004,80 kr.');
    // With the keyboard: Enter closes it again.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /Slik ble prisen regnet ut/ })).not.toBeInTheDocument();
  });

  it("sums the settlement up as its document does: groups, supplements and deductions, VAT and the sum", async () => {
    serveSettlements();
    await renderPosted();

    const sums = await screen.findByRole('region', { name: 'Oppsummering' });
    const rows = within(sums)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Gruppe', 'Antall', 'Kg', 'Beløp'],
      // 1 800,87 + 1 876,25 and 2 004,80 + 1 250,00
      ['Slaktegris', '2', '234,5', '3 677,12 kr'],
      ['Lam og sau', '2', '53,7', '3 254,80 kr'],
      ['Sum', '4', '288,1', '48 712,50 kr'],
    ]);
    expect(within(within(sums).getByRole('list', { name: 'Tillegg og trekk på avregningen' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      // 22,4 kg × 4,20 kr/kg
      'Tillegg for klasse: +94,08 kr for 1 lam i klasse R+',
      'Transport: −45,00 kr for 1 lam',
      'Andre tillegg og trekk: +45,00 kr for 1 lam',
    ]);
    // The settlement's amount beyond its animals' (48 712,50 − 6 931,92) is shown, never hidden.
    expect(sums).toHaveTextContent('Andre tillegg og trekk på avregningen41 780,58 kr');
    // 25 % VAT included: 48 712,50 × 25 / 125.
    expect(sums).toHaveTextContent('Herav mva (25 %)9 742,50 kr');
    expect(sums).toHaveTextContent('Sum avregning48 712,50 kr');
    // Each group's own sums show with the group, open or not.
    expect(within(screen.getByRole('list', { name: 'Tillegg og trekk for Lam og sau' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'Tillegg og trekk for Slaktegris' })).not.toBeInTheDocument();
  });

  it("opens 'Slik ble prisen regnet ut' in an animal's card on a phone", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    serveSettlements();
    const { user } = await renderPosted();

    await openGroup(user, 'Lam og sau 2 dyr');
    await user.click(screen.getByRole('button', { name: 'Slik ble prisen regnet ut for individnr 12345' }));
    const panel = screen.getByRole('region', { name: 'Slik ble prisen regnet ut for individnr 12345' });
    expect(panel).toHaveTextContent('Fettgruppe 3-: 0,00 kr/kg');
    expect(panel).toHaveTextContent('Andre tillegg og trekk: +45,00 kr');
  });

  it('shows one card per animal on a phone, with the grade named per animal', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    serveSettlements();
    const { user } = await renderPosted();

    await openGroup(user, 'Slaktegris 2 dyr');
    expect(screen.queryByRole('table', { name: /Dyr i gruppen/ })).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Dyr i gruppen Slaktegris' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Slaktegris84,4 kg');
    expect(cards[0]).toHaveTextContent('Kjøttprosent61,2 %');
    expect(cards[0]).not.toHaveTextContent('Fettgruppe');
    expect(cards[1]).toHaveTextContent('Kjøttprosent58,0 %');
    expect(cards[0]).toHaveTextContent('Beløp1 800,87 kr');

    await openGroup(user, 'Lam og sau 2 dyr');
    const lamb = within(screen.getByRole('list', { name: 'Dyr i gruppen Lam og sau' })).getAllByRole('listitem')[0]!;
    expect(lamb).toHaveTextContent('KlasseR+Fettgruppe3-');
    expect(lamb).not.toHaveTextContent('Kjøttprosent');
  });

  it('pages through the photos within bounds, with arrows, loading and the missing-image error', async () => {
    serveSettlements();
    const { user } = await renderPosted();
    await openGroup(user, 'Slaktegris 2 dyr');

    await user.click(screen.getByRole('button', { name: 'Bilder (3) av individnr 61001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slaktebilder' });
    const previous = within(dialog).getByRole('button', { name: 'Forrige bilde' });
    const next = within(dialog).getByRole('button', { name: 'Neste bilde' });
    const image = () => within(dialog).getByRole('img', { hidden: true });

    expect(within(dialog).getByText('Bilde 1 av 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Laster inn...')).toBeInTheDocument();
    expect(image()).toHaveAttribute('src', '/api/slaughter_photo/posted/img-a');
    expect(image()).toHaveAttribute('alt', 'Slaktebilde 1 av 3 av slaktegris med individnr 61001');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    fireEvent.load(image());
    expect(within(dialog).queryByText('Laster inn...')).not.toBeInTheDocument();

    await user.click(previous);
    expect(within(dialog).getByText('Bilde 1 av 3')).toBeInTheDocument();

    await user.click(next);
    expect(within(dialog).getByText('Bilde 2 av 3')).toBeInTheDocument();
    expect(image()).toHaveAttribute('src', '/api/slaughter_photo/posted/img-b');
    expect(within(dialog).getByText('Laster inn...')).toBeInTheDocument();
    expect(previous).not.toHaveAttribute('aria-disabled');

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Bilde 3 av 3')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowRight}');
    await user.click(next);
    expect(within(dialog).getByText('Bilde 3 av 3')).toBeInTheDocument();

    fireEvent.error(image());
    expect(within(dialog).getByText('Bildet eksisterer ikke, eller kunne ikke lastes inn.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { hidden: true })).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Bilde 2 av 3')).toBeInTheDocument();
    expect(image()).toHaveAttribute('src', '/api/slaughter_photo/posted/img-b');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exports a sheep group to LED-sau: Sau/Lam rows, copy and "Tekst kopiert"', async () => {
    serveSettlements();
    const { user } = await renderPosted();
    // After render: user-event puts its own clipboard stub in place at setup.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    expect(screen.getAllByRole('button', { name: /Eksporter til LED-sau/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Eksporter til LED-sau (Lam og sau)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Eksporter til LED-sau' });
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Dyreart',
      'Kl.',
      'Ind.nr',
      'Dato',
      'Vekt',
      'Fettgr/Kj%',
      'Pris',
      'Beløp',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Lam', 'R+', '12345', '02.10.2026', '22,4', '3-', '89,50', '2004,80'],
      ['Sau', 'O', '12346', '02.10.2026', '31,3', '2', '40,00', '1250,00'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Kopier til utklippstavle' }));
    expect(writeText).toHaveBeenCalledWith(
      'Dyreart\tKl.\tInd.nr\tDato\tVekt\tFettgr/Kj%\tPris\tBeløp\n' +
        'Lam\tR+\t12345\t02.10.2026\t22,4\t3-\t89,50\t2004,80\n' +
        'Sau\tO\t12346\t02.10.2026\t31,3\t2\t40,00\t1250,00',
    );
    const copied = await screen.findByText('Tekst kopiert');
    // The modal hides the page from screen readers, but not the toasts.
    expect(copied.closest('[aria-hidden="true"]')).toBeNull();

    // The dialog's corner icon is also called 'Lukk'; this is the text button of the spec.
    const close = within(dialog)
      .getAllByRole('button', { name: 'Lukk' })
      .find((b) => b.textContent === 'Lukk');
    await user.click(close!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

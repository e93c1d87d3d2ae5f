import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveSettlements } from '../testing/settlement-data';
import { openGroup, renderPosted, visibleText } from '../testing/settlement-screen';

// The settlement chosen on the settlements screen: its groups and animals on a laptop and a
// phone, how each price was worked out, the sums as the document has them, the photos and the
// LED-sau export. Choosing the settlement: by-settlement-view.test.tsx.

describe('a settlement’s detail', () => {
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

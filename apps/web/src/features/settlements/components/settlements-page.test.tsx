import type { SettlementListItem } from '@slakteweb/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { company } from '@/config/company';
import { renderWithApp } from '@/testing/render';
import { serveSettlements } from '../testing/settlement-data';
import { SettlementsPage } from './settlements-page';

const tempFlag = company.flags.temp_accountings;
afterEach(() => {
  company.flags.temp_accountings = tempFlag;
});

function renderAt(route: string) {
  return renderWithApp(
    <Routes>
      <Route path="/accountings/temp" element={<SettlementsPage key="temp" kind="temp" />} />
      <Route path="/accountings" element={<SettlementsPage key="posted" kind="posted" />} />
    </Routes>,
    { route },
  );
}

const location = () => screen.getByTestId('location');
const kindTabs = () => screen.getByRole('navigation', { name: 'Type avregninger' });
const postedTab = () => within(kindTabs()).getByRole('link', { name: /^Bokførte avregninger/ });

function manySettlements(count: number): SettlementListItem[] {
  return Array.from({ length: count }, (_, i) => ({
    date: `2026-09-${String(28 - i).padStart(2, '0')}`,
    settlement_no: String(5000 - i),
    amount: 100 + i,
    animal_kinds: ['pig', 'sheep'],
  }));
}

describe('settlements page', () => {
  it("is titled 'Avregninger' and shows both tabs with temp_accountings", async () => {
    company.flags.temp_accountings = true;
    serveSettlements();
    renderAt('/accountings/temp');

    expect(screen.getByRole('heading', { level: 1, name: 'Avregninger' })).toBeInTheDocument();
    expect(document.title).toBe('Avregninger - Slakteweb');
    const temp = within(kindTabs()).getByRole('link', { name: 'Midl. avregninger' });
    expect(temp).toHaveAttribute('aria-current', 'page');
    expect(temp).toHaveAttribute('href', '/accountings/temp');
    expect(postedTab()).toHaveAttribute('href', '/accountings');
    expect(await screen.findByRole('heading', { name: 'Midlertidig avregning 05.10.2026 – Gris, Sau og lam' })).toBeInTheDocument();
    // The temp tab has no 'Etter avregning' / 'Etter dato-periode' switch.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('has no tabs without temp_accountings, and /accountings/temp goes to /accountings', async () => {
    company.flags.temp_accountings = false;
    const { requests } = serveSettlements();
    renderAt('/accountings/temp');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/accountings$/));
    expect(await screen.findByRole('heading', { name: 'Avregning nr 4711 – Gris, Sau og lam' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Type avregninger' })).not.toBeInTheDocument();
    expect(screen.queryByText('Midl. avregninger')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.includes('temp'))).toBe(false);
  });

  it('counts posted settlements after the last-read time on the posted tab badge', async () => {
    company.flags.temp_accountings = true;
    const { requests } = serveSettlements({ postedReadAt: '2026-09-10T08:00:00+02:00' });
    renderAt('/accountings/temp');

    // 02.10 and 18.09 are after 10.09; 04.09 is not.
    // The name is what the tab shows (WCAG 2.5.3 Label in Name); the whole count is its description.
    await waitFor(() => expect(postedTab()).toHaveAccessibleName('Bokførte avregninger 2'));
    expect(postedTab()).toHaveAccessibleDescription('2 nye');
    expect(within(postedTab()).getByText('2')).toBeInTheDocument();
    // Opening the temp tab marks the temp settlements read, not the posted ones.
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/markread/accountings-temp/notification')).toBe(true),
    );
    expect(requests.some((r) => r.url.pathname === '/api/markread/accountings-posted/notification')).toBe(false);
  });

  it('counts every posted settlement when never read, and caps the badge at 9+', async () => {
    company.flags.temp_accountings = true;
    serveSettlements({ posted: manySettlements(12), postedReadAt: null });
    renderAt('/accountings/temp');

    await waitFor(() => expect(postedTab()).toHaveAccessibleName('Bokførte avregninger 9+'));
    expect(postedTab()).toHaveAccessibleDescription('12 nye');
    expect(within(postedTab()).getByText('9+')).toBeInTheDocument();
  });

  it('marks the posted tab read when opened, and the badge drops', async () => {
    company.flags.temp_accountings = true;
    const { requests } = serveSettlements({ postedReadAt: null, readAtAfterMark: '2026-10-06T07:00:00+02:00' });
    const { user } = renderAt('/accountings/temp');
    await waitFor(() => expect(postedTab()).toHaveAccessibleDescription('3 nye'));

    await user.click(postedTab());

    await waitFor(() => expect(location()).toHaveTextContent(/^\/accountings$/));
    expect(postedTab()).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(postedTab()).toHaveAccessibleName('Bokførte avregninger'));
    expect(requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/markread/accountings-posted/notification')).toHaveLength(1);
    // The counts are asked again after marking read.
    const counts = requests.filter((r) => r.url.pathname === '/api/badge_counts');
    expect(counts.length).toBeGreaterThanOrEqual(2);
  });

  it('starts afresh when leaving the tab: the newest is selected again', async () => {
    company.flags.temp_accountings = true;
    serveSettlements();
    const { user } = renderAt('/accountings');
    await screen.findByRole('heading', { name: 'Avregning nr 4711 – Gris, Sau og lam' });

    await user.click(screen.getByRole('button', { name: /Vis alle avregninger/ }));
    await user.click(within(screen.getByRole('listbox')).getAllByRole('option')[1]!);
    await screen.findByRole('heading', { name: 'Avregning nr 4650 – Gris, Sau og lam' });
    await user.click(screen.getByRole('button', { name: 'Lam og sau 2 dyr' }));

    // By period and back.
    await user.click(screen.getByRole('tab', { name: 'Etter dato-periode' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Etter avregning' }));
    expect(await screen.findByRole('heading', { name: 'Avregning nr 4711 – Gris, Sau og lam' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lam og sau 2 dyr' })).toHaveAttribute('aria-expanded', 'false');

    // To the temp tab and back.
    await user.click(screen.getByRole('button', { name: /Vis alle avregninger/ }));
    await user.click(within(screen.getByRole('listbox')).getAllByRole('option')[2]!);
    await screen.findByRole('heading', { name: 'Avregning nr 4602 – Gris, Sau og lam' });
    await user.click(within(kindTabs()).getByRole('link', { name: 'Midl. avregninger' }));
    await screen.findByRole('heading', { name: 'Midlertidig avregning 05.10.2026 – Gris, Sau og lam' });
    await user.click(postedTab());
    expect(await screen.findByRole('heading', { name: 'Avregning nr 4711 – Gris, Sau og lam' })).toBeInTheDocument();
  });
});

describe('settlements by period', () => {
  async function openPeriod() {
    company.flags.temp_accountings = true;
    serveSettlements();
    const rendered = renderAt('/accountings');
    await rendered.user.click(await screen.findByRole('tab', { name: 'Etter dato-periode' }));
    await screen.findByRole('heading', { name: 'Avregninger for en periode' });
    return rendered;
  }

  /** Types dd.mm.yyyy into the date picker labelled `label`. */
  async function typeDate(user: Awaited<ReturnType<typeof openPeriod>>['user'], label: string, digits: string) {
    const group = screen.getByRole('group', { name: label });
    const [day] = within(group).getAllByRole('spinbutton');
    await user.click(day!);
    await user.keyboard(digits);
  }

  it('offers the period export once from and to are set and in order', async () => {
    const { user } = await openPeriod();
    expect(screen.getByText(/mellom 04\.09\.2026 og 02\.10\.2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eksporter til Excel' })).not.toBeInTheDocument();

    await typeDate(user, 'Fra dato', '20092026');
    await typeDate(user, 'Til dato', '10092026');
    expect(await screen.findByText('Fra-dato kan ikke være større enn til-dato')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eksporter til Excel' })).not.toBeInTheDocument();

    await typeDate(user, 'Til dato', '30092026');
    expect(screen.queryByText('Fra-dato kan ikke være større enn til-dato')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eksporter til Excel' })).toBeInTheDocument();
  });

  it('downloads the period as Excel, saying what happens, and names a failure', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:excel');
    const clicked: string[] = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    try {
      const { user } = await openPeriod();
      await typeDate(user, 'Fra dato', '20092026');
      await typeDate(user, 'Til dato', '30092026');
      await user.click(screen.getByRole('button', { name: 'Eksporter til Excel' }));
      expect(await screen.findByText('Excel-filen er lastet ned.')).toBeInTheDocument();
      // The whole file, under the server's name for it.
      expect(createObjectURL.mock.calls[0]![0].size).toBe(3 * 1024);
      expect(clicked).toEqual(['avregninger-2026-09-20-2026-09-30.xlsx']);

      // Another period starts afresh; the server's failure is named.
      await typeDate(user, 'Fra dato', '01102026');
      expect(screen.queryByText('Excel-filen er lastet ned.')).not.toBeInTheDocument();
      await typeDate(user, 'Til dato', '02102026');
      await user.click(screen.getByRole('button', { name: 'Eksporter til Excel' }));
      expect(await screen.findByText('Kunne ikke laste ned Excel-filen. Prøv igjen.')).toBeInTheDocument();
      expect(clicked).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });

  it('keeps dates within the oldest and newest posted settlement', async () => {
    const { user } = await openPeriod();
    await typeDate(user, 'Fra dato', '01012026');
    expect(await screen.findByText('Velg en dato fra 04.09.2026 til 02.10.2026')).toBeInTheDocument();
    await typeDate(user, 'Til dato', '01102026');
    expect(screen.queryByRole('button', { name: 'Eksporter til Excel' })).not.toBeInTheDocument();
  });

  it("fills a whole year with 'I år', cut to the settlements; 'I fjor' without settlements is disabled", async () => {
    // Only the date moves: today is 24.11.2026 in Norway.
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00+01:00'), toFake: ['Date'] });
    try {
      const { user } = await openPeriod();
      const presets = screen.getByRole('group', { name: 'Hurtigvalg' });
      expect(within(presets).getByRole('button', { name: 'I fjor' })).toBeDisabled();
      await user.click(within(presets).getByRole('button', { name: 'I år' }));
      expect(screen.getByRole('button', { name: 'Eksporter til Excel' })).toBeInTheDocument();
      // The fields show the dates as dd.MM.yyyy, with leading zeros.
      const segments = (label: string) => within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton').map((s) => s.textContent);
      expect(segments('Fra dato')).toEqual(['04', '09', '2026']);
      expect(segments('Til dato')).toEqual(['02', '10', '2026']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("offers 'Velg dato' to pick in a calendar", async () => {
    const { user } = await openPeriod();
    const buttons = screen.getAllByRole('button', { name: /Velg dato/ });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    expect(await screen.findByRole('dialog', { name: 'Fra dato' })).toBeInTheDocument();
    expect(screen.getByRole('grid')).toBeInTheDocument();
  });
});

import { type AccessRole, type AnimalKindsWithStats, type FarmerStatistics, type GridCompliance, type HealthBenchmark, permissionsOf, type SlaughterhouseStatistics, type TimeFrameKinds } from '@slakteweb/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { StatisticsPage } from './statistics-page';

const none: TimeFrameKinds = { has_slaughters: false, kinds_with_stats: [], subkinds: {} };
const all: TimeFrameKinds = {
  has_slaughters: true,
  kinds_with_stats: ['pigs', 'sheep', 'cattle'],
  subkinds: { pigs: ['Slaktegris', 'Purke'], sheep: ['Lam', 'Sau'], cattle: ['Storfe'] },
};
const kinds: AnimalKindsWithStats = {
  'last-settlement': { has_slaughters: true, kinds_with_stats: ['sheep'], subkinds: { sheep: ['Lam'] } },
  'this-year': all,
  'last-year': none,
  'all-time': all,
  'compare-this-last-year': all,
};

const pigs: FarmerStatistics = {
  count: 1234,
  weight_kg_avg: 91.74,
  weight_kg_tot: 113157.84,
  classification_avg: null,
  fat_group_avg: null,
  meat_percent_avg: 60.93,
  weight_kg_avg_pr_vendor: 90.81,
  classification_avg_pr_vendor: null,
  fat_group_avg_pr_vendor: null,
  meat_percent_avg_pr_vendor: 61.4,
  diseases: [
    { name: 'Melkeflekklever', percentage: 1.8425460636515913, count: 11 },
    { name: 'Halebitt', percentage: 0.004, count: 1 },
  ],
  partially_discarded: { percentage: 4.187604690117253, count: 25 },
  total_discarded: { percentage: 0, count: 0 },
  last_generated: '2026-11-13',
};
const lambs: FarmerStatistics = {
  ...pigs,
  count: 140,
  weight_kg_avg: 19.6,
  weight_kg_tot: 2744,
  meat_percent_avg: null,
  meat_percent_avg_pr_vendor: null,
  classification_avg: 'R',
  classification_avg_pr_vendor: 'R+',
  fat_group_avg: '3-',
  fat_group_avg_pr_vendor: '3-',
  diseases: [],
  last_generated: '2026-11-09',
};
const slaughterhouse: SlaughterhouseStatistics = {
  pigs: { count: 9000, weight_kg_avg: 90.8, classification_avg: null, fat_group_avg: null, meat_percent_avg: 61.4, last_generated: '2026-11-13' },
  sheep: { count: 4000, weight_kg_avg: 20.5, classification_avg: 'R-', fat_group_avg: '3-', meat_percent_avg: null, last_generated: '2026-11-13' },
  cattle: { count: 0, weight_kg_avg: null, classification_avg: null, fat_group_avg: null, meat_percent_avg: null, last_generated: null },
};

/** Where the farm stands: one finding, ranked. */
const benchmarkBands = { median: 2.5, best_quarter: 1.2, best_tenth: 0.4 };
const noQuality = { value: null, percentile: null, median: null, best_quarter: null, best_tenth: null };
const benchmark: HealthBenchmark = {
  period: { from: '2026-01-01', to: '2026-12-31' },
  animals: 640,
  in_distribution: true,
  minimum_animals: 10,
  suppliers_in_distribution: 412,
  findings: [{ code: 'leverikter', name: 'Leverikter', per_100: 1.56, percentile: 72, ...benchmarkBands }],
  discards: { partial: { per_100: 3.13, percentile: 40, ...benchmarkBands }, total: { per_100: 0.47, percentile: 88, ...benchmarkBands } },
  quality: { weight_kg: noQuality, class_step: noQuality, fat_group_step: noQuality, meat_percent: noQuality },
  trend: [],
  cost_kr: 0,
  costs: [],
};

const gridShare = (animals: number, best: number) => ({ animals, best, percent: Math.round((best * 1000) / animals) / 10 });
const grid: GridCompliance = {
  period: { from: '2026-01-01', to: '2026-12-31' },
  farm: { animals: 100, weight_band: gridShare(100, 72), class: gridShare(100, 40), fat_group: gridShare(100, 91), meat_percent: { animals: 0, best: 0, percent: null } },
  slaughterhouse: null,
  minimum_suppliers: 5,
  deductions: [],
  deductions_kr: 0,
  settlements: [],
};

function serve({ kindsAnswer = kinds, failFigures = false, personRole }: { kindsAnswer?: AnimalKindsWithStats; failFigures?: boolean; personRole?: AccessRole } = {}) {
  return mockFetch((request) => {
    const path = decodeURIComponent(request.url.pathname);
    if (path === '/api/me' && personRole) {
      return jsonResponse(200, { kind: 'person', name: 'Per Person', acting_for: { supplier_no: '10001', fullname: 'Ola Nordmann', role: personRole }, permissions: permissionsOf(personRole) });
    }
    if (path.startsWith('/api/grid_compliance/')) return jsonResponse(200, { grid_compliance: grid });
    if (path === '/api/farmer_statistics/animal_kinds_with_stats') return jsonResponse(200, { animal_kinds_with_stats: kindsAnswer });
    if (path === '/api/slaughterhouse_statistics') return jsonResponse(200, { statistics: slaughterhouse });
    if (path.startsWith('/api/health_benchmark/')) return jsonResponse(200, { health_benchmark: benchmark });
    const match = /^\/api\/farmer_statistics\/([\w-]+)\/(\w+)\/(.+)$/.exec(path);
    if (match) {
      if (failFigures) return jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'x' });
      const [, frame, kind] = match;
      const figures = kind === 'pigs' ? pigs : lambs;
      const comparison = {
        this_year: figures,
        last_year: { ...figures, weight_kg_avg: 90.1, count: 1000, last_generated: '2025-11-06' },
        periods: { this_year: { from: '2026-01-01', to: '2026-11-13' }, last_year: { from: '2025-01-01', to: '2025-11-13' } },
      };
      return jsonResponse(200, { farmer_statistics: frame === 'compare-this-last-year' ? comparison : figures });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

const select = (name: string) => screen.getByRole('combobox', { name });
const figuresUrls = (requests: { url: URL }[]) =>
  requests.map((r) => decodeURIComponent(r.url.pathname)).filter((p) => /^\/api\/farmer_statistics\/[^/]+\/[^/]+\/[^/]+$/.test(p));

describe('statistics page', () => {
  beforeEach(() => {
    // jsdom has no canvas: Chart.js reports that it cannot draw, which is not what is tested here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("says 'Laster statistikk...', then opens on the first frame with slaughters: its first kind, all types", async () => {
    const { requests } = serve();
    renderWithApp(<StatisticsPage />, { route: '/statistics' });
    expect(screen.getByText('Laster statistikk...')).toBeInTheDocument();
    expect(await screen.findByText('Avregning 09.11.2026')).toBeInTheDocument();
    expect(select('Vis statistikk')).toHaveValue('last-settlement');
    expect(select('for')).toHaveValue('sheep');
    expect(within(select('for')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sau og lam']);
    expect(select('av type')).toHaveValue('all');
    expect(figuresUrls(requests)).toEqual(['/api/farmer_statistics/last-settlement/sheep/all']);
    expect(document.title).toBe('Statistikk - Slakteweb');
  });

  it('resets kind and subkind to the first with slaughters when the time frame changes', async () => {
    const { requests } = serve();
    const { user } = renderWithApp(<StatisticsPage />, { route: '/statistics' });
    await screen.findByText('Avregning 09.11.2026');
    await user.selectOptions(select('Vis statistikk'), 'all-time');
    await user.selectOptions(select('for'), 'sheep');
    await user.selectOptions(select('av type'), 'Sau');
    await screen.findByText('Alle avregninger til og med 09.11.2026');
    await user.selectOptions(select('Vis statistikk'), 'this-year');
    expect(select('for')).toHaveValue('pigs');
    expect(select('av type')).toHaveValue('Slaktegris');
    expect(await screen.findByText('01.01.2026–13.11.2026')).toBeInTheDocument();
    expect(figuresUrls(requests)).toEqual([
      '/api/farmer_statistics/last-settlement/sheep/all',
      '/api/farmer_statistics/all-time/pigs/Slaktegris',
      '/api/farmer_statistics/all-time/sheep/all',
      '/api/farmer_statistics/all-time/sheep/Sau',
      '/api/farmer_statistics/this-year/pigs/Slaktegris',
    ]);
    // A frame without slaughters has nothing to choose.
    await user.selectOptions(select('Vis statistikk'), 'last-year');
    expect(select('for')).toBeDisabled();
    expect(screen.getByText('Du har ikke noe data å vise statistikk for enda...')).toBeInTheDocument();
  });

  it("shows the tiles in Norwegian formats, and 'Vis mer' the slaughterhouse beside the farm", async () => {
    serve();
    const { user } = renderWithApp(<StatisticsPage />, { route: '/statistics' });
    await screen.findByText('Avregning 09.11.2026');
    await user.selectOptions(select('Vis statistikk'), 'this-year');
    const tiles = await screen.findByRole('region', { name: 'Nøkkeltall' });
    const tile = (label: string) => within(tiles).getByText(label).nextElementSibling;
    expect(tile('Antall dyr')).toHaveTextContent('1 234');
    // Every value to the hundredth (spec §9).
    expect(tile('Snittvekt')).toHaveTextContent('91,74 kg');
    expect(tile('Totalvekt')).toHaveTextContent('113 157,84 kg');
    expect(tile('Snitt kjøttprosent')).toHaveTextContent('60,93 %');

    const more = screen.getByRole('button', { name: 'Vis mer' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Sammenlignet med slakteriets snitt' })).not.toBeInTheDocument();
    await user.click(more);
    const vendor = screen.getByRole('region', { name: 'Sammenlignet med slakteriets snitt' });
    expect(within(vendor).getByText('0,93 kg over slakteriets snitt', { exact: false })).toBeInTheDocument();
    expect(within(vendor).getByText('0,47 prosentpoeng under slakteriets snitt', { exact: false })).toBeInTheDocument();
    expect(within(vendor).getAllByText('Slakteriet')).toHaveLength(2);
    expect(within(vendor).getByText('90,81 kg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(screen.getByRole('button', { name: 'Vis mer' })).toHaveAttribute('aria-expanded', 'false');

    const discards = screen.getByRole('region', { name: 'Kassasjon' });
    expect(within(discards).getByText('Delkassert').nextElementSibling).toHaveTextContent('25 dyr4,19 %');
    expect(within(discards).getByText('Totalkassert').nextElementSibling).toHaveTextContent('0 dyr0,00 %');
  });

  it("shows the diseases as 'Graf' or 'Tabell', percentages to the hundredth and '< 0,01 %'", async () => {
    serve();
    const { user } = renderWithApp(<StatisticsPage />, { route: '/statistics' });
    await screen.findByText('Avregning 09.11.2026');
    await user.selectOptions(select('Vis statistikk'), 'this-year');
    const diseases = await screen.findByRole('region', { name: 'Sykdommer' });
    expect(within(diseases).getByRole('button', { name: 'Graf' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(diseases).getByRole('img', { name: 'Andel dyr med sykdom' })).toBeInTheDocument();
    await user.click(within(diseases).getByRole('button', { name: 'Tabell' }));
    expect(within(diseases).getByRole('button', { name: 'Tabell' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(diseases).queryByRole('img')).not.toBeInTheDocument();
    const rows = within(within(diseases).getByRole('table', { name: 'Sykdommer' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['SykdomAntall dyr (andel)', 'Melkeflekklever11 (1,84 %)', 'Halebitt1 (< 0,01 %)']);
  });

  it("collapses a long disease table to about 250 px, with 'Vis mer' and 'Lukk'", async () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ name: `Sykdom ${i + 1}`, percentage: 9 - i, count: 90 - 10 * i }));
    mockFetch((request) => {
      const path = decodeURIComponent(request.url.pathname);
      if (path === '/api/farmer_statistics/animal_kinds_with_stats') return jsonResponse(200, { animal_kinds_with_stats: kinds });
      if (path === '/api/slaughterhouse_statistics') return jsonResponse(200, { statistics: slaughterhouse });
    if (path.startsWith('/api/health_benchmark/')) return jsonResponse(200, { health_benchmark: benchmark });
      return jsonResponse(200, { farmer_statistics: { ...lambs, diseases: many } });
    });
    const { user } = renderWithApp(<StatisticsPage />, { route: '/statistics' });
    const diseases = await screen.findByRole('region', { name: 'Sykdommer' });
    await user.click(within(diseases).getByRole('button', { name: 'Tabell' }));
    const table = within(diseases).getByRole('table', { name: 'Sykdommer' });
    const box = table.parentElement!;
    // Every row is in the table (screen readers read them all); the box shows the first ones.
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    expect(box).toHaveAttribute('data-collapsed', 'true');
    const more = within(diseases).getByRole('button', { name: 'Vis mer av sykdommene' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', box.id);
    await user.click(more);
    expect(box).toHaveAttribute('data-collapsed', 'false');
    const close = within(diseases).getByRole('button', { name: 'Lukk listen over sykdommer' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(close).toHaveFocus();
    await user.click(close);
    expect(box).toHaveAttribute('data-collapsed', 'true');
  });

  it('has no Vis mer for a short disease table', async () => {
    serve();
    const { user } = renderWithApp(<StatisticsPage />, { route: '/statistics' });
    await screen.findByText('Avregning 09.11.2026');
    await user.selectOptions(select('Vis statistikk'), 'this-year');
    const diseases = await screen.findByRole('region', { name: 'Sykdommer' });
    await user.click(within(diseases).getByRole('button', { name: 'Tabell' }));
    expect(within(diseases).queryByRole('button', { name: /sykdommene|listen over sykdommer/ })).not.toBeInTheDocument();
    expect(within(diseases).getByRole('table', { name: 'Sykdommer' }).parentElement).not.toHaveAttribute('data-collapsed', 'true');
  });

  it('shows class and fat group for sheep, and says when no diseases were found', async () => {
    serve();
    const { user } = renderWithApp(<StatisticsPage />, { route: '/statistics' });
    const tiles = await screen.findByRole('region', { name: 'Nøkkeltall' });
    expect(within(tiles).getByText('Snitt klasse').nextElementSibling).toHaveTextContent('R');
    expect(within(tiles).getByText('Snitt fettgruppe').nextElementSibling).toHaveTextContent('3-');
    expect(within(tiles).queryByText('Snitt kjøttprosent')).not.toBeInTheDocument();
    expect(screen.getByText('Fant ingen sykdommer for valgt filtrering')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vis mer' }));
    expect(screen.getByText('1 trinn under slakteriets snitt', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Likt med slakteriets snitt', { exact: false })).toBeInTheDocument();
  });

  it('compares this year with last year in each tile', async () => {
    serve();
    const { user } = renderWithApp(<StatisticsPage />, { route: '/statistics' });
    await screen.findByText('Avregning 09.11.2026');
    await user.selectOptions(select('Vis statistikk'), 'compare-this-last-year');
    const tiles = await screen.findByRole('region', { name: 'Nøkkeltall' });
    const weight = within(tiles).getByText('Snittvekt').nextElementSibling!;
    expect(weight).toHaveTextContent('I år 91,74 kg');
    expect(weight).toHaveTextContent('I fjor 90,10 kg');
    expect(weight).toHaveTextContent('1,64 kg over i fjor');
    // The same period of both years, whatever last year's newest settlement in it was.
    expect(within(tiles).getByText('Samme periode i år og i fjor:')).toBeInTheDocument();
    expect(within(tiles).getByText('I år: 01.01.2026–13.11.2026')).toBeInTheDocument();
    expect(within(tiles).getByText('I fjor: 01.01.2025–13.11.2025')).toBeInTheDocument();
  });

  it('shows where the farm stands among the producers below its figures, for the kind chosen', async () => {
    const { requests } = serve();
    renderWithApp(<StatisticsPage />, { route: '/statistics' });
    const section = await screen.findByRole('region', { name: 'Hvor står gården' });
    expect(await within(section).findByText('Bedre enn 72 % av produsentene')).toBeInTheDocument();
    expect(requests.map((r) => decodeURIComponent(r.url.pathname)).filter((p) => p.startsWith('/api/health_benchmark/'))).toEqual(['/api/health_benchmark/this-year/sheep']);
  });

  it("shows 'Treff på prisgrid' below, for the kind chosen, to those who see prices", async () => {
    const { requests } = serve();
    renderWithApp(<StatisticsPage />, { route: '/statistics' });
    const section = await screen.findByRole('region', { name: 'Treff på prisgrid' });
    expect(await within(section).findByText('Uten trekk for vekt: 72 % av lammene og sauene')).toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname).filter((p) => p.startsWith('/api/grid_compliance/'))).toEqual(['/api/grid_compliance/this-year/sheep']);
  });

  it("shows no 'Treff på prisgrid' to a vet, who sees no prices", async () => {
    const vet = serve({ personRole: 'vet' });
    renderWithApp(<StatisticsPage />, { route: '/statistics' });
    await screen.findByRole('region', { name: 'Hvor står gården' });
    // The role is known once /api/me has answered.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Treff på prisgrid' })).not.toBeInTheDocument());
    expect(vet.requests.some((r) => r.url.pathname.startsWith('/api/grid_compliance/'))).toBe(false);
  });

  it('says so when the farmer has no statistics yet, with the slaughterhouse’s averages', async () => {
    serve({ kindsAnswer: Object.fromEntries(Object.keys(kinds).map((f) => [f, none])) as AnimalKindsWithStats });
    renderWithApp(<StatisticsPage />, { route: '/statistics' });
    expect(await screen.findByText('Du har ikke noe data å vise statistikk for enda...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'DyreslagSnittvektKjøttprosent / klasse og fettgruppe',
      'Gris90,80 kg61,40 %',
      'Sau og lam20,50 kgR- / 3-',
    ]);
  });

  it("shows 'Kunne ikke laste inn dataen...' with a retry when the figures fail", async () => {
    const { requests } = serve({ failFigures: true });
    const { user } = renderWithApp(<StatisticsPage />, { route: '/statistics' });
    expect(await screen.findByText('Kunne ikke laste inn dataen...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prøv på nytt' }));
    await waitFor(() => expect(figuresUrls(requests)).toHaveLength(2));
  });
});

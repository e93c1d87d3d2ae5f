import type { HealthBenchmark } from '@slakteweb/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { HealthBenchmarkSection } from './health-benchmark-section';

const bands = { median: 2.5, best_quarter: 1.2, best_tenth: 0.4 };
const benchmark: HealthBenchmark = {
  period: { from: '2026-01-01', to: '2026-12-31' },
  animals: 640,
  in_distribution: true,
  minimum_animals: 10,
  suppliers_in_distribution: 412,
  findings: [{ code: 'leverikter', name: 'Leverikter', per_100: 1.56, percentile: 72, ...bands }],
  discards: { partial: { per_100: 3.13, percentile: 40, ...bands }, total: { per_100: 0.47, percentile: 88, ...bands } },
  quality: {
    weight_kg: { value: 91.7, percentile: 60, median: 90.1, best_quarter: 93, best_tenth: 95 },
    class_step: { value: null, percentile: null, median: null, best_quarter: null, best_tenth: null },
    fat_group_step: { value: null, percentile: null, median: null, best_quarter: null, best_tenth: null },
    meat_percent: { value: 61.2, percentile: 55, median: 60.9, best_quarter: 62, best_tenth: 63 },
  },
  trend: Array.from({ length: 12 }, (_, i) => ({ year: 2024 + Math.floor(i / 4), quarter: (i % 4) + 1, per_100: i === 0 ? null : 4 + i / 10, median: 5 })),
  cost_kr: 5283,
  costs: [
    { code: 'kassasjon', name: 'Kassasjon', animals: 3, weight_kg: 84.2, cost_kr: 5283 },
    { code: 'leverikter', name: 'Leverikter', animals: 0, weight_kg: 0, cost_kr: 0 },
  ],
};

function serve(answer: (frame: string) => Response) {
  return mockFetch((request) => {
    const match = /^\/api\/health_benchmark\/([\w-]+)\/(\w+)$/.exec(request.url.pathname);
    return match ? answer(match[1]!) : jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

describe('Hvor står gården', () => {
  beforeEach(() => {
    // jsdom has no canvas: Chart.js reports that it cannot draw, which is not what is tested here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the farm per 100 animals beside the bands, its rank in words, and what condemnations cost', async () => {
    const { requests } = serve(() => jsonResponse(200, { health_benchmark: benchmark }));
    renderWithApp(<HealthBenchmarkSection kind="pigs" />);
    const table = await screen.findByRole('table', { name: 'Funn per 100 dyr, gården mot andre produsenter' });
    const row = within(table).getByRole('row', { name: /Leverikter/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1,56', '2,50', '1,20', '0,40', 'Bedre enn 72 % av produsentene']);
    expect(within(table).getByRole('row', { name: /Totalkassert/ })).toHaveTextContent('Bedre enn 88 % av produsentene');
    expect(screen.getByText('Kassasjon: 3 slakt, 84,2 kg, om lag 5 300 kr')).toBeInTheDocument();
    expect(screen.queryByText(/Leverikter: 0 slakt/)).not.toBeInTheDocument();
    expect(screen.getByText(/sammenlignet med 412 produsenter som leverte minst 10 dyr/)).toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/health_benchmark/this-year/pigs']);
  });

  it('shows the trend as a table on request, the farm beside the median per quarter', async () => {
    serve(() => jsonResponse(200, { health_benchmark: benchmark }));
    const { user } = renderWithApp(<HealthBenchmarkSection kind="pigs" />);
    await user.click(await screen.findByRole('button', { name: 'Tabell' }));
    expect(screen.getByRole('button', { name: 'Tabell' })).toHaveAttribute('aria-pressed', 'true');
    const trend = screen.getByRole('table', { name: 'Dyr med funn per 100 per kvartal' });
    expect(within(trend).getAllByRole('row')).toHaveLength(13);
    expect(within(within(trend).getByRole('row', { name: /1\. kv\. 2024/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['–', '5,00']);
  });

  it('asks again for another period, and tells a farm with too few animals that it is not counted', async () => {
    const { requests } = serve((frame) =>
      jsonResponse(200, { health_benchmark: frame === 'last-year' ? { ...benchmark, animals: 6, in_distribution: false, findings: [{ ...benchmark.findings[0]!, percentile: null }] } : benchmark }),
    );
    const { user } = renderWithApp(<HealthBenchmarkSection kind="sheep" />);
    await screen.findByRole('table', { name: /Funn per 100 dyr/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periode' }), 'last-year');
    expect(await screen.findByText('Gården leverte færre enn 10 dyr i perioden og er ikke med i sammenligningen.')).toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/health_benchmark/this-year/sheep', '/api/health_benchmark/last-year/sheep']);
  });

  it('shows one card per finding on a phone, every band in it, so nothing is cut off at the side', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    serve(() => jsonResponse(200, { health_benchmark: benchmark }));
    renderWithApp(<HealthBenchmarkSection kind="pigs" />);
    const list = await screen.findByRole('list', { name: 'Funn per 100 dyr, gården mot andre produsenter' });
    expect(screen.queryByRole('table', { name: /Funn per 100 dyr/ })).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const liver = cards.find((c) => within(c).queryByRole('heading', { name: 'Leverikter' }))!;
    expect(liver).toHaveTextContent('Gården1,56Median2,50Beste kvartil1,20Beste 10 %0,40');
    expect(liver).toHaveTextContent('Bedre enn 72 % av produsentene');
  });

  it('says so when the comparison cannot be fetched, and offers to try again', async () => {
    let failures = 1;
    const { requests } = serve(() => (failures-- > 0 ? jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'x' }) : jsonResponse(200, { health_benchmark: benchmark })));
    const { user } = renderWithApp(<HealthBenchmarkSection kind="pigs" />);
    expect(await screen.findByText('Kunne ikke hente sammenligningen med andre produsenter.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prøv på nytt' }));
    expect(await screen.findByRole('table', { name: /Funn per 100 dyr/ })).toBeInTheDocument();
    expect(requests.length).toBeGreaterThanOrEqual(2);
  });
});

import type { HealthBenchmark, HealthDeclarations } from '@slakteweb/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { HealthReportPage } from './health-report-page';

const bands = { median: 2.5, best_quarter: 1.2, best_tenth: 0.4 };
const benchmark: HealthBenchmark = {
  period: { from: '2025-01-01', to: '2025-12-31' },
  animals: 129,
  in_distribution: true,
  minimum_animals: 10,
  suppliers_in_distribution: 412,
  findings: [{ code: 'leverikter', name: 'Leverikter', per_100: 1.56, percentile: 72, ...bands }],
  discards: { partial: { per_100: 3.13, percentile: 40, ...bands }, total: { per_100: 0.47, percentile: 88, ...bands } },
  quality: {
    weight_kg: { value: 21.7, percentile: 60, median: 20.1, best_quarter: 22, best_tenth: 23 },
    class_step: { value: null, percentile: null, median: null, best_quarter: null, best_tenth: null },
    fat_group_step: { value: null, percentile: null, median: null, best_quarter: null, best_tenth: null },
    meat_percent: { value: null, percentile: null, median: null, best_quarter: null, best_tenth: null },
  },
  trend: Array.from({ length: 12 }, (_, i) => ({ year: 2024 + Math.floor(i / 4), quarter: (i % 4) + 1, per_100: 4 + i / 10, median: 5 })),
  cost_kr: 5283,
  costs: [{ code: 'kassasjon', name: 'Kassasjon', animals: 3, weight_kg: 84.2, cost_kr: 5283 }],
};
const declarations: HealthDeclarations = {
  remarks: [{ sent: '2025-03-02', animals: '12011', text: 'Bogsår', comment: 'Sår på venstre bog' }],
  treatments: [{ sent: '2025-03-02', animals: '12011', medication: 'Penovet vet', treatment_date: '2025-02-24', restrain_limit: '2025-03-05', diseases: 'Jurbetennelse' }],
};

function serve(answer: { declarations: HealthDeclarations | null }) {
  return mockFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/health_benchmark/last-year/sheep') return jsonResponse(200, { health_benchmark: benchmark });
    if (path === '/api/health_declarations/last-year/sheep')
      return answer.declarations ? jsonResponse(200, { health_declarations: answer.declarations }) : jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'x' });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

describe('Helserapport for utskrift', () => {
  beforeEach(() => {
    // jsdom has no canvas: Chart.js reports that it cannot draw, which is not what is tested here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the kind and period chosen, the comparison, the remarks and the treatments declared, and prints on request', async () => {
    const { requests } = serve({ declarations });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderWithApp(<HealthReportPage />, { route: '/statistics/health-report?period=last-year&kind=sheep' });
    expect(screen.getByRole('heading', { level: 1, name: 'Helserapport – Sau og lam, i fjor' })).toBeInTheDocument();
    const findings = await screen.findByRole('table', { name: 'Funn per 100 dyr, gården mot andre produsenter' });
    expect(within(findings).getByRole('row', { name: /Leverikter/ })).toHaveTextContent('Bedre enn 72 % av produsentene');
    expect(screen.getByText('Kassasjon: 3 slakt, 84,2 kg, om lag 5 300 kr')).toBeInTheDocument();
    const remarks = await screen.findByRole('table', { name: 'Helseavvik meldt ved innmelding' });
    expect(within(remarks).getAllByRole('cell').map((c) => c.textContent)).toEqual(['02.03.2025', '12011', 'Bogsår', 'Sår på venstre bog']);
    const treatments = screen.getByRole('table', { name: 'Behandlinger med tilbakeholdelsestid bekreftet ved innmelding' });
    expect(within(treatments).getAllByRole('cell').map((c) => c.textContent)).toEqual(['02.03.2025', '12011', 'Penovet vet', '24.02.2025', '05.03.2025', 'Jurbetennelse']);
    expect(screen.getByRole('link', { name: 'Last ned som PDF' })).toHaveAttribute('href', '/api/health_report/last-year/sheep.pdf');
    await user.click(screen.getByRole('button', { name: 'Skriv ut' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.url.pathname).sort()).toEqual(['/api/health_benchmark/last-year/sheep', '/api/health_declarations/last-year/sheep']);
  });

  it('says so when the enrolments cannot be fetched, and still shows the comparison', async () => {
    serve({ declarations: null });
    renderWithApp(<HealthReportPage />, { route: '/statistics/health-report?period=last-year&kind=sheep' });
    expect(await screen.findByText('Kunne ikke hente helseavvik og behandlinger fra innmeldingene.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /Funn per 100 dyr/ })).toBeInTheDocument();
  });
});

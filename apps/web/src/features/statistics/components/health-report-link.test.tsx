import type { HealthBenchmark } from '@slakteweb/core';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { HealthBenchmarkSection } from './health-benchmark-section';

const none = { per_100: null, percentile: null, median: null, best_quarter: null, best_tenth: null };
const quality = { value: null, percentile: null, median: null, best_quarter: null, best_tenth: null };
const benchmark: HealthBenchmark = {
  period: { from: '2026-01-01', to: '2026-12-31' },
  animals: 0,
  in_distribution: false,
  minimum_animals: 10,
  suppliers_in_distribution: 0,
  findings: [],
  discards: { partial: none, total: none },
  quality: { weight_kg: quality, class_step: quality, fat_group_step: quality, meat_percent: quality },
  trend: [],
  cost_kr: 0,
  costs: [],
};

describe('Helserapport (PDF)', () => {
  beforeEach(() => {
    // jsdom has no canvas: Chart.js reports that it cannot draw, which is not what is tested here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('links to the report, as a PDF and as a page to print, of the kind and the period chosen', async () => {
    mockFetch(() => jsonResponse(200, { health_benchmark: benchmark }));
    const { user } = renderWithApp(<HealthBenchmarkSection kind="sheep" />);
    const link = await screen.findByRole('link', { name: 'Helserapport (PDF)' });
    expect(link).toHaveAttribute('href', '/api/health_report/this-year/sheep.pdf');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periode' }), 'last-4-quarters');
    expect(screen.getByRole('link', { name: 'Helserapport (PDF)' })).toHaveAttribute('href', '/api/health_report/last-4-quarters/sheep.pdf');
    expect(screen.getByRole('link', { name: 'Helserapport for utskrift' })).toHaveAttribute('href', '/statistics/health-report?period=last-4-quarters&kind=sheep');
  });
});

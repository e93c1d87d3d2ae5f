import type { FarmerStatistics, StatisticsTimeFrame } from '@slakteweb/core';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DiseaseSection } from './disease-section';

// What the disease graph is asked to draw, without a canvas (jsdom has none).
const chartProps = vi.hoisted(() => [] as { labelEvery?: number; animateUpTo?: number; data: unknown[] }[]);
vi.mock('@/components/charts/bar-chart', () => ({
  BarChart: (props: { labelEvery?: number; animateUpTo?: number; data: unknown[] }) => {
    chartProps.push(props);
    return null;
  },
}));

const figures = {
  diseases: Array.from({ length: 8 }, (_, i) => ({ name: `Sykdom ${i + 1}`, percentage: 8 - i, count: 8 - i })),
} as FarmerStatistics;

describe('the disease graph (spec §9)', () => {
  beforeEach(() => {
    chartProps.length = 0;
  });

  it.each([
    ['last-settlement', 1],
    ['this-year', 2],
    ['all-time', 2],
    ['compare-this-last-year', 4],
  ] as [StatisticsTimeFrame, number][])('labels every %s value: %s', (frame, every) => {
    const sets = frame === 'compare-this-last-year' ? [{ label: 'I år', figures }, { label: 'I fjor', figures }] : [{ figures }];
    render(<DiseaseSection frame={frame} sets={sets} />);
    expect(chartProps.at(-1)).toMatchObject({ labelEvery: every, animateUpTo: 7 });
    expect(chartProps.at(-1)!.data).toHaveLength(8);
  });
});

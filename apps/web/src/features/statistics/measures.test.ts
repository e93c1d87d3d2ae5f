import type { FarmerStatistics } from '@slakteweb/core';
import { describe, expect, it } from 'vitest';
import { differenceOf, measuresFor } from './measures';

const figures = {
  weight_kg_avg: 91.74,
  weight_kg_avg_pr_vendor: 90.81,
  meat_percent_avg: 60.93,
  meat_percent_avg_pr_vendor: 60.93,
  classification_avg: 'R-',
  classification_avg_pr_vendor: 'U-',
  fat_group_avg: '3',
  fat_group_avg_pr_vendor: '2+',
} as FarmerStatistics;

describe('the averages a farmer compares', () => {
  it('are weight and meat percent for pigs, weight, class and fat group for sheep and cattle', () => {
    expect(measuresFor('pigs').map((m) => m.label)).toEqual(['Snittvekt', 'Snitt kjøttprosent']);
    expect(measuresFor('cattle').map((m) => m.label)).toEqual(['Snittvekt', 'Snitt klasse', 'Snitt fettgruppe']);
  });

  it('say how far above or below the slaughterhouse the farm is', () => {
    const [weight, meat] = measuresFor('pigs');
    const [, klass, fat] = measuresFor('sheep');
    const vs = (m: typeof weight) => differenceOf(m!, m!.farm(figures), m!.vendor(figures));
    expect(vs(weight)).toEqual({ direction: 'up', amount: '0,93 kg' });
    expect(vs(meat)).toEqual({ direction: 'same', amount: '0,00 prosentpoeng' });
    // R- is step 7, U- step 10: three steps below.
    expect(vs(klass)).toEqual({ direction: 'down', amount: '3 trinn' });
    expect(vs(fat)).toEqual({ direction: 'up', amount: '2 trinn' });
    expect(differenceOf(weight!, null, 90)).toBeNull();
    // Statistics values to the hundredth (spec §9), '< 0,01' below.
    expect(weight!.format(1234.56)).toBe('1 234,56 kg');
    expect(meat!.format(60.9)).toBe('60,90 %');
    expect(weight!.format(0.004)).toBe('< 0,01 kg');
  });
});

import { describe, expect, it } from 'vitest';
import { weekItemLabel } from './pickup-week-overview';

describe('weekItemLabel', () => {
  it('names the day, the kind and the animals, each kind of animal once with its total', () => {
    const label = weekItemLabel({
      id: 3,
      kind: 'sell_sheep',
      date: '2026-11-16',
      animals: [
        { product_text: 'Vær', amount: 1 },
        { product_text: 'Sau', amount: 2 },
        { product_text: 'Vær', amount: 1 },
      ],
      status: 'registered',
      cooperative: null,
    });
    expect(label).toBe('16.11.2026 - Salg sau: 2 Vær, 2 Sau');
  });

  it('without rows: the day and the kind', () => {
    expect(weekItemLabel({ id: 1, kind: 'slaughter', date: '2026-11-18', animals: [], status: 'registered', cooperative: null })).toBe('18.11.2026 - Slakt');
  });
});

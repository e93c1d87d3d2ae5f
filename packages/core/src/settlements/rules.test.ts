import { describe, expect, it } from 'vitest';
import { settlementLabel } from './rules.js';

describe('settlementLabel', () => {
  const item = { date: '2026-10-02', settlement_no: '100010042', amount: 2314.04 };

  it.each([
    ['posted', false, '02.10.2026 / 100010042 / 2 314,04 kr'],
    ['posted', true, '02.10.2026 / 100010042 / 2 314,04 kr (nyeste avregning)'],
    ['temp', false, '02.10.2026'],
    ['temp', true, '02.10.2026 (nyeste avregning)'],
  ] as const)('%s, newest %s: %s', (kind, isNewest, label) => {
    expect(settlementLabel(item, kind, isNewest)).toBe(label);
  });
});

import { describe, expect, it } from 'vitest';
import { settlementKindsLabel, settlementLabel } from './rules.js';

describe('settlementLabel', () => {
  const item = { date: '2026-10-02', settlement_no: '100010042', amount: 2314.04, animal_kinds: ['pig' as const] };

  it.each([
    ['posted', false, '02.10.2026 / 100010042 / Gris / 2 314,04 kr'],
    ['posted', true, '02.10.2026 / 100010042 / Gris / 2 314,04 kr (nyeste avregning)'],
    ['temp', false, '02.10.2026 / Gris'],
    ['temp', true, '02.10.2026 / Gris (nyeste avregning)'],
  ] as const)('%s, newest %s: %s', (kind, isNewest, label) => {
    expect(settlementLabel(item, kind, isNewest)).toBe(label);
  });

  it('names every kind of a mixed settlement, and none of an empty one', () => {
    expect(settlementLabel({ ...item, animal_kinds: ['sheep', 'cattle'] }, 'posted', false)).toBe('02.10.2026 / 100010042 / Sau og lam, Storfe / 2 314,04 kr');
    expect(settlementLabel({ ...item, animal_kinds: [] }, 'temp', false)).toBe('02.10.2026');
  });

  it('leaves out the amount a role without prices does not get (null)', () => {
    expect(settlementLabel({ ...item, amount: null }, 'posted', true)).toBe('02.10.2026 / 100010042 / Gris (nyeste avregning)');
  });
});

describe('settlementKindsLabel', () => {
  it('names the kinds in the fixed order pigs, sheep, cattle, once each', () => {
    expect(settlementKindsLabel(['cattle', 'pig', 'cattle'])).toBe('Gris, Storfe');
    expect(settlementKindsLabel(['sheep'])).toBe('Sau og lam');
    expect(settlementKindsLabel([])).toBe('');
  });
});

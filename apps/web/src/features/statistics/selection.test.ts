import type { AnimalKindsWithStats, TimeFrameKinds } from '@slakteweb/core';
import { describe, expect, it } from 'vitest';
import { hasNoStatistics, initialSelection, periodText, selectFrame, selectKind } from './selection';

const none: TimeFrameKinds = { has_slaughters: false, kinds_with_stats: [], subkinds: {} };
const sheepOnly: TimeFrameKinds = { has_slaughters: true, kinds_with_stats: ['sheep'], subkinds: { sheep: ['Lam'] } };
const all: TimeFrameKinds = {
  has_slaughters: true,
  kinds_with_stats: ['pigs', 'sheep', 'cattle'],
  subkinds: { pigs: ['Slaktegris', 'Purke'], sheep: ['Lam', 'Sau'], cattle: ['Storfe'] },
};
const kinds: AnimalKindsWithStats = {
  'last-settlement': sheepOnly,
  'this-year': all,
  'last-year': none,
  'all-time': all,
  'compare-this-last-year': all,
};

describe('statistics selection (spec §4)', () => {
  it('opens on the first frame with slaughters, its first kind and all types', () => {
    expect(initialSelection(kinds)).toEqual({ frame: 'last-settlement', kind: 'sheep', subkind: 'all' });
    expect(initialSelection({ ...kinds, 'last-settlement': none })).toEqual({ frame: 'this-year', kind: 'pigs', subkind: 'all' });
  });

  it('resets kind and subkind to the first with slaughters when the frame changes', () => {
    const chosen = { frame: 'last-settlement' as const, kind: 'sheep' as const, subkind: 'Lam' };
    expect(selectFrame(kinds, 'this-year')).toEqual({ frame: 'this-year', kind: 'pigs', subkind: 'Slaktegris' });
    expect(selectFrame(kinds, 'last-settlement')).toEqual({ frame: 'last-settlement', kind: 'sheep', subkind: 'Lam' });
    expect(selectFrame(kinds, 'last-year')).toEqual({ frame: 'last-year', kind: null, subkind: 'all' });
    expect(selectKind(chosen, 'cattle')).toEqual({ frame: 'last-settlement', kind: 'cattle', subkind: 'all' });
  });

  it('knows when the farmer has nothing at all', () => {
    expect(hasNoStatistics(kinds)).toBe(false);
    const empty = Object.fromEntries(Object.keys(kinds).map((f) => [f, none])) as AnimalKindsWithStats;
    expect(hasNoStatistics(empty)).toBe(true);
    expect(initialSelection(empty)).toEqual({ frame: 'last-settlement', kind: null, subkind: 'all' });
  });

  it('shows a year as 1.1 to the newest settlement taken in (spec §9)', () => {
    expect(periodText('last-year', '2025-12-19')).toBe('01.01.2025–19.12.2025');
    expect(periodText('this-year', '2026-11-13')).toBe('01.01.2026–13.11.2026');
    expect(periodText('last-settlement', '2026-11-09')).toBe('Avregning 09.11.2026');
    expect(periodText('all-time', '2026-11-13')).toBe('Alle avregninger til og med 13.11.2026');
    expect(periodText('this-year', null)).toBeNull();
  });
});

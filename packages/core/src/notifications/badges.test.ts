import { describe, expect, it } from 'vitest';
import { countNewPosted } from '../settlements/rules.js';
import { countNewSince, isNewSince } from './badges.js';

describe('isNewSince: the unread-badge rule', () => {
  it('counts everything when the list was never read', () => {
    expect(isNewSince('2020-01-01', null)).toBe(true);
    expect(isNewSince('2026-11-18T08:30:00.000+01:00', null)).toBe(true);
  });

  it.each([
    // date, last read (Oslo offset), new?
    ['2026-11-23', '2026-11-22T10:00:00.000+01:00', true],
    ['2026-11-22', '2026-11-22T10:00:00.000+01:00', false], // arrived the day it was read: seen then
    ['2026-11-21', '2026-11-22T10:00:00.000+01:00', false],
    // 00:30 in Oslo on the 23rd is still the 22nd in UTC: the Oslo day counts.
    ['2026-11-23', '2026-11-23T00:30:00.000+01:00', false],
    ['2026-11-24', '2026-11-23T00:30:00.000+01:00', true],
  ])('a document dated %s after reading at %s is new: %s', (date, lastRead, expected) => {
    expect(isNewSince(date, lastRead)).toBe(expected);
  });

  it.each([
    ['2026-11-22T10:00:01.000+01:00', '2026-11-22T10:00:00.000+01:00', true],
    ['2026-11-22T10:00:00.000+01:00', '2026-11-22T10:00:00.000+01:00', false],
    ['2026-11-22T09:00:01.000Z', '2026-11-22T10:00:00.000+01:00', true], // same instant rules, any offset
    ['2026-11-22T08:59:59.000Z', '2026-11-22T10:00:00.000+01:00', false],
  ])('a message published %s after reading at %s is new: %s', (date, lastRead, expected) => {
    expect(isNewSince(date, lastRead)).toBe(expected);
  });
});

describe('countNewSince', () => {
  const items = [{ date: '2026-11-20' }, { date: '2026-11-13' }, { date: '2026-10-01' }];
  it('counts all without a marker and only later days with one', () => {
    expect(countNewSince(items, null)).toBe(3);
    expect(countNewSince(items, '2026-11-13T08:00:00.000+01:00')).toBe(1);
    expect(countNewSince(items, '2026-11-20T23:59:00.000+01:00')).toBe(0);
    expect(countNewSince([], null)).toBe(0);
  });

  it('is the rule behind the posted-settlements badge too', () => {
    const posted = items.map((i) => ({ ...i }));
    for (const lastRead of [null, '2026-09-30T12:00:00.000+02:00', '2026-11-13T08:00:00.000+01:00', '2026-12-01T08:00:00.000+01:00']) {
      expect(countNewPosted(posted, lastRead)).toBe(countNewSince(posted, lastRead));
    }
  });
});

describe('an item the cooperative delivered after the last reading', () => {
  const read = '2026-11-22T10:00:00.000+01:00';
  it('is new even when it is dated before the reading, and not when it arrived before it', () => {
    expect(countNewSince([{ date: '2026-11-13', arrived_at: '2026-11-22T10:05:00.000+01:00' }], read)).toBe(1);
    expect(countNewSince([{ date: '2026-11-13', arrived_at: '2026-11-22T09:55:00.000+01:00' }], read)).toBe(0);
    expect(countNewSince([{ date: '2026-11-13', arrived_at: null }], read)).toBe(0);
    expect(countNewPosted([{ date: '2026-11-13', arrived_at: '2026-11-23T07:00:00.000+01:00' }], read)).toBe(1);
  });
});

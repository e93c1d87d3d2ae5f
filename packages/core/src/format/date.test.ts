import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateLong, formatDateTime, formatDeadline, formatTime, osloDate, osloIso } from './date.js';
import { tz, TZDate } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';

// The same answers whatever zone the server or browser runs in: each table runs in several.
const MACHINE_ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Europe/Oslo'];

describe.each(MACHINE_ZONES)('dates on a machine in %s', (zone) => {
  beforeEach(() => {
    vi.stubEnv('TZ', zone);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('runs in that zone', () => {
    const utcOffset = { UTC: 0, 'America/New_York': 300, 'Asia/Tokyo': -540, 'Europe/Oslo': -60 }[zone];
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(utcOffset);
  });

  it.each([
    // A calendar date is that day.
    ['2026-10-06', '06.10.2026'],
    ['2026-01-01', '01.01.2026'],
    ['2026-12-31', '31.12.2026'],
    // An instant is Oslo's day: summer time (UTC+2) …
    ['2026-10-05T21:59:59Z', '05.10.2026'],
    ['2026-10-05T22:00:00Z', '06.10.2026'],
    // … and winter time (UTC+1).
    ['2026-12-31T22:59:59Z', '31.12.2026'],
    ['2026-12-31T23:00:00Z', '01.01.2027'],
    ['2026-11-22T00:30:00+01:00', '22.11.2026'],
    // No offset: Oslo's wall clock.
    ['2026-10-06T00:30', '06.10.2026'],
  ])('formatDate(%s) = %s', (value, text) => {
    expect(formatDate(value)).toBe(text);
  });

  it.each([
    ['2026-10-06', '6. oktober 2026'],
    ['2026-10-05T22:00:00Z', '6. oktober 2026'],
    ['2026-12-31T23:00:00Z', '1. januar 2027'],
  ])('formatDateLong(%s) = %s', (value, text) => {
    expect(formatDateLong(value)).toBe(text);
  });

  it.each([
    ['2026-10-06T03:59:00Z', '6. oktober 2026 05:59'],
    ['2026-11-22T10:30:00+01:00', '22. november 2026 10:30'],
    ['2026-11-22T09:00:00.000Z', '22. november 2026 10:00'],
    ['2026-10-06T05:59', '6. oktober 2026 05:59'],
    ['2026-10-06', '6. oktober 2026 00:00'],
    // Summer time begins 29 March 2026 at 01:00 UTC: 02:00 Oslo becomes 03:00.
    ['2026-03-29T00:59:00Z', '29. mars 2026 01:59'],
    ['2026-03-29T01:00:00Z', '29. mars 2026 03:00'],
    // Summer time ends 25 October 2026 at 01:00 UTC: 02:30 comes twice.
    ['2026-10-25T00:30:00Z', '25. oktober 2026 02:30'],
    ['2026-10-25T01:30:00Z', '25. oktober 2026 02:30'],
  ])('formatDateTime(%s) = %s', (value, text) => {
    expect(formatDateTime(value)).toBe(text);
  });

  it.each([
    ['2026-10-05T21:59:59Z', '05.10.2026', '2026-10-05', '2026-10-05T23:59:59.000+02:00'],
    ['2026-10-05T22:00:00Z', '06.10.2026', '2026-10-06', '2026-10-06T00:00:00.000+02:00'],
    ['2026-12-31T23:00:00Z', '01.01.2027', '2027-01-01', '2027-01-01T00:00:00.000+01:00'],
    ['2026-03-29T01:00:00Z', '29.03.2026', '2026-03-29', '2026-03-29T03:00:00.000+02:00'],
    ['2026-10-25T00:30:00Z', '25.10.2026', '2026-10-25', '2026-10-25T02:30:00.000+02:00'],
    ['2026-10-25T01:30:00Z', '25.10.2026', '2026-10-25', '2026-10-25T02:30:00.000+01:00'],
  ])('the instant %s is %s in Oslo (osloDate %s, osloIso %s)', (utc, shown, date, iso) => {
    const instant = new Date(utc);
    expect(formatDate(instant)).toBe(shown);
    expect(osloDate(instant)).toBe(date);
    expect(osloIso(instant)).toBe(iso);
    expect(Date.parse(osloIso(instant))).toBe(instant.getTime());
  });

  it('osloIso and osloDate write what @date-fns/tz writes for Oslo, at every whole hour of 2024–2027 and an odd time in each', () => {
    // Compared in plain code and asserted once: 140 000 expect() calls took as long as the oracle.
    let checked = 0;
    const mismatches: string[] = [];
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 3_600_000) {
      for (const instant of [new Date(ms), new Date(ms + 37 * 60_000 + 59_999)]) {
        const inOslo = new TZDate(instant.getTime(), 'Europe/Oslo');
        const ours = `${osloIso(instant)} ${osloDate(instant)}`;
        const theirs = `${inOslo.toISOString()} ${format(inOslo, 'yyyy-MM-dd')}`;
        if (ours !== theirs) mismatches.push(`${instant.toISOString()}: ${ours}, not ${theirs}`);
        checked += 1;
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(70_000);
  }, 60_000);
});

describe('formatDeadline', () => {
  it.each([
    // standard's normal deadline for week 49: Wednesday of week 48 at 07:30 (winter time, +01:00)
    ['2026-11-25T06:30:00Z', 'onsdag 25.11. kl. 07:30'],
    // midtnorge's cattle agreement: 'Monday 24:00' is the end of Monday
    ['2026-11-23T23:00:00Z', 'mandag 23.11. kl. 24:00'],
    // summer time (+02:00)
    ['2026-06-09T04:00:00Z', 'tirsdag 09.06. kl. 06:00'],
  ])('%s → %s', (iso, text) => expect(formatDeadline(new Date(iso))).toBe(text));
});

describe('formatTime', () => {
  it("gives Oslo's time of day, in winter and summer", () => {
    expect(formatTime('2026-11-22T18:05:00.000+01:00')).toBe('18:05');
    expect(formatTime(new Date('2026-06-09T04:00:00Z'))).toBe('06:00');
  });
});

describe('formatDate of a calendar date', () => {
  it('shows every day of 2016–2027 as date-fns does in Oslo (DST days and leap days included)', { timeout: 30_000 }, () => {
    const day = new Date(Date.UTC(2016, 0, 1));
    let checked = 0;
    const mismatches: string[] = [];
    for (; day.getUTCFullYear() < 2028; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      const ours = formatDate(iso);
      const theirs = format(parseISO(iso, { in: tz('Europe/Oslo') }), 'dd.MM.yyyy');
      if (ours !== theirs) mismatches.push(`${iso}: ${ours}, not ${theirs}`);
      checked += 1;
    }
    // Asserted once (an expect() per day costs as much as the comparison).
    expect(mismatches).toEqual([]);
    expect(checked).toBe(4383);
  });
});

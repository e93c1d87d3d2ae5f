import { describe, expect, it } from 'vitest';
import { pickupOverviewFrom, pickupStatus } from './pickup-overview.js';

describe('pickupStatus', () => {
  it.each([
    ['nothing picked up', { pickup_completed: false, rows_completed: [false, false], deletion_requested: false }, 'registered'],
    ['the enrolment reported picked up', { pickup_completed: true, rows_completed: [false], deletion_requested: false }, 'collected'],
    ['every row picked up', { pickup_completed: false, rows_completed: [true, true], deletion_requested: false }, 'collected'],
    ['one row of two picked up', { pickup_completed: false, rows_completed: [true, false], deletion_requested: false }, 'partly_collected'],
    ['a deletion requested, nothing picked up', { pickup_completed: false, rows_completed: [false], deletion_requested: true }, 'deletion_requested'],
    ['a deletion requested after a pickup: the pickup', { pickup_completed: false, rows_completed: [true, false], deletion_requested: true }, 'partly_collected'],
    ['no rows, not reported', { pickup_completed: false, rows_completed: [], deletion_requested: false }, 'registered'],
  ] as const)('%s', (_name, enrolment, status) => {
    expect(pickupStatus(enrolment)).toBe(status);
  });
});

describe('pickupOverviewFrom', () => {
  it('starts four weeks before the current week, over the year end', () => {
    // Sunday 22 November 2026: week 47.
    expect(pickupOverviewFrom(new Date('2026-11-22T11:00:00Z'))).toEqual({ year: 2026, week: 43 });
    // Wednesday 13 January 2027: week 2 of 2027; 2026 has 53 weeks.
    expect(pickupOverviewFrom(new Date('2027-01-13T11:00:00Z'))).toEqual({ year: 2026, week: 51 });
  });
});

import { describe, expect, it } from 'vitest';
import { enrolmentStatusImportSchema } from '../contracts/integration.js';
import { cooperativeStatusLine, cooperativeStatusNotice } from './cooperative-status.js';
import { pickupStatus } from './pickup-overview.js';

describe('cooperativeStatusLine', () => {
  it.each([
    [{ event: 'changed', at: '2026-11-24T09:00:00.000+01:00', fields: [] }, 'Endret av slakteriet 24.11.2026'],
    [{ event: 'changed', at: '2026-11-24T09:00:00.000+01:00', fields: ['delivery_week', 'haulier'] }, 'Endret av slakteriet 24.11.2026 (leveringsuke, transportør)'],
    // Late in the evening in Oslo is already the next day in UTC: the Oslo date counts.
    [{ event: 'deleted', at: '2026-11-24T23:30:00.000+01:00', fields: [] }, 'Slettet av slakteriet 24.11.2026'],
    [{ event: 'deletion_granted', at: '2026-11-25T08:00:00.000+01:00', fields: [] }, 'Slettet av slakteriet 25.11.2026, som du ba om'],
    [{ event: 'deletion_refused', at: '2026-11-25T08:00:00.000+01:00', fields: [] }, 'Sletting avslått av slakteriet 25.11.2026'],
  ] as const)('%j', (status, line) => {
    expect(cooperativeStatusLine({ ...status, fields: [...status.fields] })).toBe(line);
  });

  it('names the week in the notification', () => {
    expect(cooperativeStatusNotice('changed', { year: 2026, week: 49 })).toBe('Innmeldingen din for uke 49 er endret av slakteriet');
    expect(cooperativeStatusNotice('deleted', { year: 2026, week: 49 })).toBe('Innmeldingen din for uke 49 er slettet av slakteriet');
  });
});

describe('pickupStatus with the cooperative’s word', () => {
  it('deleted by the cooperative wins over what was picked up before', () => {
    expect(pickupStatus({ pickup_completed: false, rows_completed: [true, false], deletion_requested: false, cooperative: { event: 'deleted' } })).toBe('deleted');
    expect(pickupStatus({ pickup_completed: false, rows_completed: [false], deletion_requested: true, cooperative: { event: 'deletion_granted' } })).toBe('deleted');
  });

  it('a refused deletion request waits no more', () => {
    expect(pickupStatus({ pickup_completed: false, rows_completed: [false], deletion_requested: true, cooperative: { event: 'deletion_refused' } })).toBe('registered');
  });
});

describe('enrolmentStatusImportSchema', () => {
  const base = { enrolment_id: 7, supplier_no: '10001', at: '2026-11-24T09:00:00+01:00' };

  it('a change says what changed; the stored rows’ new values come with it', () => {
    expect(enrolmentStatusImportSchema.safeParse({ ...base, event: 'changed' }).success).toBe(false);
    const parsed = enrolmentStatusImportSchema.parse({ ...base, event: 'changed', rows: [{ position: 0, delivery_week: 50, delivery_year: 2026, haulier_name: 'Transport Nord AS' }] });
    expect(parsed.fields).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({ delivery_week: 50, delivery_year: 2026 });
  });

  it('refuses a week without its year, a week the year lacks, a time that is no time, the same row twice', () => {
    for (const rows of [
      [{ position: 0, delivery_week: 50 }],
      [{ position: 0, delivery_week: 53, delivery_year: 2027 }],
      [{ position: 0, expected_pickup_time: '25:00' }],
      [{ position: 0 }, { position: 0 }],
    ]) {
      expect(enrolmentStatusImportSchema.safeParse({ ...base, event: 'changed', fields: ['amount'], rows }).success, JSON.stringify(rows)).toBe(false);
    }
  });

  it('a deletion or an answer to a request carries no changes, and a time with its zone', () => {
    expect(enrolmentStatusImportSchema.safeParse({ ...base, event: 'deleted' }).success).toBe(true);
    expect(enrolmentStatusImportSchema.safeParse({ ...base, event: 'deletion_refused', fields: ['amount'] }).success).toBe(false);
    expect(enrolmentStatusImportSchema.safeParse({ ...base, event: 'deleted', at: '2026-11-24T09:00:00' }).success).toBe(false);
  });
});

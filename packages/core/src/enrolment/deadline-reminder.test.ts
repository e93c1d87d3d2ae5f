import { describe, expect, it } from 'vitest';
import { midtnorge } from '../company/midtnorge.js';
import { standard } from '../company/standard.js';
import { deadlineReminderAt, deadlineReminderLine, dueDeadlineReminder } from './deadline-reminder.js';

describe('the deadline reminder', () => {
  it('standard: due from Tuesday 18:00 Oslo before the Wednesday 07:30 deadline of the coming week, until the deadline', () => {
    // Week 49's deadline is Wednesday 25.11.2026 07:30 (week 48).
    expect(deadlineReminderAt(standard, { year: 2026, week: 49 })).toEqual(new Date('2026-11-24T17:00:00Z'));
    expect(dueDeadlineReminder(standard, new Date('2026-11-24T16:59:00Z'))).toBeNull();
    expect(dueDeadlineReminder(standard, new Date('2026-11-24T17:00:00Z'))).toEqual({ week: { year: 2026, week: 49 }, deadline: new Date('2026-11-25T06:30:00Z') });
    expect(dueDeadlineReminder(standard, new Date('2026-11-25T06:29:00Z'))?.week).toEqual({ year: 2026, week: 49 });
    // From the deadline on, the next week's reminder waits for its own evening.
    expect(dueDeadlineReminder(standard, new Date('2026-11-25T06:30:00Z'))).toBeNull();
    expect(dueDeadlineReminder(standard, new Date('2026-11-22T09:00:00Z'))).toBeNull();
  });

  it('midtnorge: Monday 18:00 before the Tuesday 06:00 deadline; in summer time too', () => {
    expect(deadlineReminderAt(midtnorge, { year: 2026, week: 49 })).toEqual(new Date('2026-11-23T17:00:00Z'));
    expect(deadlineReminderAt(midtnorge, { year: 2026, week: 26 })).toEqual(new Date('2026-06-15T16:00:00Z'));
  });

  it('says the deadline as the farmer reads it, with the animal group', () => {
    const deadline = new Date('2026-11-25T06:30:00Z');
    expect(deadlineReminderLine({ year: 2026, week: 49 }, deadline, new Date('2026-11-24T17:00:00Z'), 'sheep')).toBe('Frist for innmelding uke 49: i morgen kl. 07:30 (sau og lam)');
    // Sent after midnight (a server that was down at 18:00): the deadline is today.
    expect(deadlineReminderLine({ year: 2026, week: 49 }, deadline, new Date('2026-11-25T01:00:00Z'), 'pigs')).toBe('Frist for innmelding uke 49: i dag kl. 07:30 (gris)');
  });
});

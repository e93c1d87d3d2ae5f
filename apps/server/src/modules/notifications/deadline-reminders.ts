import { ANIMAL_GROUPS, type Clock, type Company, deadlineReminderLine, dueDeadlineReminder } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import * as repo from './notifications.repository.js';

/**
 * How often each process looks for due deadline reminders. A reminder is due for a whole evening
 * and night (until the deadline), so a few minutes late is on time, and a process started in that
 * time sends what one that was down did not.
 */
export const DEADLINE_REMINDER_TICK_MS = 5 * 60_000;

/** Its outbox key: one reminder per farm, pickup week, animal group and channel, whoever queues it and however often. */
export function deadlineReminderBatch(week: { year: number; week: number }, group: string): string {
  return `deadline:${week.year}-W${String(week.week).padStart(2, '0')}:${group}`;
}

/**
 * The deadline reminders: on each tick, when one is due (core's dueDeadlineReminder), queues for
 * each animal group a mail and/or push to the farms that want it and have not enrolled the group
 * for the coming pickup week. Any number of processes may tick any number of times: the outbox
 * keeps one per farm, week, group and channel (its unique key), so nothing is sent twice.
 */
export class DeadlineReminders {
  constructor(
    private readonly db: Db,
    private readonly options: { company: Company; clock: Clock; publicUrl: string },
  ) {}

  /** Queues what is due now; answers how many farms and channels it found to remind (queued before or now). */
  async tick(): Promise<number> {
    const now = this.options.clock();
    const due = dueDeadlineReminder(this.options.company, now);
    if (!due) return 0;
    const link = new URL('register-enrolment', this.options.publicUrl).href;
    return this.db.transaction().execute(async (trx) => {
      let found = 0;
      for (const group of ANIMAL_GROUPS) {
        const batch = deadlineReminderBatch(due.week, group);
        const line = deadlineReminderLine(due.week, due.deadline, now, group);
        const mailTo = await repo.deadlineReminderRecipients(trx, due.week, group, 'email');
        const pushTo = await repo.deadlineReminderRecipients(trx, due.week, group, 'push');
        await repo.queueNotifications(
          trx,
          [
            ...mailTo.map((r) => ({
              supplier_no: r.supplier_no,
              kind: 'enrolment_deadline' as const,
              channel: 'email' as const,
              batch,
              payload: { to: r.email.trim(), subject: line, text: [`Hei ${r.fullname},`, '', line, '', `Meld inn: ${link}`].join('\n'), link },
            })),
            ...pushTo.map((r) => ({ supplier_no: r.supplier_no, kind: 'enrolment_deadline' as const, channel: 'push' as const, batch, payload: { title: 'Frist for innmelding', body: line, url: link } })),
          ],
          now,
        );
        found += mailTo.length + pushTo.length;
      }
      return found;
    });
  }
}

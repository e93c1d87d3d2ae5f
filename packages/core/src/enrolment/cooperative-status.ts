import type { CooperativeStatus } from '../contracts/enrolment-submitted.js';
import { formatDate } from '../format/date.js';
import { ENROLMENT_DELETED_EVENTS, type EnrolmentChangeField, type EnrolmentStatusEvent } from '../vocabulary/enrolment-status.js';
import type { IsoWeek } from '../vocabulary/week.js';

/**
 * What the cooperative did to a submitted enrolment after it was sent (PUT
 * /api/integration/enrolment-status): changed it, deleted it, or handled the farmer's deletion
 * request (vocabulary/enrolment-status.ts). The farmer reads it beside the enrolment and, where
 * the switch is on, is told of it.
 */

/** What was changed, in the farmer's words. */
export const ENROLMENT_CHANGE_FIELD_LABEL: Record<EnrolmentChangeField, string> = {
  animals: 'dyrene',
  amount: 'antall',
  delivery_week: 'leveringsuke',
  pickup_date: 'hentedag',
  pickup_time: 'hentetid',
  haulier: 'transportør',
  comment: 'kommentar',
};

/** Whether the enrolment is gone: deleted by the cooperative, on its own or at the farmer's request. */
export function isDeletedByCooperative(status: Pick<CooperativeStatus, 'event'> | null): boolean {
  return status !== null && (ENROLMENT_DELETED_EVENTS as readonly EnrolmentStatusEvent[]).includes(status.event);
}

/** The plain line beside the enrolment: 'Endret av slakteriet 24.11.2026 (leveringsuke, hentedag)'. */
export function cooperativeStatusLine(status: CooperativeStatus): string {
  const date = formatDate(status.at);
  switch (status.event) {
    case 'changed': {
      const fields = status.fields.map((f) => ENROLMENT_CHANGE_FIELD_LABEL[f]);
      return `Endret av slakteriet ${date}${fields.length > 0 ? ` (${fields.join(', ')})` : ''}`;
    }
    case 'deleted':
      return `Slettet av slakteriet ${date}`;
    case 'deletion_granted':
      return `Slettet av slakteriet ${date}, som du ba om`;
    case 'deletion_refused':
      return `Sletting avslått av slakteriet ${date}`;
  }
}

/** The notification's line: 'Innmeldingen din for uke 49 er endret av slakteriet'. */
export function cooperativeStatusNotice(event: EnrolmentStatusEvent, week: IsoWeek): string {
  const enrolment = `Innmeldingen din for uke ${week.week}`;
  switch (event) {
    case 'changed':
      return `${enrolment} er endret av slakteriet`;
    case 'deleted':
      return `${enrolment} er slettet av slakteriet`;
    case 'deletion_granted':
      return `${enrolment} er slettet, som du ba om`;
    case 'deletion_refused':
      return `${enrolment} blir ikke slettet: slakteriet har avslått slettingen`;
  }
}

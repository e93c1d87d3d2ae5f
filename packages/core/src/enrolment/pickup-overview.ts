import type { PickupStatus } from '../vocabulary/enumerations.js';
import { addWeeks, isoWeekOf, type IsoWeek } from './calendar.js';
import type { CooperativeStatus } from '../contracts/enrolment-submitted.js';
import { isDeletedByCooperative } from './cooperative-status.js';

/**
 * The submitted enrolments by pickup week ('Innmeldt til uke 49'): what the farmer has enrolled for
 * the coming weeks and what has been picked up lately, each enrolment with its status. Built from
 * the enrolments the portal stores and the pickups the cooperative reports on their rows.
 */

/** How many weeks back the overview starts: the pickups of the last month stay in sight. */
export const PICKUP_OVERVIEW_WEEKS_BACK = 4;

/** The first pickup week of the overview, seen from now. */
export function pickupOverviewFrom(now: Date): IsoWeek {
  return addWeeks(isoWeekOf(now), -PICKUP_OVERVIEW_WEEKS_BACK);
}

/** The statuses as the farmer reads them. */
export const PICKUP_STATUS_TEXT: Record<PickupStatus, string> = {
  registered: 'Innmeldt',
  partly_collected: 'Delvis hentet',
  collected: 'Hentet',
  deletion_requested: 'Sletting er bedt om',
  deleted: 'Slettet av slakteriet',
};

/**
 * An enrolment's status: deleted when the cooperative deleted it; collected when the cooperative
 * says so for it or for every row, partly when some rows are; a deletion request waiting for the cooperative counts only while nothing has
 * been picked up (what has been picked up cannot be deleted).
 */
export function pickupStatus(e: { pickup_completed: boolean; rows_completed: readonly boolean[]; deletion_requested: boolean; cooperative?: Pick<CooperativeStatus, 'event'> | null }): PickupStatus {
  // Deleted by the cooperative: nothing more comes of it, whatever its rows said before.
  if (isDeletedByCooperative(e.cooperative ?? null)) return 'deleted';
  const rows = e.rows_completed;
  if (e.pickup_completed || (rows.length > 0 && rows.every(Boolean))) return 'collected';
  if (rows.some(Boolean)) return 'partly_collected';
  // A request the cooperative refused waits no more: the enrolment stands.
  return e.deletion_requested && e.cooperative?.event !== 'deletion_refused' ? 'deletion_requested' : 'registered';
}

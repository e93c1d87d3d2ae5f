/**
 * What the cooperative may do to a submitted enrolment after it was sent (PUT
 * /api/integration/enrolment-status): change it, delete it, or handle the farmer's deletion request.
 */
export const ENROLMENT_STATUS_EVENTS = ['changed', 'deleted', 'deletion_granted', 'deletion_refused'] as const;
export type EnrolmentStatusEvent = (typeof ENROLMENT_STATUS_EVENTS)[number];

/** The events after which an enrolment is gone: deleted by the cooperative, on its own or as the farmer asked. It is kept, shown as deleted, and counts nowhere. */
export const ENROLMENT_DELETED_EVENTS = ['deleted', 'deletion_granted'] as const satisfies readonly EnrolmentStatusEvent[];

/**
 * What the cooperative may have changed, named for the farmer. Some are held by the stored rows
 * (delivery week, pickup day and time, haulier) and sent with their new values; the others (the
 * animals, their number) are only named: the portal keeps the enrolment as the farmer sent it.
 */
export const ENROLMENT_CHANGE_FIELDS = ['animals', 'amount', 'delivery_week', 'pickup_date', 'pickup_time', 'haulier', 'comment'] as const;
export type EnrolmentChangeField = (typeof ENROLMENT_CHANGE_FIELDS)[number];

import type { EnrolmentKind } from '@slakteweb/core';

/** Query keys of the submitted-enrolments screen; the prefix clears them all at once. */
export const registeredEnrolmentKeys = {
  all: ['registered-enrolments'] as const,
  dates: () => ['registered-enrolments', 'dates'] as const,
  details: () => ['registered-enrolments', 'detail'] as const,
  detail: (kind: EnrolmentKind, date: string) => ['registered-enrolments', 'detail', kind, date] as const,
  unread: () => ['registered-enrolments', 'unread'] as const,
  weeks: () => ['registered-enrolments', 'weeks'] as const,
};

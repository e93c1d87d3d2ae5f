import { registeredEnrolmentDatesResponseSchema, type EnrolmentKind } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registeredEnrolmentKeys } from './query-keys';

export interface RegisteredEnrolmentDate {
  /** yyyy-MM-dd, the Oslo date the enrolment was sent. */
  date: string;
  kind: EnrolmentKind;
}

/** GET /api/registered_enrolment_dates → { registered_enrolment_dates }, newest first. */
export function getRegisteredEnrolmentDates(signal?: AbortSignal): Promise<RegisteredEnrolmentDate[]> {
  return api
    .get('/api/registered_enrolment_dates', registeredEnrolmentDatesResponseSchema, { signal })
    .then((r) => r.registered_enrolment_dates);
}

export const registeredEnrolmentDatesQueryOptions = () =>
  queryOptions({ queryKey: registeredEnrolmentKeys.dates(), queryFn: ({ signal }) => getRegisteredEnrolmentDates(signal) });

export function useRegisteredEnrolmentDates() {
  return useQuery(registeredEnrolmentDatesQueryOptions());
}

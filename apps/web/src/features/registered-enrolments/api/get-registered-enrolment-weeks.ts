import { registeredEnrolmentWeeksResponseSchema, type RegisteredEnrolmentWeek } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registeredEnrolmentKeys } from './query-keys';

/** GET /api/registered_enrolment_weeks → { registered_enrolment_weeks }, oldest pickup week first. */
export function getRegisteredEnrolmentWeeks(signal?: AbortSignal): Promise<RegisteredEnrolmentWeek[]> {
  return api.get('/api/registered_enrolment_weeks', registeredEnrolmentWeeksResponseSchema, { signal }).then((r) => r.registered_enrolment_weeks);
}

export const registeredEnrolmentWeeksQueryOptions = () =>
  queryOptions({ queryKey: registeredEnrolmentKeys.weeks(), queryFn: ({ signal }) => getRegisteredEnrolmentWeeks(signal) });

export function useRegisteredEnrolmentWeeks() {
  return useQuery(registeredEnrolmentWeeksQueryOptions());
}

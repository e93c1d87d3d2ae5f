import { registeredEnrolmentByDateResponseSchema, type EnrolmentKind, type RegisteredEnrolment } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registeredEnrolmentKeys } from './query-keys';

/** GET /api/registered_enrolment_by_date/{kind}/{date} → { registered_enrolment_by_date }. */
export function getRegisteredEnrolmentByDate(kind: EnrolmentKind, date: string, signal?: AbortSignal): Promise<RegisteredEnrolment> {
  return api
    .get(`/api/registered_enrolment_by_date/${encodeURIComponent(kind)}/${encodeURIComponent(date)}`, registeredEnrolmentByDateResponseSchema, {
      signal,
    })
    .then((r) => r.registered_enrolment_by_date);
}

/** Cached per kind and date: going back to an enrolment shows it at once. */
export const registeredEnrolmentByDateQueryOptions = (kind: EnrolmentKind, date: string) =>
  queryOptions({
    queryKey: registeredEnrolmentKeys.detail(kind, date),
    queryFn: ({ signal }) => getRegisteredEnrolmentByDate(kind, date, signal),
  });

export function useRegisteredEnrolmentByDate(kind: EnrolmentKind, date: string) {
  return useQuery(registeredEnrolmentByDateQueryOptions(kind, date));
}

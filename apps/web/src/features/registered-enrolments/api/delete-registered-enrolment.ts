import { deleteRegisteredEnrolmentResponseSchema, type EnrolmentKind } from '@slakteweb/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface DeleteEnrolmentInput {
  kind: EnrolmentKind;
  date: string;
  /** One enrolment of the day; all of that day's kind without it. */
  enrolmentId?: number;
}

/**
 * POST /api/delete_registered_enrolment_by_date/{kind}/{date} → { ok, deletion_requested }.
 * Buy and sell kinds become a deletion request; after the cutoff the server answers 422.
 */
export function deleteRegisteredEnrolment({ kind, date, enrolmentId }: DeleteEnrolmentInput): Promise<{ deletion_requested: boolean }> {
  const one = enrolmentId === undefined ? '' : `?enrolment_id=${enrolmentId}`;
  return api.post(`/api/delete_registered_enrolment_by_date/${encodeURIComponent(kind)}/${encodeURIComponent(date)}${one}`, deleteRegisteredEnrolmentResponseSchema);
}

/** The caller refreshes the list (the page knows the selection). */
export function useDeleteRegisteredEnrolment() {
  return useMutation({ mutationFn: deleteRegisteredEnrolment });
}

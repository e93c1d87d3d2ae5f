import { type CaseCreate, caseCreatedResponseSchema, casesResponseSchema, type FarmCase } from '@slakteweb/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The farm's questions about its carcasses ('Spør om dette dyret', 'Mine henvendelser'). */

export const CASES_QUERY_KEY = ['cases'] as const;

/** GET /api/cases → the farm's questions, newest first. */
export function getCases(signal?: AbortSignal): Promise<FarmCase[]> {
  return api.get('/api/cases', casesResponseSchema, { signal }).then((r) => r.cases);
}

export const casesQueryOptions = () => queryOptions({ queryKey: CASES_QUERY_KEY, queryFn: ({ signal }) => getCases(signal) });

/** POST /api/cases → the new case's id, number and status. */
export function createCase(input: CaseCreate) {
  return api.post('/api/cases', caseCreatedResponseSchema, { json: input }).then((r) => r.case);
}

/**
 * Sends a question; afterwards the list and the settlement's animals are asked for again, so the
 * animal's row shows the open question and 'Mine henvendelser' holds it.
 */
export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['settlements', 'posted', 'detail'] }),
        queryClient.invalidateQueries({ queryKey: ['settlements', 'temp', 'detail'] }),
      ]);
    },
  });
}

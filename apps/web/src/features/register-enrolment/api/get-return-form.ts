import { type AnimalGroup, type ReturnForm, returnFormResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { company } from '@/config/company';
import { api } from '@/lib/api-client';
import { enrolmentKeys } from './query-keys';

/** GET /api/external/return_form/{animalKind} → { return_form }: the cooperative's return form. */
export function getReturnForm(kind: AnimalGroup, signal?: AbortSignal): Promise<ReturnForm> {
  return api.get(`/api/external/return_form/${kind}`, returnFormResponseSchema, { signal }).then((r) => r.return_form);
}

export const returnFormQueryOptions = (kind: AnimalGroup) =>
  queryOptions({ queryKey: enrolmentKeys.returnForm(kind), queryFn: ({ signal }) => getReturnForm(kind, signal), staleTime: 10 * 60_000 });

/**
 * The return form of a slaughter enrolment's animal group, where the company uses return forms
 * (flag return_form); not fetched otherwise.
 */
export function useReturnForm(action: string | null, group: AnimalGroup | null) {
  return useQuery({ ...returnFormQueryOptions(group ?? 'pigs'), enabled: company.flags.return_form && action === 'slaughter' && group !== null });
}

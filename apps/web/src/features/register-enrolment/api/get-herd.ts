import { animalsResponseSchema, type HerdAnimal } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enrolmentKeys } from './query-keys';

/** GET /api/animals → { animals }: the supplier's cattle herd, for cattle slaughter and sell. */
export function getHerd(signal?: AbortSignal): Promise<HerdAnimal[]> {
  return api.get('/api/animals', animalsResponseSchema, { signal }).then((r) => r.animals);
}

export const herdQueryOptions = () => queryOptions({ queryKey: enrolmentKeys.herd(), queryFn: ({ signal }) => getHerd(signal) });

/** Fetched only when a cattle row form needs it. */
export function useHerd(enabled = true) {
  return useQuery({ ...herdQueryOptions(), enabled });
}

import { animalKeepingResponseSchema, type AnimalKeepingStatus } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enrolmentKeys } from './query-keys';

/** GET /api/animal_keeping?slaughter_page=true → { animal_keeping }: groups, restrictions, KSL, health pig. */
export function getAnimalKeeping(signal?: AbortSignal): Promise<AnimalKeepingStatus> {
  return api.get('/api/animal_keeping', animalKeepingResponseSchema, { signal, query: { slaughter_page: 'true' } }).then((r) => r.animal_keeping);
}

export const animalKeepingQueryOptions = () =>
  queryOptions({ queryKey: enrolmentKeys.animalKeeping(), queryFn: ({ signal }) => getAnimalKeeping(signal) });

export function useAnimalKeeping() {
  return useQuery(animalKeepingQueryOptions());
}

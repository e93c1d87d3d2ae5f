import { type MyFarmsResponse, myFarmsResponseSchema } from '@slakteweb/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { chooseActingFarm } from '@/lib/acting-farm';

/** GET /api/me/farms → the farms a person may act for, and the one this session acts for. */
export function getMyFarms(signal?: AbortSignal): Promise<MyFarmsResponse> {
  return api.get('/api/me/farms', myFarmsResponseSchema, { signal });
}

export const myFarmsQueryOptions = () => queryOptions({ queryKey: ['me', 'farms'], queryFn: ({ signal }) => getMyFarms(signal) });

export function useMyFarms({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myFarmsQueryOptions(), enabled });
}

/** POST /api/me/acting-for { supplier_no } → 200; 403 for a farm the person has no access to. */
export function chooseFarm(supplierNo: string): Promise<unknown> {
  return api.post('/api/me/acting-for', z.unknown(), { json: { supplier_no: supplierNo } });
}

/**
 * Everything cached belongs to the farm acted for before: after a switch the cache is emptied,
 * so no screen shows one farm's data under another's name; the logged-in marker gets a new tag,
 * so neither does the dashboard the device kept (lib/offline/dashboard-snapshot.ts); and what the
 * device keeps offline is kept under the chosen farm (lib/acting-farm.ts).
 */
export function useChooseFarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseFarm,
    onSuccess: (_answer, supplierNo) => {
      chooseActingFarm(supplierNo);
      return queryClient.resetQueries();
    },
  });
}

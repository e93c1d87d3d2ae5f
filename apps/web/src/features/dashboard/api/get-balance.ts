import { balanceResponseSchema, type Balance } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/profile/balance → { balance_this_year, debit_amount_total }, kroner. */
export function getBalance(signal?: AbortSignal): Promise<Balance> {
  return api.get('/api/profile/balance', balanceResponseSchema, { signal });
}

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'balance'], queryFn: ({ signal }) => getBalance(signal) });

/** Not `enabled` while it is unknown whether the user acts for a farm (staff acting for nobody have no balance). */
export function useBalance({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...balanceQueryOptions(), enabled });
}

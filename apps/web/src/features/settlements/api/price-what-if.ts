import { type PriceWhatIf, type PriceWhatIfRequest, priceWhatIfResponseSchema } from '@slakteweb/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/price_what_if → a group's amounts by the lists of its week, at its weights and at its
 * weights moved. 422 names the field (weight_change_kg).
 */
export function priceWhatIf(request: PriceWhatIfRequest): Promise<PriceWhatIf> {
  return api.post('/api/price_what_if', priceWhatIfResponseSchema, { json: request });
}

export function usePriceWhatIf() {
  return useMutation({ mutationFn: priceWhatIf });
}

import { type PriceCalculatorRequest, priceCalculatorResponseSchema } from '@slakteweb/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PriceCalculation = z.infer<typeof priceCalculatorResponseSchema>;

/**
 * POST /api/price_calculator → the price per kg and the amount of one animal by the list in force
 * that week, line by line. 422 names the field; 404 says there is no list that week.
 */
export function calculatePrice(request: PriceCalculatorRequest): Promise<PriceCalculation> {
  return api.post('/api/price_calculator', priceCalculatorResponseSchema, { json: request });
}

export function useCalculatePrice() {
  return useMutation({ mutationFn: calculatePrice });
}

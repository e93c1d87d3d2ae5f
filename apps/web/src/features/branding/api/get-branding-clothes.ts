import { brandingResponseSchema, BRANDING_TOKEN_TTL_SECONDS, type BrandingResponse } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** Branding flow (spec §7): up to 3 retries after the first try, 500 ms apart. */
export const BRANDING_RETRIES = 3;
export const BRANDING_RETRY_DELAY_MS = 500;

/**
 * A token older than this is not sent: it expires after BRANDING_TOKEN_TTL_SECONDS, and the shop
 * needs some of that time to check it. While the page is open a fresh one is fetched this often.
 */
export const BRANDING_TOKEN_MAX_AGE_MS = (BRANDING_TOKEN_TTL_SECONDS - 60) * 1000;

/** GET /api/branding_clothes → { url, token }: where the shop is and the signed token to post to it. */
export function getBrandingClothes(signal?: AbortSignal): Promise<BrandingResponse> {
  return api.get('/api/branding_clothes', brandingResponseSchema, { signal });
}

/**
 * A failure is tried again up to 3 times, 500 ms apart (four tries in all); except answers that
 * will not change by asking again (401 not logged in, 403 no shop for this company, 404).
 * failureCount is the failures so far, the first try's included.
 */
export function retryBranding(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && [401, 403, 404].includes(error.status)) return false;
  return failureCount < BRANDING_RETRIES;
}

export const brandingClothesQueryOptions = () =>
  queryOptions({
    queryKey: ['branding-clothes'],
    queryFn: ({ signal }) => getBrandingClothes(signal),
    retry: retryBranding,
    retryDelay: BRANDING_RETRY_DELAY_MS,
    // A token is for one visit: never reuse one from an earlier visit of the page.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: BRANDING_TOKEN_MAX_AGE_MS,
  });

export function useBrandingClothes() {
  return useQuery(brandingClothesQueryOptions());
}

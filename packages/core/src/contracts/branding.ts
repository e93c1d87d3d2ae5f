import { z } from 'zod';

/**
 * GET /api/branding_clothes → { url, token } (spec/portal.md §3 Branding response). The browser
 * opens the punch-out shop by a form POST to `url` with the hidden field `token`, in a new tab.
 * The token is a JWT (HS256) the shop verifies with the shared secret; it carries the supplier
 * number, name and e-mail and expires after a few minutes (BRANDING_TOKEN_TTL_SECONDS).
 */
export const brandingResponseSchema = z.object({
  url: z.string(),
  token: z.string(),
});
export type BrandingResponse = z.infer<typeof brandingResponseSchema>;

/** How long a branding token is valid: long enough for the form POST, short enough not to leak. */
export const BRANDING_TOKEN_TTL_SECONDS = 300;

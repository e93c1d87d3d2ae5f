import { z } from 'zod';
import { api, isApiError } from '@/lib/api-client';
import { IMPERSONATE_QUERY_PARAM } from '@/lib/impersonation';

/** What asking for the user's profile tells about acting as them. */
export type ActAsCheck = { kind: 'farmer' } | { kind: 'unknown' } | { kind: 'staff' } | { kind: 'failed' };

const profileNameSchema = z.object({ profile: z.object({ fullname: z.string() }) });

/**
 * Before acting as a user and reloading: GET /api/profile as that user (impersonateUsername), as
 * every screen will ask after the reload. 404 is no such user, 403 a user the portal cannot be
 * seen as (staff); anything else failed, and nothing should change.
 */
export async function checkActAs(username: string): Promise<ActAsCheck> {
  try {
    await api.get('/api/profile', profileNameSchema, { query: { [IMPERSONATE_QUERY_PARAM]: username } });
    return { kind: 'farmer' };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { kind: 'unknown' };
    if (isApiError(error) && error.status === 403) return { kind: 'staff' };
    return { kind: 'failed' };
  }
}

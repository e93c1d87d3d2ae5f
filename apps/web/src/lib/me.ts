import { type FarmPermission, type MeResponse, meResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/me → who is logged in, for whom they act, and the permissions the server checks.
 * Here, not in a feature, because the menu, the dashboard's tiles, 'Min konto' and the frame all
 * read it (features do not import each other).
 */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get('/api/me', meResponseSchema, { signal });
}

export const ME_QUERY_KEY = ['me'] as const;

export const meQueryOptions = () => queryOptions({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => getMe(signal), staleTime: 60_000 });

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled });
}

/**
 * Whether the user may see or do what `permission` covers, for the menu, tiles and badges.
 * Until /api/me has answered (or when it cannot), everything a farmer has shows: the server is the
 * judge and refuses the rest with 403, and a farmer's menu does not flicker on every page load.
 * `strict` says no until the answer says yes, for what only the farmer has ('Tilganger').
 */
export function useCan(): (permission: FarmPermission, options?: { strict?: boolean }) => boolean {
  const me = useMe();
  return (permission, { strict = false } = {}) => (me.data ? me.data.permissions.includes(permission) : !strict);
}

/**
 * Staff (superusers) acting for nobody: /api/me gives them no farm's permissions, yet the spec
 * gives every login the same menu (spec/portal.md §5 Layout) and staff the messages: each farm's
 * screen then asks them to choose a supplier first (act-as-farmer-notice.tsx).
 */
export function useIsStaffForNobody(): boolean {
  const me = useMe().data;
  return me?.kind === 'staff' && me.acting_for === null;
}

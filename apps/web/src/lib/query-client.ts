import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { followNetworkState } from './offline/network-state';
import { onSessionReset } from './session';

/**
 * Retry a failed read once, except when the server said no (4xx): asking again would get the
 * same answer. Timeouts and 5xx get one more try.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Portal data changes a few times a day; a minute keeps navigation instant without
        // showing stale numbers for long.
        staleTime: 60_000,
        retry: shouldRetry,
      },
      // Never repeat a change on its own: the user decides. Tried even without a network (the
      // cache would otherwise hold it back unanswered): the press gets its answer, e.g. 'Logg ut'
      // logs out locally, and 'Send innmelding' puts the enrolment in the outbox itself.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The app's one cache; login and logout clear it ("the store is reset", spec §4). */
export const queryClient = createQueryClient();
onSessionReset(() => queryClient.clear());

// Without a network the screens' requests wait, so the offline copies show instead of errors.
followNetworkState(queryClient);

/**
 * Copies of what the screens showed, for reading without a network (lib/offline): loaded as a
 * download of its own (the service worker has it at hand at a second start), so the dashboard's
 * first download does not grow.
 */
export const offlineCopies = import('./offline/persist-queries').then((m) => m.persistQueries(queryClient));

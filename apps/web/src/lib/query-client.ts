import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
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
      // Never repeat a change on its own: the user decides.
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; login and logout clear it ("the store is reset", spec §4). */
export const queryClient = createQueryClient();
onSessionReset(() => queryClient.clear());

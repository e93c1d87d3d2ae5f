import { type ApiError, isApiError } from './api-error';

// Beside api-error.ts rather than in it: the login page's first download has ApiError, and only
// the logged-in screens tell a refusal (bench/web-bundle.ts).

/**
 * A refusal of who the user is, not a failure: the role may not see it (403 NOT_ALLOWED_FOR_ROLE,
 * e.g. a vet opening the balance), or a person acts for no farm (403 NO_FARM_SELECTED: not chosen
 * yet, or the farmer has just ended the access). Trying again does not help.
 */
export function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 403 && (error.code === 'NOT_ALLOWED_FOR_ROLE' || error.code === 'NO_FARM_SELECTED');
}

/** The text of a screen's error state: the server's own words for a refusal, else the screen's `fallback`. */
export function screenErrorMessage(error: unknown, fallback: string): string {
  return isRefusal(error) ? error.message : fallback;
}

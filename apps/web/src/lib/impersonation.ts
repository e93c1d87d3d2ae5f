import { safeLocalStorage } from './storage';

/**
 * A superuser can see the portal as another user (spec §6). The chosen username is stored
 * locally; while it is set, the API client adds it to every request as `impersonateUsername`.
 */
export const IMPERSONATION_STORAGE_KEY = 'impersonateUsername';
/** The query parameter the server reads (spec §6). */
export const IMPERSONATE_QUERY_PARAM = 'impersonateUsername';

export function getImpersonation(): string | null {
  const value = safeLocalStorage.get(IMPERSONATION_STORAGE_KEY)?.trim();
  return value ? value : null;
}

export function setImpersonation(username: string): void {
  safeLocalStorage.set(IMPERSONATION_STORAGE_KEY, username.trim());
}

export function clearImpersonation(): void {
  safeLocalStorage.remove(IMPERSONATION_STORAGE_KEY);
}

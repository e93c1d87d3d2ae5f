import { isLoginPageError } from '@slakteweb/core';
import { isApiError } from '@/lib/api-client';

/**
 * What went wrong at login (spec §8). For 401 and 500 the code comes from the answer, and is
 * UNAUTHORIZED when the answer has none. 429 means too many attempts.
 */
export type LoginFailure =
  | { kind: 'UNAUTHORIZED' }
  | { kind: 'USER_NOT_FOUND' }
  | { kind: 'USER_IN_OLD_NOT_NEW_SYSTEM' }
  | { kind: 'USER_IN_OLD_NO_EMAIL_NOT_NEW_SYSTEM' }
  | { kind: 'TOO_MANY_REQUESTS'; retryAfterSeconds: number | undefined }
  /** 503 TRY_AGAIN_IN_A_MINUTE: the portal's database is away for a moment. */
  | { kind: 'TRY_AGAIN_IN_A_MINUTE' }
  | { kind: 'OTHER' };

export function classifyLoginError(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'OTHER' };
  if (error.status === 429) return { kind: 'TOO_MANY_REQUESTS', retryAfterSeconds: error.retryAfterSeconds };
  if (error.status === 503 && error.code === 'TRY_AGAIN_IN_A_MINUTE') return { kind: 'TRY_AGAIN_IN_A_MINUTE' };
  if (error.status === 401 || error.status === 500) {
    const code = error.code ?? 'UNAUTHORIZED';
    // The codes the login page names (core: the same list as after its own form post).
    return isLoginPageError(code) ? { kind: code, retryAfterSeconds: undefined } : { kind: 'OTHER' };
  }
  return { kind: 'OTHER' };
}

/** 'For mange forsøk. Prøv igjen om 2 minutter.' — whole minutes, rounded up. */
export function tooManyAttemptsText(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return 'For mange forsøk. Prøv igjen senere.';
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `For mange forsøk. Prøv igjen om ${minutes} ${minutes === 1 ? 'minutt' : 'minutter'}.`;
}

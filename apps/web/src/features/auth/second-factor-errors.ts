import { isApiError } from '@/lib/api-client';
import { tooManyAttemptsText } from './login-errors';

/** What to say when a second-factor call failed: a wrong code is said by the field itself. */
export function secondFactorErrorText(error: unknown): string | undefined {
  if (!isApiError(error)) return 'Noe gikk galt. Prøv igjen.';
  if (error.code === 'INVALID_CODE' || error.status === 422) return undefined;
  if (error.status === 429) return tooManyAttemptsText(error.retryAfterSeconds);
  if (error.status === 401) return 'Innloggingen er utløpt. Logg inn på nytt.';
  return 'Noe gikk galt. Prøv igjen.';
}

/** The message for the code field after a failed call, if the code was what was wrong (422). */
export function codeFieldError(error: unknown, field: 'code' | 'recovery_code'): string | undefined {
  if (!isApiError(error) || (error.code !== 'INVALID_CODE' && error.status !== 422)) return undefined;
  return error.fields[field] ?? 'Feil kode';
}

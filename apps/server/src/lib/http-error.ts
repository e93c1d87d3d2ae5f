import type { ErrorCode } from '@slakteweb/core';

/** An error the client may see: status, the spec's code and a Norwegian message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', 'Ikke innlogget');
export const forbidden = () => new HttpError(403, 'FORBIDDEN', 'Ingen tilgang');
/** Staff acting for nobody asked for a farm's data (see requireFarm in modules/auth/actor.ts). */
export const noFarmSelected = () => new HttpError(403, 'NO_FARM_SELECTED', 'Velg en leverandør først');
/** A person who has not chosen a farm (or whose access to it ended) asked for a farm's data. */
export const personNoFarmSelected = () => new HttpError(403, 'NO_FARM_SELECTED', 'Velg gården du skal handle for.');
/** A person acting for a farm asked for what their role does not allow (requirePermission). */
export const notAllowedForRole = () =>
  new HttpError(403, 'NOT_ALLOWED_FOR_ROLE', 'Du har ikke tilgang til dette for denne gården. Be bonden om tilgang.');
export const notFound = () => new HttpError(404, 'NOT_FOUND', 'Fant ikke det du ba om');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'TOO_MANY_REQUESTS', 'For mange forsøk. Prøv igjen senere.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });
/** 422 with the failing fields and their messages. */
export const invalidInput = (fields: Record<string, string>) =>
  new HttpError(422, 'INVALID_INPUT', 'Ugyldig input', fields);
/**
 * 422 whose message also names the failing fields and their messages (the first three): for calls
 * whose payload a client builds from the spec, where a field the spec does not list (the sell
 * payload's `agreement`) must say its name to be found.
 */
export const invalidInputNamed = (fields: Record<string, string>) => {
  const named = Object.entries(fields).map(([field, message]) => `${field}: ${message}`);
  const more = named.length > 3 ? ` (og ${named.length - 3} til)` : '';
  return new HttpError(422, 'INVALID_INPUT', named.length > 0 ? `Ugyldig input. ${named.slice(0, 3).join('; ')}${more}` : 'Ugyldig input', fields);
};
/** The database is down or does not answer in time (DESIGN.md §4): nothing was done, try again. */
export const tryAgainInAMinute = (retryAfterSeconds: number) =>
  new HttpError(503, 'TRY_AGAIN_IN_A_MINUTE', 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om et minutt.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });

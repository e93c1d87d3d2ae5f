/**
 * Every failed API call rejects with this. `code` and `fields` come from the server's one error
 * body `{ code, message, fields? }` (DESIGN.md §4); `status` is 0 when no answer arrived
 * (network down or timeout).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Failing fields of a 422 answer: field name → message. */
  readonly fields: Record<string, string>;
  /** From a 429's Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code?: string | undefined;
    message: string;
    fields?: Record<string, string> | undefined;
    retryAfterSeconds?: number | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}


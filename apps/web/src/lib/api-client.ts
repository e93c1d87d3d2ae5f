import { apiErrorCheck, type SafeParser } from '@slakteweb/core';
import { appPathname, BASE_URL, isPublicPath } from '@/config/paths';
import { ApiError } from './api-error';
import { getImpersonation, IMPERSONATE_QUERY_PARAM } from './impersonation';
import { logoutLocally } from './logout';
import { requireConfirmation } from './session';

export { ApiError, isApiError } from './api-error';

/** Request timeouts of spec §9. */
export const TIMEOUT_MS = {
  default: 40_000,
  statistics: 80_000,
  enrolment: 180_000,
} as const;

/**
 * A 401 from these means "wrong password" or "bad link", not "session gone", so they must not
 * log the user out (spec §4). The second-factor calls come before anyone is logged in: their 401
 * means the staff login waiting for its code has expired, and the screen says so.
 */
const NO_LOGOUT_ON_401 = new Set([
  '/api/login',
  '/api/profile/change_password',
  '/api/set_new_password',
  '/api/login/second_factor',
  '/api/login/second_factor/setup',
  '/api/login/second_factor/enrol',
]);

export type ApiPath = `/api/${string}`;

/** Form fields; `undefined` leaves a field out (an unchecked checkbox sends nothing). */
export type FormFields = Record<string, string | undefined>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * Checks the answer against the endpoint's contract from packages/core: its zod schema, or on
   * the login screen a check written out without zod (SafeParser).
   */
  schema: SafeParser<T>;
  /** Sent as application/x-www-form-urlencoded, as the spec's endpoints expect. */
  form?: FormFields;
  /** Sent as application/json. */
  json?: unknown;
  query?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal | undefined;
  /** Statuses besides 2xx that are a normal answer (login's 418). */
  okStatuses?: readonly number[];
  /** Extra request headers, e.g. the enrolment's Idempotency-Key. */
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  status: number;
  data: T;
}

/**
 * The full URL of an API path: under the base path, with the query and, while impersonating,
 * impersonateUsername (spec §6). For requests, and for links the browser follows itself
 * (Excel and PDF downloads, photos).
 */
export function apiUrl(path: ApiPath, query?: Record<string, string>): string {
  const params = new URLSearchParams(query);
  const impersonate = getImpersonation();
  // A request may name the user itself: the check before acting as someone else.
  if (impersonate && !params.has(IMPERSONATE_QUERY_PARAM)) params.set(IMPERSONATE_QUERY_PARAM, impersonate);
  const search = params.toString();
  // BASE_URL ends with '/', the path starts with one: '/x/' + 'api/profile'.
  return `${BASE_URL}${path.slice(1)}${search ? `?${search}` : ''}`;
}

function toFormBody(form: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    if (value !== undefined) body.append(name, value);
  }
  return body;
}

/** Retry-After is seconds or an HTTP date. */
function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One call to the portal's API: adds the base path and impersonation, applies the timeout,
 * turns every failure into an ApiError, and logs out on a 401 (spec §4).
 */
export async function apiRequest<T>(path: ApiPath, options: RequestOptions<T>): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = toFormBody(options.form);
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  // A timeout of our own, and the caller's signal (React Query cancels queries nobody needs).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIMEOUT_MS.default);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // cancelled by the caller: not an error to show
    throw new ApiError({
      status: 0,
      code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
      message: timedOut ? 'The request timed out' : 'The server could not be reached',
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const payload = await readJson(response);
  const ok = response.ok || (options.okStatuses?.includes(response.status) ?? false);

  if (!ok) {
    if (response.status === 401 && !NO_LOGOUT_ON_401.has(path)) {
      // Like the cookie check: no 'Du ble logget ut' for someone already on login or reset pages.
      logoutLocally({ notify: !isPublicPath(appPathname()) });
    }
    const parsed = apiErrorCheck.safeParse(payload);
    if (response.status === 403 && parsed.success && parsed.data.code === 'MUST_CONFIRM_INFORMATION') requireConfirmation();
    throw new ApiError({
      status: response.status,
      code: parsed.success ? parsed.data.code : undefined,
      message: parsed.success ? parsed.data.message : `HTTP ${response.status}`,
      fields: parsed.success ? parsed.data.fields : undefined,
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
    });
  }

  const result = options.schema.safeParse(payload);
  if (!result.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: `Unexpected answer from ${path}`,
    });
  }
  return { status: response.status, data: result.data };
}

type ShortOptions<T> = Omit<RequestOptions<T>, 'method' | 'schema'>;

/** The answer's data only, for the usual calls. */
export const api = {
  get: async <T>(path: ApiPath, schema: SafeParser<T>, options: ShortOptions<T> = {}): Promise<T> =>
    (await apiRequest(path, { ...options, method: 'GET', schema })).data,
  post: async <T>(path: ApiPath, schema: SafeParser<T>, options: ShortOptions<T> = {}): Promise<T> =>
    (await apiRequest(path, { ...options, method: 'POST', schema })).data,
  put: async <T>(path: ApiPath, schema: SafeParser<T>, options: ShortOptions<T> = {}): Promise<T> =>
    (await apiRequest(path, { ...options, method: 'PUT', schema })).data,
  delete: async <T>(path: ApiPath, schema: SafeParser<T>, options: ShortOptions<T> = {}): Promise<T> =>
    (await apiRequest(path, { ...options, method: 'DELETE', schema })).data,
};

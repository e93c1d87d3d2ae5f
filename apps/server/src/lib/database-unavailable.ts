/**
 * Whether an error means the database is unreachable, gone or too slow, rather than that a query
 * was wrong: the request is then answered 503 TRY_AGAIN_IN_A_MINUTE with Retry-After (DESIGN.md
 * §4), never 500, and the connection it happened on is thrown away.
 */

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 53 (insufficient
 * resources: too many connections, out of memory, disk full), 57P01–57P03 (shut down, crashed,
 * starting up) and 57014 (our statement_timeout cancelled the query).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code.startsWith('53') || code === '57P01' || code === '57P02' || code === '57P03' || code === '57014';
}

/** What node-postgres throws for a lost, refused or timed-out connection (it has no codes for these). */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /not queryable/i,
  /connection error/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Kysely and our own wrappers may keep the driver's error as the cause.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))) return true;
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** Seconds a client is asked to wait (Retry-After) while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 60;

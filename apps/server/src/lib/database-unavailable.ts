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

/**
 * A request refused before it reached the database, because a statement or a connection has just
 * timed out and the database has not answered a probe since (db/circuit-breaker.ts).
 */
export class DatabaseCircuitOpenError extends Error {
  constructor() {
    super('PostgreSQL is not answering; refused without waiting');
    this.name = 'DatabaseCircuitOpenError';
  }
}

/**
 * Whether an error is the database not answering in time (rather than refusing or dropping a
 * connection, which fails fast by itself): our statement_timeout, node-postgres's query timeout,
 * or no connection within the connect timeout. After one of these the circuit breaker opens.
 */
export function isDatabaseTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if ((current as { code?: unknown }).code === '57014') return true;
    if (/Query read timeout|timeout exceeded when trying to connect|Connection terminated due to connection timeout/i.test(current.message)) return true;
  }
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Kysely and our own wrappers may keep the driver's error as the cause.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof DatabaseCircuitOpenError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))) return true;
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** Seconds a client is asked to wait (Retry-After) while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 60;

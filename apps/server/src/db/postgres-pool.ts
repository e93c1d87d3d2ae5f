import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { isDatabaseTimeout, isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { CircuitBreaker } from './circuit-breaker.js';

/** How long the portal waits for PostgreSQL before it answers 503 instead. */
export interface PostgresTimeouts {
  /** Opening a connection, or waiting for a free one of the pool. */
  connectMs: number;
  /** One statement: the server cancels it (statement_timeout), and the client gives up a little later if the server does not answer at all. */
  queryMs: number;
  /**
   * Fail fast: after a statement or a connection timed out, refuse at once (503) and ask the
   * database this often until it answers (circuit-breaker.ts). The server's request pool sets it;
   * the start's and the admin commands' pools, which wait long on purpose, do not.
   */
  probeEveryMs?: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, queryMs: 15_000 };

/**
 * How many named statements one connection keeps. The portal's code has fewer distinct statements
 * than this; the cap only bounds what statements with a varying shape (a list of values of varying
 * length) could leave in the server's memory. Past it a connection runs its statements unnamed.
 */
export const PREPARED_STATEMENTS_PER_CONNECTION = 250;

/** SQL states after which a connection's prepared statements cannot be trusted (see isStalePreparedStatement). */
const STALE_PREPARED_STATEMENT_STATES = new Set([
  // "cached plan must not change result type": a table's columns changed under a prepared statement
  // (another server process migrated the database).
  '0A000',
  // "prepared statement … does not exist": something between the portal and PostgreSQL (a pooler)
  // dropped it.
  '26000',
]);

function isStalePreparedStatement(error: unknown): boolean {
  return typeof error === 'object' && error !== null && STALE_PREPARED_STATEMENT_STATES.has((error as { code?: unknown }).code as string);
}

/** SQL text → its statement name, remembered so a hot statement is not hashed on every run. */
const statementNames = new Map<string, string>();
const STATEMENT_NAMES_REMEMBERED = 2_000;

/**
 * The name a statement is prepared under: a hash of its text, so the same text gets the same name
 * on every connection and different texts never share one (PostgreSQL cuts names at 63 bytes).
 */
export function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `sw_${createHash('sha256').update(sql).digest('base64url').slice(0, 32)}`;
    if (statementNames.size >= STATEMENT_NAMES_REMEMBERED) statementNames.clear();
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * A node-postgres pool made safe for a database that goes away or freezes (DESIGN.md §4):
 *
 * - Every connection has an 'error' listener for its whole life. pg-pool listens only while a
 *   connection is idle; a connection that drops while a request uses it emits 'error' with nobody
 *   listening, and Node ends the process for that.
 * - Opening a connection, a statement and an idle transaction all have time limits, so a frozen
 *   server gives an error within the limit rather than a request that never ends.
 * - A connection on which the database failed (dropped, refused, timed out) goes back to the pool
 *   as broken and is closed, never reused with a query still hanging on it; the next request
 *   opens a new one, so the portal recovers by itself once the database is back.
 * - After the first statement or connection that timed out, requests are refused at once (503)
 *   until a probe sees the database answer again (circuit-breaker.ts, when `probeEveryMs` is set),
 *   so a rush of farmers does not pile up waiting on a frozen database.
 * - Every statement runs as a named prepared statement (up to PREPARED_STATEMENTS_PER_CONNECTION per
 *   connection): PostgreSQL parses and plans it once per connection instead of at every run. For
 *   the farmer screens' short index look-ups that planning was most of the database's work (about
 *   60 % for the session look-up; bench/RESULTS.md). A connection whose prepared statements went
 *   stale (isStalePreparedStatement) is closed like a broken one, and its replacement prepares
 *   them again.
 */
/** The circuit breaker's probe: one `select 1` on a connection of its own, outside the pool and its queue. */
async function probeDatabase(connectionString: string, timeouts: PostgresTimeouts): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts.connectMs, query_timeout: timeouts.queryMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    // Not awaited: a server frozen again would hold the goodbye.
    client.end().catch(() => {});
  }
}

export function createPostgresPool(connectionString: string, timeouts: PostgresTimeouts, onConnectionLost: (error: Error) => void): PostgresPool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    // The server ends a statement at queryMs; the client waits a little longer for that answer
    // and gives up itself only when the server says nothing at all (frozen, or the network gone).
    statement_timeout: timeouts.queryMs,
    query_timeout: timeouts.queryMs + 1_000,
    idle_in_transaction_session_timeout: timeouts.queryMs * 2,
    keepAlive: true,
  });
  // The statement names each connection has prepared (or tried to), to hold it to the cap.
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  pool.on('error', onConnectionLost);
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  const breaker =
    timeouts.probeEveryMs === undefined
      ? undefined
      : new CircuitBreaker(() => probeDatabase(connectionString, timeouts), timeouts.probeEveryMs, (message) => process.stderr.write(`${message}\n`));
  const tripOnTimeout = (error: unknown) => {
    if (breaker && isDatabaseTimeout(error)) breaker.trip(error as Error);
  };

  return {
    async connect(): Promise<PostgresPoolClient> {
      breaker?.check();
      const client = await pool.connect().catch((error: unknown) => {
        tripOnTimeout(error);
        throw error;
      });
      let prepared = preparedOn.get(client);
      if (!prepared) preparedOn.set(client, (prepared = new Set()));
      let broken: Error | undefined;
      const query = (sqlOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
        // Cursors (streaming) pass through untouched.
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<unknown>;
        const name = statementName(sqlOrCursor);
        const named = prepared.has(name) || prepared.size < PREPARED_STATEMENTS_PER_CONNECTION;
        if (named) prepared.add(name);
        const config: pg.QueryConfig = named ? { name, text: sqlOrCursor, values: parameters as unknown[] } : { text: sqlOrCursor, values: parameters as unknown[] };
        return client.query(config).catch((error: unknown) => {
          if (isDatabaseUnavailable(error) || isStalePreparedStatement(error)) broken = error as Error;
          tripOnTimeout(error);
          throw error;
        }) as Promise<PostgresQueryResult<unknown>>;
      };
      return {
        query: query as PostgresPoolClient['query'],
        release: () => client.release(broken),
      };
    },
    end: () => {
      breaker?.end();
      return pool.end();
    },
  };
}

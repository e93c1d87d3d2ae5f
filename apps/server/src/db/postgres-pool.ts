import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';

/** How long the portal waits for PostgreSQL before it answers 503 instead. */
export interface PostgresTimeouts {
  /** Opening a connection, or waiting for a free one of the pool. */
  connectMs: number;
  /** One statement: the server cancels it (statement_timeout), and the client gives up a little later if the server does not answer at all. */
  queryMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, queryMs: 15_000 };

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
 */
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
  pool.on('error', onConnectionLost);
  pool.on('connect', (client) => client.on('error', onConnectionLost));

  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      const query = (sqlOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
        // Cursors (streaming) pass through untouched.
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<unknown>;
        return client.query(sqlOrCursor, parameters as unknown[]).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) broken = error as Error;
          throw error;
        }) as Promise<PostgresQueryResult<unknown>>;
      };
      return {
        query: query as PostgresPoolClient['query'],
        release: () => client.release(broken),
      };
    },
    end: () => pool.end(),
  };
}

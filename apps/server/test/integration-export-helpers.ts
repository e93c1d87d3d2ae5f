import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { EnrolmentEvent } from '@slakteweb/core';
import type { Db } from '../src/db/database.js';

/**
 * Waits until the feed may hand out every event written so far. The feed withholds the events of
 * a transaction until every older transaction on the database server has finished
 * (pg_snapshot_xmin, export.repository.ts), and the server is shared: when the PostgreSQL tests
 * run side by side, another test file's write holds the feed back for a moment, as another writer
 * would in production. A test that expects its own writes in the feed waits for that first; a
 * feed that never hands them out still fails, after `timeoutMs`.
 */
export async function feedSettled(db: Db, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ held: boolean }>`
      select exists (select 1 from integration_event where txid >= pg_snapshot_xmin(pg_current_snapshot())) as held`.execute(db);
    if (!rows[0]!.held) return;
    if (Date.now() > until) throw new Error(`the feed still withholds events after ${timeoutMs} ms: a transaction older than them is still running`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every enrolment event after `since`, page by page of `limit`, as a client would read them. */
export async function readAll(app: FastifyInstance, auth: Record<string, string>, limit: number, since = '0.0'): Promise<EnrolmentEvent[]> {
  const events: EnrolmentEvent[] = [];
  let cursor = since;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/integration/enrolments?since=${cursor}&limit=${limit}`, headers: auth });
    if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
    const body = res.json() as { events: EnrolmentEvent[]; next: string };
    events.push(...body.events);
    if (body.events.length === 0) return events;
    cursor = body.next;
  }
}

/** readAll once the feed has settled: every event written so far is in the answer. */
export async function readAllSettled(server: { app: FastifyInstance; db: Db }, auth: Record<string, string>, limit: number, since = '0.0'): Promise<EnrolmentEvent[]> {
  await feedSettled(server.db);
  return readAll(server.app, auth, limit, since);
}

/** A submitted enrolment written straight to the database, in a transaction of its own. */
export function insertEnrolment(db: Db, supplierNo: string, n: number) {
  return db.transaction().execute(async (trx) => {
    const at = new Date('2026-11-22T09:00:00Z');
    const { id } = await trx
      .insertInto('enrolment')
      .values({ supplier_no: supplierNo, kind: 'slaughter', animal_category: 'sheep', created_at: at, created_date: '2026-11-22', updated_at: at, pickup_week: 49, pickup_year: 2026, comment: `nr ${n}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('enrolment_row').values({ enrolment_id: Number(id), supplier_no: supplierNo, position: 0, data: JSON.stringify({ subcategory_name: 'Lam', amount: n }), delivery_week: 49, delivery_year: 2026 }).execute();
    return Number(id);
  });
}

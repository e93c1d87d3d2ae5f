import type { FastifyInstance } from 'fastify';
import type { EnrolmentEvent } from '@slakteweb/core';
import type { Db } from '../src/db/database.js';

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

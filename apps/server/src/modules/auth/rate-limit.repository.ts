import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Fixed-window counters: one row per key and window start. */

export async function countInWindow(db: Db, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_hit')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Counts one attempt for the key in the window, in one statement so concurrent hits all count. */
export function incrementInWindow(db: Db, key: string, windowStart: Date) {
  return db
    .insertInto('rate_limit_hit')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limit_hit.count + 1` }))
    .execute();
}

export function deleteWindowsBefore(db: Db, before: Date) {
  return db.deleteFrom('rate_limit_hit').where('window_start', '<', before).execute();
}

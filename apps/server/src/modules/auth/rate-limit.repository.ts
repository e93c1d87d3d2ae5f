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

/**
 * Counts one attempt for each key in the window and returns the new counts, in one statement: of
 * any number of simultaneous attempts each sees its own count, so no more than the limit get
 * through. Keys in a fixed order, so two statements never wait for each other's rows.
 */
export async function incrementAndCount(db: Db, keys: string[], windowStart: Date): Promise<Map<string, number>> {
  const rows = await db
    .insertInto('rate_limit_hit')
    .values([...keys].sort().map((key) => ({ key, window_start: windowStart, count: 1 })))
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limit_hit.count + 1` }))
    .returning(['key', 'count'])
    .execute();
  return new Map(rows.map((row) => [row.key, row.count]));
}

/** Takes back one counted attempt of each key (a login that turned out right). */
export function decrementInWindow(db: Db, keys: string[], windowStart: Date) {
  return db
    .updateTable('rate_limit_hit')
    .set({ count: sql`count - 1` })
    .where('key', 'in', keys)
    .where('window_start', '=', windowStart)
    .where('count', '>', 0)
    .execute();
}

/**
 * Drops the windows that started before `before`: of the keys that begin with `prefix`, or with
 * no prefix those of every key but the ones beginning with `exceptPrefix` (a longer window's keys,
 * still counting when a short window has ended).
 */
export function deleteWindowsBefore(db: Db, before: Date, keys: { prefix?: string; exceptPrefix?: string } = {}) {
  let query = db.deleteFrom('rate_limit_hit').where('window_start', '<', before);
  if (keys.prefix) query = query.where('key', 'like', `${keys.prefix}%`);
  if (keys.exceptPrefix) query = query.where('key', 'not like', `${keys.exceptPrefix}%`);
  return query.execute();
}

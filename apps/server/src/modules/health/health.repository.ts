import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** One round trip to the database: it answers, with the pool's own time limits. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

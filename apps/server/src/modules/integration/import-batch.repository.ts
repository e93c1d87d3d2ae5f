import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * One import of a kind at a time (batches from several clients or servers queue here), and the
 * transaction marked as the cooperative's own writing, so the profile-change export does not send
 * the cooperative what it just sent (the trigger reads slakteweb.origin). Every import's
 * transaction begins here.
 */
export async function beginImport(trx: Transaction<Database>, kind: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`slakteweb:import:${kind}`}))`.execute(trx);
  await sql`select set_config('slakteweb.origin', 'import', true)`.execute(trx);
}

import { sql } from 'kysely';
import type { Db } from './database.js';
import type { IntegrationEvent as IntegrationEventTable } from './schema.js';

const STREAMS: IntegrationEventTable['stream'][] = ['enrolments', 'prognoses', 'profiles', 'cases', 'grants'];

/** Thrown at the start when the export feeds' cursors cannot be trusted on this database. */
export class FeedTxidsAheadError extends Error {}

/**
 * The export feeds order their events by the writing transaction's id and hand out only those of
 * finished transactions (export.repository.ts), so a reader's cursor holds a transaction id of this
 * database cluster. A logical copy (pg_dump and pg_restore into another cluster) carries the stored
 * ids over while the new cluster counts from its own, lower, number: new events would sort before
 * every saved cursor (skipped) and the copied ones after every running transaction (held back).
 * A physical copy (pg_basebackup, point-in-time recovery, the embedded backup) keeps the count.
 * So the start stops, with what to do, when a stored id is at or past the next one this database
 * will give. Per stream, newest first along the feed's own index.
 */
export async function refuseFeedTxidsAhead(db: Db): Promise<void> {
  const { rows } = await sql<{ stream: string; newest: string; next: string }>`
    select s.stream, e.txid::text as newest, pg_snapshot_xmax(pg_current_snapshot())::text as next
    from unnest(${STREAMS}::text[]) as s(stream)
    cross join lateral (
      select txid from integration_event where integration_event.stream = s.stream order by txid desc, id desc limit 1
    ) e
    where e.txid >= pg_snapshot_xmax(pg_current_snapshot())`.execute(db);
  const ahead = rows[0];
  if (!ahead) return;
  throw new FeedTxidsAheadError(
    `the export feed '${ahead.stream}' holds events of transaction ${ahead.newest}, but this database's next transaction is ${ahead.next}: ` +
      'it was copied logically (pg_dump/pg_restore) from another cluster, and the feeds would skip new events and hold back old ones. ' +
      'Restore a physical backup instead (pg_basebackup with WAL archiving; README, Backup and restore).',
  );
}

import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * Every start makes an accounting document for each posted settlement that has none
 * (documents-seed.ts). Finding those walked every posted settlement with an anti-join on the
 * documents (half a second at 400 000 settlements, seconds at national scale). A settlement now
 * says whether it has been through that sync, and a partial index holds only those that have not:
 * the start reads just the settlements that arrived since.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('settlement')
    .addColumn('accounting_synced', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update settlement s set accounting_synced = true where exists (select 1 from document d where d.settlement_id = s.id)`.execute(db);
  await sql`create index settlement_accounting_unsynced on settlement (id) where kind = 'posted' and not accounting_synced`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index settlement_accounting_unsynced`.execute(db);
  await db.schema.alterTable('settlement').dropColumn('accounting_synced').execute();
}

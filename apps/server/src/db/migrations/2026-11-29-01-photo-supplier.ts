import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * A settlement's photos are read by supplier and by the settlement's animals. Without an index on
 * the supplier, a farm with no photos (most of them) had the planner read the whole photo table for
 * every settlement it opened.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('slaughter_photo_supplier').on('slaughter_photo').column('supplier_no').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('slaughter_photo_supplier').execute();
}

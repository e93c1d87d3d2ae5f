import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * The cooperative's price lists (DESIGN.md §10 Prices): one per animal kind and settlement
 * category, in force from an ISO week until the next of the same kind and category. The list is
 * kept whole as JSON (PriceList, in øre); the base price beside it is what the price path reads
 * week by week without opening every list.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('price_list')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('pigs', 'sheep', 'cattle')`))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('year', 'smallint', (c) => c.notNull())
    .addColumn('week', 'smallint', (c) => c.notNull().check(sql`week between 1 and 53`))
    .addColumn('base_ore_per_kg', 'integer', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_list_pkey', ['kind', 'category', 'year', 'week'])
    .execute();
  await sql`comment on column price_list.list is 'The whole list as JSON (PriceList, øre), as the import checked it.'`.execute(db);
  await sql`comment on column price_list.base_ore_per_kg is 'The base price (notering) in øre per kg, copied from the list for the price path.'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_list').execute();
}

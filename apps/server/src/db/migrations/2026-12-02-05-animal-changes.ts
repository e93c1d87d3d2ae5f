import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * Changes to settled animals (DESIGN.md §10): a settlement imported again with another class,
 * fat group, meat percent, weight or price for an animal keeps a row per changed value, so the
 * farmer sees what it was and what it became. The animals themselves are replaced on every
 * re-import; the history hangs on the settlement and the animal's key (its individual number,
 * else its group and mark number, else its place in its group: core's animalKeys).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('slaughter_animal_change')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('settlement_id', 'bigint', (c) => c.notNull().references('settlement.id').onDelete('cascade'))
    .addColumn('animal_key', 'text', (c) => c.notNull().check(sql`char_length(animal_key) between 1 and 200`))
    .addColumn('field', 'text', (c) => c.notNull().check(sql`field in ('classification', 'fat_group', 'meat_percent', 'weight_g', 'price_kr_per_kg')`))
    // In the field's unit as the farmer reads it (class as text, percent, grams, kroner per kg); null where there was none.
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A settlement's detail reads its animals' changes, in the order they were made.
  await db.schema.createIndex('slaughter_animal_change_settlement').on('slaughter_animal_change').columns(['settlement_id', 'id']).execute();
  await sql`comment on table slaughter_animal_change is 'A value of a settled animal the cooperative changed by importing the settlement again: never overwritten silently.'`.execute(db);
  await sql`comment on column slaughter_animal_change.animal_key is 'Which animal of the settlement: i:{individual no}, m:{group}|{mark no} or p:{group}|{place}, #n for a repeat.'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('slaughter_animal_change').execute();
}

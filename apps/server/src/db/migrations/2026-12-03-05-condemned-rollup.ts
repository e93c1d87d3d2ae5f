import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * What a farm's condemned carcasses cost (DESIGN.md §10, Benchmarks) is their weight × the farm's
 * own price per kg of that ISO week; the price was worked out on every call from all of the farm's
 * animals in the period. Kept instead by the writes beside the other rollups: per supplier, kind
 * and settlement date, the weight and amount of the priced animals that were not condemned (a
 * day, so a week cut by the period's first or last day is priced as before). The condemned
 * carcasses themselves are found by a partial index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('health_price_rollup')
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('animal_kind', 'text', (c) => c.notNull())
    .addColumn('settlement_date', 'date', (c) => c.notNull())
    .addColumn('animals', 'integer', (c) => c.notNull())
    .addColumn('weight_g', 'bigint', (c) => c.notNull())
    .addColumn('amount_ore', 'bigint', (c) => c.notNull())
    // Read for one farm and kind over a span of dates.
    .addPrimaryKeyConstraint('health_price_rollup_pk', ['supplier_no', 'animal_kind', 'settlement_date'])
    .execute();
  await sql`
    insert into health_price_rollup (supplier_no, animal_kind, settlement_date, animals, weight_g, amount_ore)
    select s.supplier_no, a.animal_kind, s.settlement_date, count(*)::int, sum(a.weight_g)::bigint, sum(a.amount_ore)::bigint
    from settlement s join slaughter_animal a on a.settlement_id = s.id
    where s.kind = 'posted' and a.discard is null and a.price_ore_per_kg is not null and a.weight_g > 0
    group by s.supplier_no, a.animal_kind, s.settlement_date`.execute(db);
  await sql`create index slaughter_animal_condemned on slaughter_animal (supplier_no, animal_kind, settlement_id) where discard = 'total'`.execute(db);

  await sql`comment on table health_price_rollup is 'Per supplier, kind and settlement date of posted settlements: the priced animals that were not condemned, their weight and amount (the week price of the condemned carcasses). Kept by the writes.'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index slaughter_animal_condemned`.execute(db);
  await db.schema.dropTable('health_price_rollup').execute();
}

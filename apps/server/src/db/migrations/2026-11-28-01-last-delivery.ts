import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * The dashboard's last delivery per animal kind: for each supplier and kind, the newest posted
 * settlement (by date, then settlement number, as the posted list sorts) with animals of that
 * kind. Finding it from the settlements walked a farm's whole history for every kind the farm does
 * not deliver (ten years of a large farm: 15 ms of SQL per dashboard); read from here it is one
 * index look-up per kind.
 *
 * The database keeps it, by triggers, so every writer keeps it right whichever way it writes
 * (insertSettlements, a future import, a test's own rows, an administrator's delete):
 * - animals inserted: a settlement newer than the stored one takes its place (one statement per
 *   inserted batch, from the batch's transition table, so bulk loads stay fast);
 * - animals deleted (also by a settlement's delete, which cascades to its animals) or settlements
 *   changed: the suppliers concerned are recomputed from the raw rows (rare).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('last_delivery')
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('animal_kind', 'text', (c) => c.notNull())
    .addColumn('settlement_id', 'bigint', (c) => c.notNull())
    .addColumn('settlement_date', 'date', (c) => c.notNull())
    .addColumn('settlement_no', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('last_delivery_pk', ['supplier_no', 'animal_kind'])
    .execute();
  // The delete trigger finds the rows that name a deleted settlement.
  await db.schema.createIndex('last_delivery_settlement').on('last_delivery').column('settlement_id').execute();

  // One supplier's rows from the raw rows: for each kind, the newest posted settlement with
  // animals of that kind.
  await sql`
    create function last_delivery_recompute(supplier text) returns void language plpgsql as $$
    begin
      delete from last_delivery where supplier_no = supplier;
      insert into last_delivery (supplier_no, animal_kind, settlement_id, settlement_date, settlement_no)
      select distinct on (a.animal_kind) s.supplier_no, a.animal_kind, s.id, s.settlement_date, s.settlement_no
      from settlement s join slaughter_animal a on a.settlement_id = s.id
      where s.supplier_no = supplier and s.kind = 'posted'
      order by a.animal_kind, s.settlement_date desc, s.settlement_no desc;
    end $$`.execute(db);

  await sql`
    create function last_delivery_animals_inserted() returns trigger language plpgsql as $$
    begin
      insert into last_delivery (supplier_no, animal_kind, settlement_id, settlement_date, settlement_no)
      select distinct on (s.supplier_no, n.animal_kind) s.supplier_no, n.animal_kind, s.id, s.settlement_date, s.settlement_no
      from (select distinct settlement_id, animal_kind from inserted_animals) n
      join settlement s on s.id = n.settlement_id
      where s.kind = 'posted'
      order by s.supplier_no, n.animal_kind, s.settlement_date desc, s.settlement_no desc
      on conflict (supplier_no, animal_kind) do update
        set settlement_id = excluded.settlement_id, settlement_date = excluded.settlement_date, settlement_no = excluded.settlement_no
        where (excluded.settlement_date, excluded.settlement_no) > (last_delivery.settlement_date, last_delivery.settlement_no);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger last_delivery_animals_inserted after insert on slaughter_animal
    referencing new table as inserted_animals
    for each statement execute function last_delivery_animals_inserted()`.execute(db);

  await sql`
    create function last_delivery_animals_deleted() returns trigger language plpgsql as $$
    declare
      supplier text;
    begin
      for supplier in
        select distinct l.supplier_no from last_delivery l join (select distinct settlement_id from deleted_animals) d on d.settlement_id = l.settlement_id
      loop
        perform last_delivery_recompute(supplier);
      end loop;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger last_delivery_animals_deleted after delete on slaughter_animal
    referencing old table as deleted_animals
    for each statement execute function last_delivery_animals_deleted()`.execute(db);

  await sql`
    create function last_delivery_settlements_updated() returns trigger language plpgsql as $$
    declare
      supplier text;
    begin
      for supplier in
        select o.supplier_no from old_settlements o join new_settlements n on n.id = o.id
        where (o.supplier_no, o.kind, o.settlement_date, o.settlement_no) is distinct from (n.supplier_no, n.kind, n.settlement_date, n.settlement_no)
        union
        select n.supplier_no from old_settlements o join new_settlements n on n.id = o.id
        where (o.supplier_no, o.kind, o.settlement_date, o.settlement_no) is distinct from (n.supplier_no, n.kind, n.settlement_date, n.settlement_no)
      loop
        perform last_delivery_recompute(supplier);
      end loop;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger last_delivery_settlements_updated after update on settlement
    referencing old table as old_settlements new table as new_settlements
    for each statement execute function last_delivery_settlements_updated()`.execute(db);

  // Filled for the settlements there are.
  await sql`
    insert into last_delivery (supplier_no, animal_kind, settlement_id, settlement_date, settlement_no)
    select distinct on (s.supplier_no, k.animal_kind) s.supplier_no, k.animal_kind, s.id, s.settlement_date, s.settlement_no
    from (select distinct settlement_id, animal_kind from slaughter_animal) k
    join settlement s on s.id = k.settlement_id
    where s.kind = 'posted'
    order by s.supplier_no, k.animal_kind, s.settlement_date desc, s.settlement_no desc`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists last_delivery_settlements_updated on settlement`.execute(db);
  await sql`drop trigger if exists last_delivery_animals_deleted on slaughter_animal`.execute(db);
  await sql`drop trigger if exists last_delivery_animals_inserted on slaughter_animal`.execute(db);
  await sql`drop function if exists last_delivery_settlements_updated, last_delivery_animals_deleted, last_delivery_animals_inserted, last_delivery_recompute`.execute(db);
  await db.schema.dropTable('last_delivery').execute();
}

// Hot statements here are prepared once (preparedStatement, db/prepared-statement.ts). The rule:
// a prepared statement's SQL text depends on its shape only (a few flags or words), never on a
// value. Values go in as parameters; what would change the text (an `in` list, a branch on a
// value) belongs in the shape, or the statement is not one to prepare.
import { sql } from 'kysely';
import { type AnimalKind, EUROP_CLASSES, FAT_GROUPS } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared-statement.js';

/** The newest settlement, as every row of the dashboard's statement carries it. */
export interface LastSettlementColumns {
  last_settlement_date: string;
  last_settlement_no: string;
  last_amount_ore: number;
  last_kind: 'temp' | 'posted';
  /** Its animals' kinds, in the order pig, sheep, cattle. */
  last_animal_kinds: AnimalKind[];
}

export interface LastDeliveryRow {
  animal_kind: AnimalKind;
  settlement_date: string;
  settlement_no: string;
  animals: number;
  weight_g: number;
  amount_ore: number;
  /** Sum and count of the animals' steps on the 15-step scale (classified animals only). */
  class_steps: number | null;
  classified: number;
  fat_steps: number | null;
  fat_grouped: number;
  /** Sum and count of kjøttprosent in tenths (animals with meat percent only). */
  meat_tenths: number | null;
  meat_measured: number;
}

/**
 * A text[] literal of the 15-step scale from core, so SQL and core use the same order. Written
 * into the statement as constants (core's own, never user input), not sent as 60 parameters with
 * every request: the statement's text stays the same, so it is prepared once per connection.
 */
function scale(steps: readonly string[]) {
  return sql`array[${sql.join(steps.map((s) => sql`${sql.lit(s)}::text`))}]`;
}

/**
 * The dashboard in one statement: the supplier's newest settlement of the kinds asked for
 * (temporary ones where the company shows them; ordered as the lists are, a posted one first on
 * the same date) with its animal kinds, and beside it, per animal kind,
 * the newest posted settlement with animals of that kind and the sums over those animals: count,
 * grams, øre, and the sums and counts the averages are made of (steps on the 15-step scale for
 * class and fat group, tenths for meat percent). Integers only; the service divides.
 * Which settlement is the newest per kind is stored in last_delivery (kept by the database on
 * every write), so this reads one settlement's animals per kind the farm delivers, however long
 * its history.
 * No rows without a posted settlement; one row with null delivery columns for a farm whose posted
 * settlements have no animals; else one row per kind delivered, in the order pig, sheep, cattle.
 */
export function dashboardRows(db: Db, supplierNo: string, withTemporary: boolean): Promise<(LastSettlementColumns & (LastDeliveryRow | NoDelivery))[]> {
  return dashboardStatement.run(db, { supplierNo, kinds: withTemporary ? ['posted', 'temp'] : ['posted'] });
}

const classStep = sql`array_position(${scale(EUROP_CLASSES)}, a.classification)`;
const fatStep = sql`array_position(${scale(FAT_GROUPS)}, a.fat_group)`;

/** Run by every dashboard, so built once (db/prepared-statement.ts). */
const dashboardStatement = preparedStatement(
  (_db, { supplierNo, kinds }: { supplierNo: string; kinds: string[] }) => sql<LastSettlementColumns & (LastDeliveryRow | NoDelivery)>`
    select last.settlement_date as last_settlement_date, last.settlement_no as last_settlement_no, last.amount_ore as last_amount_ore,
      last.kind as last_kind,
      array(
        select k from unnest(array['pig', 'sheep', 'cattle']) with ordinality as o(k, n)
        where exists (select 1 from slaughter_animal sa where sa.settlement_id = last.id and sa.animal_kind = o.k)
        order by o.n
      ) as last_animal_kinds,
      d.*
    from (
      select id, settlement_date, settlement_no, amount_ore, kind from settlement
      where supplier_no = ${supplierNo} and kind = any(${kinds}::text[])
      order by settlement_date desc, kind = 'posted' desc, settlement_no desc
      limit 1
    ) last
    left join lateral (
      select l.animal_kind, l.settlement_date, l.settlement_no,
        count(*)::int as animals,
        sum(a.weight_g)::bigint as weight_g,
        coalesce(sum(a.amount_ore), 0)::bigint as amount_ore,
        sum(${classStep})::bigint as class_steps,
        count(${classStep})::int as classified,
        sum(${fatStep})::bigint as fat_steps,
        count(${fatStep})::int as fat_grouped,
        sum(a.meat_percent_tenths)::bigint as meat_tenths,
        count(a.meat_percent_tenths)::int as meat_measured
      from last_delivery l
      join slaughter_animal a on a.settlement_id = l.settlement_id and a.animal_kind = l.animal_kind and a.supplier_no = l.supplier_no
      where l.supplier_no = ${supplierNo}
      group by l.animal_kind, l.settlement_date, l.settlement_no
    ) d on true
    order by array_position(array['pig', 'sheep', 'cattle'], d.animal_kind)`,
);

/** The delivery columns of the one row of a farm whose posted settlements have no animals. */
export type NoDelivery = { [K in keyof LastDeliveryRow]: null };

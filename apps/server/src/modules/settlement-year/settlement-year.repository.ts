import { sql } from 'kysely';
import type { AnimalKind, SettlementYearSource } from '@slakteweb/core';
import type { Db } from '../../db/database.js';

/**
 * The supplier's posted settlements from..to (both included), one row per settlement and animal
 * kind with its animals, grams and øre, oldest first. Only the supplier's own rows are read.
 */
export async function settlementsByKind(db: Db, supplierNo: string, from: string, to: string): Promise<SettlementYearSource[]> {
  const rows = await db
    .selectFrom('settlement as s')
    .innerJoin('slaughter_animal as a', (join) => join.onRef('a.settlement_id', '=', 's.id').onRef('a.supplier_no', '=', 's.supplier_no'))
    .select([
      's.settlement_date',
      's.settlement_no',
      'a.animal_kind',
      sql<string>`count(*)`.as('animals'),
      sql<string>`sum(a.weight_g)`.as('weight_g'),
      sql<string>`coalesce(sum(a.amount_ore), 0)`.as('amount_ore'),
    ])
    .where('s.supplier_no', '=', supplierNo)
    .where('s.kind', '=', 'posted')
    .where('s.settlement_date', '>=', from)
    .where('s.settlement_date', '<=', to)
    .groupBy(['s.id', 's.settlement_date', 's.settlement_no', 'a.animal_kind'])
    .orderBy('s.settlement_date')
    .orderBy('s.settlement_no')
    .orderBy(sql`case a.animal_kind when 'pig' then 0 when 'sheep' then 1 else 2 end`)
    .execute();
  // Counts and sums come back as text (bigint, numeric) on PostgreSQL.
  return rows.map((r) => ({
    date: r.settlement_date,
    settlement_no: r.settlement_no,
    kind: r.animal_kind as AnimalKind,
    animals: Number(r.animals),
    weight_g: Number(r.weight_g),
    amount_ore: Number(r.amount_ore),
  }));
}

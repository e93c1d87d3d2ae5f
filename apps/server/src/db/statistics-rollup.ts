import { type RawBuilder, sql, type Transaction } from 'kysely';
import { EUROP_CLASSES, FAT_GROUPS } from '@slakteweb/core';
import type { Db } from './database.js';
import type { Database } from './types.js';
import { rollUpGrid } from './grid-rollup.js';

/**
 * The statistics rollups: sums over the settled animals of posted settlements, per supplier and
 * calendar year (with the diseases), and over all suppliers per calendar month; and for the health
 * benchmark, per supplier, kind and calendar quarter (with the animals with findings, and each
 * finding) and per supplier, kind and day (the priced animals, for the condemned carcasses' week
 * price); and for 'Treff på prisgrid', per supplier, kind and quarter (grid-rollup.ts). The statistics
 * routes read only these (and a farmer's newest settlement), so no request scans the cooperative's
 * animals, and every average is derived exactly from integer sums.
 *
 * They are kept up to date in two ways:
 * - insertSettlements (the one way settlements arrive) adds the new settlements' animals in the
 *   same transaction: addSettlementsToRollups;
 * - rebuildStatisticsRollups recomputes everything from the animals; the server runs it at start
 *   when the rollups are stale (never built, built with an older ROLLUP_VERSION, or missing
 *   animals that arrived some other way).
 * Readers never wait for either: PostgreSQL shows them the last committed rollups meanwhile.
 */

/** Bump when what the rollups hold changes: the next start rebuilds them (4: the grid counts animals without deduction; 5: the grid's deductions per settlement). */
export const ROLLUP_VERSION = 5;

type Executor = Db | Transaction<Database>;

/** A text[] literal of a 15-step scale from core, so SQL and core use the same order. */
function scale(steps: readonly string[]): RawBuilder<unknown> {
  return sql`array[${sql.join(steps.map((s) => sql`${s}::text`))}]`;
}

/**
 * The sums of the statistics over the animals `a` of settlements `s` in a group: animals, grams,
 * steps on the 15-step scale for class and fat group with how many animals have one, kjøttprosent
 * in tenths with how many have one, the condemned, and the newest settlement date. The column
 * names are those of the rollup tables (StatisticsSumColumns).
 */
export function animalSums(): RawBuilder<unknown> {
  const classStep = sql`array_position(${scale(EUROP_CLASSES)}, a.classification)`;
  const fatStep = sql`array_position(${scale(FAT_GROUPS)}, a.fat_group)`;
  return sql`count(*)::int as animals,
    coalesce(sum(a.weight_g), 0)::bigint as weight_g,
    coalesce(sum(${classStep}), 0)::bigint as class_steps,
    count(${classStep})::int as classified,
    coalesce(sum(${fatStep}), 0)::bigint as fat_steps,
    count(${fatStep})::int as fat_grouped,
    coalesce(sum(a.meat_percent_tenths), 0)::bigint as meat_tenths,
    count(a.meat_percent_tenths)::int as meat_measured,
    (count(*) filter (where a.discard = 'partial'))::int as partially_discarded,
    (count(*) filter (where a.discard = 'total'))::int as totally_discarded,
    max(s.settlement_date) as last_date`;
}

const SUM_COLUMNS = [
  'animals',
  'weight_g',
  'class_steps',
  'classified',
  'fat_steps',
  'fat_grouped',
  'meat_tenths',
  'meat_measured',
  'partially_discarded',
  'totally_discarded',
] as const;

/** How rollUp writes: into empty tables, adding onto what is there, or taking away from it. */
type RollUpMode = 'fresh' | 'add' | 'subtract';

/**
 * `animals = t.animals + excluded.animals, …`: adds a delta onto an existing rollup row, or takes
 * it away. Taking away keeps last_date: the newest date taken in stays an upper bound.
 */
function applyExcluded(table: string, mode: 'add' | 'subtract', extra: readonly string[] = []): RawBuilder<unknown> {
  const op = mode === 'add' ? sql`+` : sql`-`;
  const sums = [...SUM_COLUMNS, ...extra].map((c) => sql`${sql.ref(c)} = ${sql.ref(`${table}.${c}`)} ${op} excluded.${sql.ref(c)}`);
  return sql.join([...sums, sql`last_date = greatest(${sql.ref(`${table}.last_date`)}, excluded.last_date)`]);
}

const sumColumnList = sql.join([...SUM_COLUMNS, 'last_date'].map((c) => sql.ref(c)));

/**
 * Writes the sums of the posted animals that `where` selects (over `settlement s`) into the three
 * rollups: 'fresh' into empty tables (rebuild), 'add' onto what is there (new settlements), 'subtract' from it.
 */
async function rollUp(trx: Executor, where: RawBuilder<unknown>, mode: RollUpMode): Promise<void> {
  const onConflict = (table: string, key: string, extra: readonly string[] = []) =>
    mode === 'fresh' ? sql`` : sql`on conflict (${sql.raw(key)}) do update set ${applyExcluded(table, mode, extra)}`;
  const diseaseOp = mode === 'subtract' ? sql`-` : sql`+`;
  await sql`
    insert into statistics_rollup (supplier_no, year, animal_kind, subkind, ${sumColumnList})
    select s.supplier_no, extract(year from s.settlement_date)::smallint, a.animal_kind, a.group_name, ${animalSums()}
    from settlement s join slaughter_animal a on a.settlement_id = s.id
    where s.kind = 'posted' and ${where}
    group by s.supplier_no, 2, a.animal_kind, a.group_name
    ${onConflict('statistics_rollup', 'supplier_no, year, animal_kind, subkind')}`.execute(trx);
  await sql`
    insert into statistics_disease_rollup (supplier_no, year, animal_kind, subkind, name, animals)
    select s.supplier_no, extract(year from s.settlement_date)::smallint, a.animal_kind, a.group_name, d.name, count(*)::int
    from settlement s
    join slaughter_animal a on a.settlement_id = s.id
    join slaughter_animal_disease d on d.animal_id = a.id
    where s.kind = 'posted' and ${where}
    group by s.supplier_no, 2, a.animal_kind, a.group_name, d.name
    ${mode === 'fresh' ? sql`` : sql`on conflict (supplier_no, year, animal_kind, subkind, name) do update set animals = statistics_disease_rollup.animals ${diseaseOp} excluded.animals`}`.execute(
    trx,
  );
  await sql`
    insert into statistics_cooperative_rollup (month, animal_kind, subkind, ${sumColumnList})
    select date_trunc('month', s.settlement_date)::date, a.animal_kind, a.group_name, ${animalSums()}
    from settlement s join slaughter_animal a on a.settlement_id = s.id
    where s.kind = 'posted' and ${where}
    group by 1, a.animal_kind, a.group_name
    ${onConflict('statistics_cooperative_rollup', 'month, animal_kind, subkind')}`.execute(trx);
  // The health benchmark's quarters: per kind, not per settlement group.
  await sql`
    insert into health_rollup (animal_kind, quarter, supplier_no, ${sumColumnList}, with_findings)
    select a.animal_kind, date_trunc('quarter', s.settlement_date)::date, s.supplier_no, ${animalSums()},
      (count(*) filter (where exists (select 1 from slaughter_animal_disease d where d.animal_id = a.id)))::int as with_findings
    from settlement s join slaughter_animal a on a.settlement_id = s.id
    where s.kind = 'posted' and ${where}
    group by a.animal_kind, 2, s.supplier_no
    ${onConflict('health_rollup', 'animal_kind, quarter, supplier_no', ['with_findings'])}`.execute(trx);
  await sql`
    insert into health_finding_rollup (animal_kind, quarter, supplier_no, name, animals)
    select a.animal_kind, date_trunc('quarter', s.settlement_date)::date, s.supplier_no, d.name, count(*)::int
    from settlement s
    join slaughter_animal a on a.settlement_id = s.id
    join slaughter_animal_disease d on d.animal_id = a.id
    where s.kind = 'posted' and ${where}
    group by a.animal_kind, 2, s.supplier_no, d.name
    ${mode === 'fresh' ? sql`` : sql`on conflict (animal_kind, quarter, supplier_no, name) do update set animals = health_finding_rollup.animals ${diseaseOp} excluded.animals`}`.execute(
    trx,
  );
  // The condemned carcasses' week price: per supplier, kind and day, the priced animals not condemned.
  await sql`
    insert into health_price_rollup (supplier_no, animal_kind, settlement_date, animals, weight_g, amount_ore)
    select s.supplier_no, a.animal_kind, s.settlement_date, count(*)::int, sum(a.weight_g)::bigint, sum(a.amount_ore)::bigint
    from settlement s join slaughter_animal a on a.settlement_id = s.id
    where s.kind = 'posted' and a.discard is null and a.price_ore_per_kg is not null and a.weight_g > 0 and ${where}
    group by s.supplier_no, a.animal_kind, s.settlement_date
    ${
      mode === 'fresh'
        ? sql``
        : sql`on conflict (supplier_no, animal_kind, settlement_date) do update set
            animals = health_price_rollup.animals ${diseaseOp} excluded.animals,
            weight_g = health_price_rollup.weight_g ${diseaseOp} excluded.weight_g,
            amount_ore = health_price_rollup.amount_ore ${diseaseOp} excluded.amount_ore`
    }`.execute(trx);
  await rollUpGrid(trx, where, mode);
}

/**
 * Moves the rollups' generation on when posted settlements among these change them: the health
 * benchmark's kept bands of an older generation are worked out again on their next call.
 * Temporary settlements are in no rollup and leave the bands as they are.
 */
async function nextGeneration(trx: Executor, ids: number[]): Promise<void> {
  await sql`
    update statistics_rollup_state set generation = generation + 1
    where id = 1 and exists (select 1 from settlement s where s.kind = 'posted' and s.id in (${sql.join(ids)}))`.execute(trx);
}

/**
 * Adds the animals of newly inserted settlements to the rollups (temporary settlements add
 * nothing). Run it in the transaction that inserted them, once: it adds, it does not recompute.
 * Writers of the rollups queue behind a rebuild; readers never wait.
 */
export async function addSettlementsToRollups(trx: Executor, settlementIds: number[]): Promise<void> {
  if (settlementIds.length === 0) return;
  // Settlements arriving at once (several importers or servers) would update the same
  // cooperative rows in different orders and deadlock: they take their turn here instead, for
  // the rest of their transaction, which is only this and the commit.
  await sql`select pg_advisory_xact_lock(hashtext('slakteweb:statistics-rollup'))`.execute(trx);
  for (let i = 0; i < settlementIds.length; i += 1000) {
    const ids = settlementIds.slice(i, i + 1000);
    const inIds = sql`s.id in (${sql.join(ids)})`;
    await rollUp(trx, inIds, 'add');
    await nextGeneration(trx, ids);
    await sql`
      update statistics_rollup_state
      set max_animal_id = greatest(max_animal_id, coalesce((select max(a.id) from slaughter_animal a join settlement s on s.id = a.settlement_id where ${inIds}), 0)),
        refreshed_at = now()
      where id = 1`.execute(trx);
  }
}

/**
 * Takes the animals of settlements out of the rollups, before those animals are replaced or
 * deleted (an import correcting a posted settlement); run in that transaction, then
 * addSettlementsToRollups once the new animals are in. Rows left with no animals go.
 */
export async function removeSettlementsFromRollups(trx: Executor, settlementIds: number[]): Promise<void> {
  if (settlementIds.length === 0) return;
  await sql`select pg_advisory_xact_lock(hashtext('slakteweb:statistics-rollup'))`.execute(trx);
  for (let i = 0; i < settlementIds.length; i += 1000) {
    const ids = settlementIds.slice(i, i + 1000);
    await rollUp(trx, sql`s.id in (${sql.join(ids)})`, 'subtract');
    await nextGeneration(trx, ids);
  }
  await sql`delete from statistics_rollup where animals <= 0`.execute(trx);
  await sql`delete from statistics_disease_rollup where animals <= 0`.execute(trx);
  await sql`delete from statistics_cooperative_rollup where animals <= 0`.execute(trx);
  await sql`delete from health_rollup where animals <= 0`.execute(trx);
  await sql`delete from health_finding_rollup where animals <= 0`.execute(trx);
  await sql`delete from health_price_rollup where animals <= 0`.execute(trx);
}

/**
 * Recomputes the rollups from every settled animal in one transaction. It locks the rollups
 * against other writers (settlements arriving meanwhile add themselves after it) but not against
 * readers, who see the previous rollups until it commits. On a snapshot taken after the lock, so
 * what it counts and the highest animal id it records agree. Answers the posted animals counted.
 */
export async function rebuildStatisticsRollups(db: Db): Promise<{ ms: number; animals: number }> {
  const started = performance.now();
  const animals = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`lock table statistics_rollup, statistics_disease_rollup, statistics_cooperative_rollup, health_rollup, health_finding_rollup, health_price_rollup, grid_rollup, grid_deduction_rollup in share row exclusive mode`.execute(trx);
      for (const table of ['statistics_rollup', 'statistics_disease_rollup', 'statistics_cooperative_rollup', 'health_rollup', 'health_finding_rollup', 'health_price_rollup', 'grid_rollup', 'grid_deduction_rollup']) {
        await sql`delete from ${sql.table(table)}`.execute(trx);
      }
      await rollUp(trx, sql`true`, 'fresh');
      await sql`
        insert into statistics_rollup_state (id, version, max_animal_id, refreshed_at)
        values (1, ${ROLLUP_VERSION}, (select coalesce(max(id), 0) from slaughter_animal), now())
        on conflict (id) do update set version = excluded.version, max_animal_id = excluded.max_animal_id, refreshed_at = excluded.refreshed_at,
          generation = statistics_rollup_state.generation + 1`.execute(trx);
      const counted = await sql<{ animals: number | null }>`select sum(animals)::bigint as animals from statistics_cooperative_rollup`.execute(trx);
      return Number(counted.rows[0]?.animals ?? 0);
    });
  return { ms: Math.round(performance.now() - started), animals };
}

/**
 * True when the rollups may not hold every settled animal: never built, built with another
 * ROLLUP_VERSION, or animals newer than the highest they took in (inserted some other way than
 * insertSettlements). Cheap: two index look-ups.
 */
export async function statisticsRollupsStale(db: Db): Promise<boolean> {
  const state = await db.selectFrom('statistics_rollup_state').select(['version', 'max_animal_id']).where('id', '=', 1).executeTakeFirst();
  if (!state || state.version !== ROLLUP_VERSION) return true;
  const newest = await db
    .selectFrom('slaughter_animal')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(newest?.id ?? 0) > Number(state.max_animal_id);
}

/** Rebuilds the rollups when they are stale (at start); answers whether it did, and the posted animals counted. */
export async function rebuildStatisticsRollupsIfStale(db: Db): Promise<{ rebuilt: boolean; ms: number; animals: number }> {
  if (!(await statisticsRollupsStale(db))) return { rebuilt: false, ms: 0, animals: 0 };
  return { rebuilt: true, ...(await rebuildStatisticsRollups(db)) };
}

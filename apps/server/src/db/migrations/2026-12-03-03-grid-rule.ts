import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * 'Treff på prisgrid' counts an animal inside the grid on a scale when the scale takes nothing from
 * it (a supplement of 0 kr/kg or more), no longer only when it got the scale's highest supplement.
 * The columns keep their names; their comments say what they now count. The rows themselves are
 * counted again at the next start (ROLLUP_VERSION 4, db/statistics-rollup.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await sql`comment on table grid_rollup is 'Per supplier, kind and calendar quarter: settled animals of posted settlements priced by a list in force, and those inside the grid on each scale of it (no deduction there). Kept by the writes.'`.execute(db);
  await sql`comment on column grid_rollup.classified is 'Of them, those with an EUROP class (class_best: no deduction for their class).'`.execute(db);
  await sql`comment on column grid_rollup.weight_best is 'Of the animals, those whose weight takes no deduction (in a band of 0 kr/kg or more, or outside every band).'`.execute(db);
  await sql`comment on column grid_rollup.class_best is 'Of the classified, those whose class takes no deduction (0 kr/kg or more).'`.execute(db);
  await sql`comment on column grid_rollup.fat_best is 'Of the fat_grouped, those whose fat group takes no deduction (0 kr/kg or more).'`.execute(db);
  await sql`comment on column grid_rollup.meat_best is 'Of the meat_measured, those whose meat percent takes no deduction (at or above the list''s base percent).'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`comment on table grid_rollup is 'Per supplier, kind and calendar quarter: settled animals of posted settlements priced by a list in force, and those in the best of each scale of it. Kept by the writes.'`.execute(db);
  await sql`comment on column grid_rollup.classified is 'Of them, those with an EUROP class (class_best: in the class the list pays most for).'`.execute(db);
  for (const column of ['weight_best', 'class_best', 'fat_best', 'meat_best']) await sql`comment on column grid_rollup.${sql.ref(column)} is null`.execute(db);
}

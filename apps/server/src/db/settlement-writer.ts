import { sql, type Transaction } from 'kysely';
import { type AnimalFigures, animalFigures } from './animal-figures.js';
import type { Db } from './database.js';
import type { Database, Discard, SettledAnimal, SettlementColumns, SlaughterAnimalRow } from './types.js';
import { PHOTO_CONTENT_TYPE } from './seed/slaughter-photos.js';
import { addSettlementsToRollups } from './statistics-rollup.js';

/**
 * The one way settlements and their animals are written, for the demo generator and the
 * cooperative's import alike: batched inserts (hundreds of rows per statement: PGlite spends its
 * time per statement, not per row), ids matched back by natural keys, never by the order of
 * RETURNING, and the posted animals added to the statistics rollups in the same transaction.
 */

type Executor = Transaction<Database> | Db;

/** A settled animal with its diseases, photos (files already in FILES_DIR) and discard. */
export interface AnimalToWrite extends SettledAnimal {
  diseases: string[];
  photos?: { id: string; file_name: string }[];
  discard: Discard | null;
}

/**
 * A settlement with its animals. arrived_at: when an import brought it; import_hash: the import's
 * hash of the record, to answer 'unchanged' to the same record sent again (both absent for demo data).
 */
export interface SettlementToWrite extends SettlementColumns {
  animals: AnimalToWrite[];
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The key settlements are unique by (settlement_kind_no). */
export const settlementKey = (s: { kind: string; settlement_no: string }) => `${s.kind}:${s.settlement_no}`;

/** An animal to write at its place on a settlement. */
interface PlacedAnimal {
  settlementId: number;
  supplierNo: string;
  position: number;
  animal: AnimalToWrite;
}

/** Writes the animals of settlements that exist already (new, or emptied of their animals). Answers how many. */
async function insertAnimals(trx: Executor, settlements: { settlementId: number; supplierNo: string; animals: AnimalToWrite[] }[]): Promise<number> {
  const animals = settlements.flatMap((s) => s.animals.map((animal, position) => ({ settlementId: s.settlementId, supplierNo: s.supplierNo, position, animal })));
  await insertPlacedAnimals(trx, animals);
  return animals.length;
}

/** Inserts animals at their places, with their diseases and photos. */
async function insertPlacedAnimals(trx: Executor, animals: PlacedAnimal[]): Promise<void> {
  const diseaseRows: { animal_id: number; supplier_no: string; name: string }[] = [];
  const photoRows: { id: string; animal_id: number; supplier_no: string; position: number; file_name: string; content_type: string }[] = [];
  for (const batch of chunks(animals, 500)) {
    const rows = await trx
      // Fires last_delivery_animals_inserted (trigger): last_delivery takes the newer delivery.
      .insertInto('slaughter_animal')
      .values(
        batch.map(({ settlementId, supplierNo, position, animal: a }) => ({
          settlement_id: settlementId,
          supplier_no: supplierNo,
          position,
          group_name: a.group_name,
          animal_kind: a.animal_kind,
          ...animalFigures(a),
          discard: a.discard,
        })),
      )
      .returning(['id', 'settlement_id', 'position'])
      .execute();
    const ids = new Map(rows.map((r) => [`${r.settlement_id}:${r.position}`, Number(r.id)]));
    for (const { settlementId, supplierNo, position, animal } of batch) {
      const animalId = ids.get(`${settlementId}:${position}`);
      if (animalId === undefined) throw new Error('animal was not inserted');
      diseaseRows.push(...diseaseRowsOf(animalId, supplierNo, animal));
      (animal.photos ?? []).forEach((p, i) =>
        photoRows.push({ id: p.id, animal_id: animalId, supplier_no: supplierNo, position: i, file_name: p.file_name, content_type: PHOTO_CONTENT_TYPE }),
      );
    }
  }
  for (const batch of chunks(diseaseRows, 2000)) await trx.insertInto('slaughter_animal_disease').values(batch).execute();
  for (const batch of chunks(photoRows, 1000)) await trx.insertInto('slaughter_photo').values(batch).execute();
}

/** A disease named twice on one animal is one disease (the key is animal and name). */
function diseaseRowsOf(animalId: number, supplierNo: string, animal: AnimalToWrite) {
  return [...new Set(animal.diseases)].map((name) => ({ animal_id: animalId, supplier_no: supplierNo, name }));
}

/**
 * What a re-import does to the animals of settlements that are there already, matched by the
 * animals' natural keys (core's animalKeys): the same animal is updated in place, at its new
 * place, so what hangs on its row stays with it (its photos, the questions asked about it, the
 * read markers and history keyed by it); a new one is inserted; one no longer on the settlement
 * is deleted, and with it its photos (the cooperative no longer settles that animal here: a photo
 * of it would show beside no animal; the question asked about it stays, without its animal).
 */
export interface AnimalRewrite {
  kept: (PlacedAnimal & { id: number; oldPosition: number })[];
  added: PlacedAnimal[];
  removedIds: number[];
}

/** What a kept animal's row is rewritten with: its place, group, figures and discard. */
type KeptAnimalRow = Pick<SlaughterAnimalRow, 'id' | 'position' | 'group_name' | 'discard'> & AnimalFigures;

/**
 * Each column of KeptAnimalRow with its PostgreSQL type, for the recordset the kept animals are
 * sent in (one JSON parameter, however many animals: PGlite spends its time per parameter too).
 * Keyed by the generated table's column names: a column renamed or dropped by a migration, or a
 * figure added to ANIMAL_FIGURE_COLUMNS, fails tsc here until the list follows.
 */
const KEPT_ANIMAL_COLUMN_TYPES = {
  id: 'bigint',
  position: 'integer',
  group_name: 'text',
  mark_no: 'text',
  individual_no: 'text',
  description: 'text',
  classification: 'text',
  meat_percent_tenths: 'smallint',
  fat_group: 'text',
  weight_g: 'integer',
  price_ore_per_kg: 'integer',
  amount_ore: 'bigint',
  discard: 'text',
} as const satisfies Record<keyof KeptAnimalRow, string>;

/** The kept animals as a table `v` of typed columns: jsonb_to_recordset(…) as v(id bigint, …). */
function keptAnimalRecordset(rows: KeptAnimalRow[]) {
  const columns = Object.entries(KEPT_ANIMAL_COLUMN_TYPES).map(([column, type]) => sql`${sql.ref(column)} ${sql.raw(type)}`);
  return sql<KeptAnimalRow>`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`.as<'v'>(sql`v(${sql.join(columns)})`);
}

/**
 * Writes an AnimalRewrite in the caller's transaction, between removeSettlementsFromRollups and
 * addSettlementsToRollups (the rollups are worked out from the rows as they are then). The kept
 * animals are written with one UPDATE per batch, from a recordset of their new columns (checked by
 * tsc against the generated table); only when some moved, their places are swapped
 * through negative positions, since the (settlement, position) key is checked row by row.
 */
export async function rewriteAnimals(trx: Transaction<Database>, rewrite: AnimalRewrite): Promise<void> {
  for (const batch of chunks(rewrite.removedIds, 1000)) {
    // Fires last_delivery_animals_deleted (trigger); photos and diseases go by cascade, questions keep no animal.
    await trx.deleteFrom('slaughter_animal').where('id', 'in', batch).execute();
  }
  const moved = rewrite.kept.some((k) => k.position !== k.oldPosition);
  for (const batch of chunks(rewrite.kept, 500)) {
    const rows: KeptAnimalRow[] = batch.map(({ id, position, oldPosition, animal: a }) => ({
      id,
      position: moved && position !== oldPosition ? -1 - position : position,
      group_name: a.group_name,
      ...animalFigures(a),
      discard: a.discard,
    }));
    // The animal's kind is part of its identity (the caller matches only animals of one kind):
    // last_delivery, kept by insert and delete triggers, stays right. The ids listed as well let
    // the planner find the rows by primary key rather than join the whole table.
    await trx
      .updateTable('slaughter_animal as a')
      .from(keptAnimalRecordset(rows))
      .set((eb) => ({
        position: eb.ref('v.position'),
        group_name: eb.ref('v.group_name'),
        mark_no: eb.ref('v.mark_no'),
        individual_no: eb.ref('v.individual_no'),
        description: eb.ref('v.description'),
        classification: eb.ref('v.classification'),
        meat_percent_tenths: eb.ref('v.meat_percent_tenths'),
        fat_group: eb.ref('v.fat_group'),
        weight_g: eb.ref('v.weight_g'),
        price_ore_per_kg: eb.ref('v.price_ore_per_kg'),
        amount_ore: eb.ref('v.amount_ore'),
        discard: eb.ref('v.discard'),
        // Every column a kept animal's row carries is written: a figure added to it is a line here.
      } satisfies Record<Exclude<keyof KeptAnimalRow, 'id'>, unknown>))
      .whereRef('a.id', '=', 'v.id')
      .where(
        'a.id',
        'in',
        batch.map((k) => k.id),
      )
      .execute();
  }
  if (moved) {
    const settlementIds = [...new Set(rewrite.kept.map((k) => k.settlementId))];
    await trx
      .updateTable('slaughter_animal')
      .set({ position: sql<number>`-1 - position` })
      .where('settlement_id', 'in', settlementIds)
      .where('position', '<', 0)
      .execute();
  }
  // The kept animals' diseases as the import now names them.
  for (const batch of chunks(rewrite.kept, 1000)) {
    await trx
      .deleteFrom('slaughter_animal_disease')
      .where(
        'animal_id',
        'in',
        batch.map((k) => k.id),
      )
      .execute();
  }
  const diseaseRows = rewrite.kept.flatMap((k) => diseaseRowsOf(k.id, k.supplierNo, k.animal));
  for (const batch of chunks(diseaseRows, 2000)) await trx.insertInto('slaughter_animal_disease').values(batch).execute();
  await insertPlacedAnimals(trx, rewrite.added);
}

/**
 * Inserts new settlements with their animals and adds the posted ones to the statistics rollups.
 * Answers the new ids by settlementKey and the animals written.
 */
export async function insertSettlements(trx: Executor, settlements: SettlementToWrite[]): Promise<{ ids: Map<string, number>; animals: number }> {
  const ids = new Map<string, number>();
  for (const batch of chunks(settlements, 500)) {
    const rows = await trx
      .insertInto('settlement')
      .values(
        batch.map((s) => ({
          supplier_no: s.supplier_no,
          kind: s.kind,
          settlement_date: s.settlement_date,
          settlement_no: s.settlement_no,
          amount_ore: s.amount_ore,
          has_document: s.has_document,
          comment: s.comment,
          arrived_at: s.arrived_at ?? null,
          import_hash: s.import_hash ?? null,
        })),
      )
      .returning(['id', 'kind', 'settlement_no'])
      .execute();
    for (const row of rows) ids.set(settlementKey(row), Number(row.id));
  }
  const animals = await insertAnimals(
    trx,
    settlements.map((s) => {
      const settlementId = ids.get(settlementKey(s));
      if (settlementId === undefined) throw new Error(`settlement ${s.settlement_no} was not inserted`);
      return { settlementId, supplierNo: s.supplier_no, animals: s.animals };
    }),
  );
  // The statistics take the new animals in now, in the same transaction (statistics-rollup.ts).
  await addSettlementsToRollups(trx, [...ids.values()]);
  return { ids, animals };
}

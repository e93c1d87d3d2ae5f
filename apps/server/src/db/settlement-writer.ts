import type { Transaction } from 'kysely';
import { animalFigures } from './animal-figures.js';
import type { Db } from './database.js';
import type { Database, Discard, SettledAnimal, SettlementColumns } from './types.js';
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

/** Writes the animals of settlements that exist already (new, or emptied of their animals). Answers how many. */
export async function insertAnimals(trx: Executor, settlements: { settlementId: number; supplierNo: string; animals: AnimalToWrite[] }[]): Promise<number> {
  const animals = settlements.flatMap((s) => s.animals.map((animal, position) => ({ settlementId: s.settlementId, supplierNo: s.supplierNo, position, animal })));
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
      // A disease named twice on one animal is one disease (the key is animal and name).
      for (const name of new Set(animal.diseases)) diseaseRows.push({ animal_id: animalId, supplier_no: supplierNo, name });
      (animal.photos ?? []).forEach((p, i) =>
        photoRows.push({ id: p.id, animal_id: animalId, supplier_no: supplierNo, position: i, file_name: p.file_name, content_type: PHOTO_CONTENT_TYPE }),
      );
    }
  }
  for (const batch of chunks(diseaseRows, 2000)) await trx.insertInto('slaughter_animal_disease').values(batch).execute();
  for (const batch of chunks(photoRows, 1000)) await trx.insertInto('slaughter_photo').values(batch).execute();
  return animals.length;
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

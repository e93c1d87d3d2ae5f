import type { DocumentKind } from '@slakteweb/core';
import type { Db } from '../../db/database.js';

export function findDocument(db: Db, kind: DocumentKind, documentNo: string) {
  return db.selectFrom('document').select(['id', 'supplier_no', 'file_name']).where('kind', '=', kind).where('document_no', '=', documentNo).executeTakeFirst();
}

export async function setDocumentFile(db: Db, id: number, fileName: string, at: Date): Promise<void> {
  await db.updateTable('document').set({ has_file: true, file_name: fileName, arrived_at: at }).where('id', '=', id).execute();
}

/** The animal at a place on a settlement, with the settlement's supplier. */
export function findAnimal(db: Db, kind: 'posted' | 'temp', settlementNo: string, position: number) {
  return db
    .selectFrom('slaughter_animal')
    .innerJoin('settlement', 'settlement.id', 'slaughter_animal.settlement_id')
    .select(['slaughter_animal.id', 'slaughter_animal.supplier_no'])
    .where('settlement.kind', '=', kind)
    .where('settlement.settlement_no', '=', settlementNo)
    .where('slaughter_animal.position', '=', position)
    .executeTakeFirst();
}

export function findPhoto(db: Db, animalId: number, position: number) {
  return db.selectFrom('slaughter_photo').select(['id', 'file_name']).where('animal_id', '=', animalId).where('position', '=', position).executeTakeFirst();
}

export async function upsertPhoto(db: Db, photo: { id: string; animal_id: number; supplier_no: string; position: number; file_name: string; content_type: string }, exists: boolean): Promise<void> {
  if (exists) await db.updateTable('slaughter_photo').set({ file_name: photo.file_name, content_type: photo.content_type }).where('id', '=', photo.id).execute();
  else await db.insertInto('slaughter_photo').values(photo).execute();
}

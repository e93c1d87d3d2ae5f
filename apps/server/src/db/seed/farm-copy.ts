import { createHash } from 'node:crypto';
import { readStoredRow } from '@slakteweb/core';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../database.js';
import type { Database } from '../types.js';
import { newDownloadId } from './documents-seed.js';
import type { GeneratedAnimal, GeneratedSettlement } from './settlements-generator.js';
import { copyPrognosisSubmissions } from './prognosis-seed.js';
import { insertSettlements } from './settlements-seed.js';

/**
 * Copies a farm's whole data set under another supplier number: the supplier (or its entry in the
 * old system's list), its login, settlements with animals, diseases and photos, documents, herd and its treatments,
 * submitted enrolments, the unsent draft and the prognosis answers. The end-to-end tests get one copy of a demo farm per
 * spec file, so a spec that sends, deletes, reads or edits never changes what another spec sees.
 *
 * The copy's numbers that must be unique across the cooperative (settlement and document numbers,
 * photo and download ids) are made from the copy's supplier number; everything else is the same,
 * so the copy shows the same figures as the original. Not copied, because they are the user's own
 * traces rather than the farm's data: sessions, read markers, reset tokens, rate limits, sending
 * receipts (idempotency keys) and the impersonation audit. A copy therefore starts with nothing
 * read, as a fresh demo farm does. Document PDFs stored as files are shared with the original (they
 * are never changed); accountings are rendered from the copy's own settlements.
 */

export interface FarmCopy {
  /** The supplier number of the farm to copy, e.g. '10001'. */
  from: string;
  /** The new supplier number; it is also the copy's login. */
  to: string;
}

export interface FarmCopyResult {
  /** False when the copy existed already (nothing was changed). */
  copied: boolean;
  settlements: number;
  animals: number;
  documents: number;
  enrolments: number;
}

type Trx = Transaction<Database>;

/** Supplier numbers are digits only (the login form accepts nothing else). */
const SUPPLIER_NO = /^\d{1,20}$/;

/**
 * Copies `from` to `to` unless `to` exists already (as a supplier, an old-system supplier or a
 * login), so running it again changes nothing. Fails when `from` does not exist.
 */
export async function copyFarm(db: Db, { from, to }: FarmCopy): Promise<FarmCopyResult> {
  if (!SUPPLIER_NO.test(from) || !SUPPLIER_NO.test(to)) throw new Error(`Supplier numbers are digits only, got "${from}" and "${to}"`);
  if (from === to) throw new Error(`Cannot copy farm ${from} onto itself`);
  return db.transaction().execute(async (trx) => {
    // Several servers on one PostgreSQL may start at once: one copies, the others then skip.
    await sql`select pg_advisory_xact_lock(hashtext('slakteweb:copy-farm'))`.execute(trx);
    if (await exists(trx, to)) return { copied: false, settlements: 0, animals: 0, documents: 0, enrolments: 0 };
    if (!(await exists(trx, from))) throw new Error(`Farm ${from} does not exist, so it cannot be copied to ${to}`);

    const renumber = renumberer(from, to);
    await copySupplier(trx, from, to);
    const users = await copyLogin(trx, from, to);
    const settlements = await copySettlements(trx, from, to, renumber);
    const documents = await copyDocuments(trx, from, to, renumber, settlements.ids);
    const enrolments = await copyEnrolments(trx, from, to, users);
    // The prognosis answers (history included); the farm's login becomes the copy's.
    await copyPrognosisSubmissions(trx, from, to, (id) => (id !== null && id === users.from?.id ? (users.to?.id ?? null) : id));
    return { copied: true, settlements: settlements.count, animals: settlements.animals, documents, enrolments };
  });
}

async function exists(trx: Trx, supplierNo: string): Promise<boolean> {
  const [supplier, old, user] = await Promise.all([
    trx.selectFrom('supplier').select('supplier_no').where('supplier_no', '=', supplierNo).executeTakeFirst(),
    trx.selectFrom('old_system_supplier').select('supplier_no').where('supplier_no', '=', supplierNo).executeTakeFirst(),
    trx.selectFrom('app_user').select('id').where((eb) => eb.or([eb('username', '=', supplierNo), eb('supplier_no', '=', supplierNo)])).executeTakeFirst(),
  ]);
  return supplier !== undefined || old !== undefined || user !== undefined;
}

/**
 * Settlement and document numbers carry the supplier number ('100010042', 'F2026-10001-003'):
 * the copy's numbers carry its own, so they stay unique and still look like the cooperative's.
 */
function renumberer(from: string, to: string): (value: string) => string {
  return (value) => {
    if (!value.includes(from)) throw new Error(`Number "${value}" does not contain supplier number ${from}, so it cannot be renumbered`);
    return value.replace(from, to);
  };
}

async function copySupplier(trx: Trx, from: string, to: string): Promise<void> {
  const supplier = await trx.selectFrom('supplier').selectAll().where('supplier_no', '=', from).executeTakeFirst();
  if (supplier) await trx.insertInto('supplier').values({ ...supplier, supplier_no: to }).execute();
  const old = await trx.selectFrom('old_system_supplier').selectAll().where('supplier_no', '=', from).executeTakeFirst();
  if (old) await trx.insertInto('old_system_supplier').values({ ...old, supplier_no: to }).execute();
}

/** The original's and the copy's login, for what refers to a user (draft, enrolment sender). */
interface Logins {
  from: { id: number; username: string } | undefined;
  to: { id: number; username: string } | undefined;
}

/** The farm's login under the copy's number, with the same password and confirmation state. */
async function copyLogin(trx: Trx, from: string, to: string): Promise<Logins> {
  const user = await trx.selectFrom('app_user').selectAll().where('supplier_no', '=', from).executeTakeFirst();
  if (!user) return { from: undefined, to: undefined };
  const { id, username, created_at: _createdAt, ...rest } = user;
  const copy = await trx
    .insertInto('app_user')
    .values({ ...rest, username: to, supplier_no: to })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
  return { from: { id, username }, to: copy };
}

/** Settlements with their animals, diseases and photos; answers the copies' ids by the originals'. */
async function copySettlements(
  trx: Trx,
  from: string,
  to: string,
  renumber: (value: string) => string,
): Promise<{ count: number; animals: number; ids: Map<number, number> }> {
  const [settlements, animals, diseases, photos] = await Promise.all([
    trx.selectFrom('settlement').selectAll().where('supplier_no', '=', from).orderBy('id').execute(),
    trx.selectFrom('slaughter_animal').selectAll().where('supplier_no', '=', from).orderBy('settlement_id').orderBy('position').execute(),
    trx.selectFrom('slaughter_animal_disease').select(['animal_id', 'name']).where('supplier_no', '=', from).orderBy('name').execute(),
    trx.selectFrom('slaughter_photo').select(['id', 'animal_id', 'file_name']).where('supplier_no', '=', from).orderBy('animal_id').orderBy('position').execute(),
  ]);
  if (settlements.length === 0) return { count: 0, animals: 0, ids: new Map() };

  const diseasesOf = groupBy(diseases, (d) => d.animal_id);
  const photosOf = groupBy(photos, (p) => p.animal_id);
  const animalsOf = groupBy(animals, (a) => a.settlement_id);
  // The generator's shape, so the insert is the one the demo seed uses.
  const copies: GeneratedSettlement[] = settlements.map((s) => ({
    kind: s.kind,
    settlement_date: s.settlement_date,
    settlement_no: renumber(s.settlement_no),
    amount_ore: Number(s.amount_ore),
    has_document: s.has_document,
    comment: s.comment,
    animals: (animalsOf.get(s.id) ?? []).map(
      ({ id, settlement_id: _settlement, supplier_no: _supplier, position: _position, ...animal }): GeneratedAnimal => ({
        ...animal,
        amount_ore: animal.amount_ore === null ? null : Number(animal.amount_ore),
        diseases: (diseasesOf.get(id) ?? []).map((d) => d.name),
        photos: (photosOf.get(id) ?? []).map((p) => ({ id: copiedPhotoId(to, p.id), file_name: p.file_name })),
      }),
    ),
  }));
  const { animals: animalCount } = await insertSettlements(trx, to, copies);

  const copied = await trx.selectFrom('settlement').select(['id', 'kind', 'settlement_no']).where('supplier_no', '=', to).execute();
  const copyIdByNumber = new Map(copied.map((c) => [`${c.kind}:${c.settlement_no}`, c.id]));
  const ids = new Map<number, number>();
  for (const s of settlements) {
    const copyId = copyIdByNumber.get(`${s.kind}:${renumber(s.settlement_no)}`);
    if (copyId === undefined) throw new Error(`settlement ${s.settlement_no} was not copied`);
    ids.set(s.id, copyId);
  }
  return { count: settlements.length, animals: animalCount, ids };
}

/** Opaque and stable, 24 hex characters like the generated photo ids. */
function copiedPhotoId(to: string, originalId: string): string {
  return createHash('sha256').update(`${to}:${originalId}`).digest('hex').slice(0, 24);
}

/** Documents with new numbers and download ids; accountings point at the copied settlements. */
async function copyDocuments(trx: Trx, from: string, to: string, renumber: (value: string) => string, settlementIds: Map<number, number>): Promise<number> {
  const documents = await trx.selectFrom('document').selectAll().where('supplier_no', '=', from).orderBy('id').execute();
  const copies = documents.map(({ id: _id, ...d }) => {
    const settlementId = d.settlement_id === null ? null : settlementIds.get(d.settlement_id);
    if (settlementId === undefined) throw new Error(`document ${d.document_no} refers to settlement ${d.settlement_id}, which was not copied`);
    return { ...d, supplier_no: to, document_no: renumber(d.document_no), download_id: newDownloadId(), settlement_id: settlementId };
  });
  for (const batch of chunks(copies, 500)) await trx.insertInto('document').values(batch).execute();
  return copies.length;
}

/** The herd and its treatments, the submitted enrolments with their rows, and the unsent draft. */
async function copyEnrolments(trx: Trx, from: string, to: string, users: Logins): Promise<number> {
  const herd = await trx.selectFrom('herd_animal').selectAll().where('supplier_no', '=', from).orderBy('id').execute();
  for (const batch of chunks(herd, 500)) {
    await trx
      .insertInto('herd_animal')
      .values(batch.map(({ id: _id, ...animal }) => ({ ...animal, supplier_no: to })))
      .execute();
  }
  const treatments = await trx.selectFrom('animal_treatment').selectAll().where('supplier_no', '=', from).orderBy('id').execute();
  for (const batch of chunks(treatments, 500)) {
    await trx
      .insertInto('animal_treatment')
      .values(batch.map(({ id: _id, ...treatment }) => ({ ...treatment, supplier_no: to })))
      .execute();
  }

  // Who sent or saved: the farm's own login becomes the copy's; staff stay who they are.
  const userId = (id: number | null) => (id !== null && id === users.from?.id ? (users.to?.id ?? null) : id);
  const userName = (name: string) => (name === users.from?.username ? (users.to?.username ?? name) : name);

  const enrolments = await trx.selectFrom('enrolment').selectAll().where('supplier_no', '=', from).orderBy('id').execute();
  const rows = await trx.selectFrom('enrolment_row').selectAll().where('supplier_no', '=', from).orderBy('enrolment_id').orderBy('position').execute();
  const rowsOf = groupBy(rows, (r) => r.enrolment_id);
  for (const { id, ...enrolment } of enrolments) {
    const copy = await trx
      .insertInto('enrolment')
      .values({ ...enrolment, supplier_no: to, created_by_user_id: userId(enrolment.created_by_user_id) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const enrolmentRows = rowsOf.get(id) ?? [];
    if (enrolmentRows.length === 0) continue;
    await trx
      .insertInto('enrolment_row')
      .values(enrolmentRows.map(({ id: _rowId, ...row }) => ({ ...row, data: copiedRowData(row.data), enrolment_id: copy.id, supplier_no: to })))
      .execute();
  }

  const draft = await trx.selectFrom('enrolment_draft').selectAll().where('supplier_no', '=', from).executeTakeFirst();
  if (draft) await trx.insertInto('enrolment_draft').values({ ...draft, supplier_no: to, user_name: userName(draft.user_name) }).execute();
  return enrolments.length;
}

/**
 * A row's data as the copy stores it: in today's shape (core's readStoredRow upgrades older ones),
 * so the copy reads as the original does; a row that cannot be read is copied as it is.
 */
function copiedRowData(data: string): string {
  const reading = readStoredRow(data);
  return reading.ok ? JSON.stringify(reading.row) : data;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// Hot statements here are prepared once (preparedStatement, db/prepared-statement.ts). The rule:
// a prepared statement's SQL text depends on its shape only (a few flags or words), never on a
// value. Values go in as parameters; what would change the text (an `in` list, a branch on a
// value) belongs in the shape, or the statement is not one to prepare.
import { sql } from 'kysely';
import { ANIMAL_KIND_LABEL, SETTLEMENT_KIND_ORDER, type AnimalKind, type SettlementKind } from '@slakteweb/core';
import { ANIMAL_FIGURE_COLUMNS } from '../../db/animal-figures.js';
import type { Db } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { dateLabelSql, krLabelSql } from '../../db/label-sql.js';
import type { LoadedAnimal } from './settlements.types.js';

// Every query takes the effective supplier and filters by it: another supplier's settlement,
// animal or photo is never read, whatever id the client sends.

/** A page of a list: at most `limit` items older than `before` (date, number), matching `q`. */
export interface SettlementPage {
  limit: number;
  before?: { date: string; settlementNo: string };
  q?: string;
}

/** A kind's place in core's order (SETTLEMENT_KIND_ORDER) and its name, as SQL cases. */
const kindOrderSql = sql.join(
  SETTLEMENT_KIND_ORDER.map((kind, index) => sql`when ${sql.lit(kind)} then ${sql.lit(index)}`),
  sql` `,
);
const kindNameSql = sql.join(
  SETTLEMENT_KIND_ORDER.map((kind) => sql`when ${sql.lit(kind)} then ${sql.lit(ANIMAL_KIND_LABEL[kind])}`),
  sql` `,
);

/** The settlement's animal kinds in core's order, once each (an empty array without animals). */
const ANIMAL_KINDS = sql<AnimalKind[]>`array(select k.animal_kind from (select distinct a.animal_kind from slaughter_animal a where a.settlement_id = settlement.id) k
  order by case k.animal_kind ${kindOrderSql} end)`;

/** The kinds named as core's settlementKindsLabel names them: 'Gris, Storfe'; null without animals. */
const KINDS_LABEL = sql<string | null>`(select string_agg(case k.animal_kind ${kindNameSql} end, ', ' order by case k.animal_kind ${kindOrderSql} end)
  from (select distinct a.animal_kind from slaughter_animal a where a.settlement_id = settlement.id) k)`;

/**
 * The dropdown label of a settlement (core's settlementLabel without '(nyeste avregning)'): posted
 * 'dd.MM.yyyy / number / Gris / 1 234,56 kr', temporary 'dd.MM.yyyy / Gris'. A settlement without
 * animals leaves the kinds out.
 */
function labelSql(kind: SettlementKind) {
  return kind === 'posted'
    ? sql<string>`${dateLabelSql('settlement_date')} || ' / ' || settlement_no || coalesce(' / ' || ${KINDS_LABEL}, '') || ' / ' || ${krLabelSql('amount_ore')}`
    : sql<string>`${dateLabelSql('settlement_date')} || coalesce(' / ' || ${KINDS_LABEL}, '')`;
}

/** What a list of settlements is asked for: the page's size, where the previous one ended, a search. */
type ListValues = {
  supplierNo: string;
  limit: number | undefined;
  beforeDate: string | undefined;
  beforeNo: string | undefined;
  q: string | undefined;
};

/**
 * The supplier's settlements of a kind, newest first (date, then number): all of them, or a page
 * (keyset paging: each page is one range of the supplier's index, however deep in the history).
 * With `search`, those whose dropdown label contains q (any case): core's settlementLabel, drawn
 * in SQL. The settlements screen asks for a page on every visit, so it is built once per shape
 * (db/prepared-statement.ts).
 */
const listStatement = preparedStatement((db, v: ListValues, shape: { kind: SettlementKind; paged: boolean; after: boolean; search: boolean }) => {
  let query = db
    .selectFrom('settlement')
    .select(['settlement_date', 'settlement_no', 'amount_ore', 'arrived_at', ANIMAL_KINDS.as('animal_kinds')])
    .where('supplier_no', '=', v.supplierNo)
    .where('kind', '=', shape.kind);
  if (shape.after) query = query.where(sql<boolean>`(settlement_date, settlement_no) < (${v.beforeDate}::date, ${v.beforeNo})`);
  if (shape.search) query = query.where(sql<boolean>`strpos(lower(${labelSql(shape.kind)}), lower(${v.q})) > 0`);
  query = query.orderBy('settlement_date', 'desc').orderBy('settlement_no', 'desc');
  return shape.paged ? query.limit(v.limit!) : query;
});

export function listSettlements(db: Db, supplierNo: string, kind: SettlementKind, page?: SettlementPage) {
  const before = page?.before;
  const q = page?.q;
  return listStatement.run(
    db,
    { supplierNo, limit: page?.limit, beforeDate: before?.date, beforeNo: before?.settlementNo, q },
    { kind, paged: page !== undefined, after: before !== undefined, search: Boolean(q) },
  );
}

/** The first and last date of the supplier's settlements of a kind (nulls without any): two index probes. */
export function settlementPeriod(db: Db, supplierNo: string, kind: SettlementKind) {
  return db
    .selectFrom('settlement')
    .select((eb) => [eb.fn.min('settlement_date').as('first'), eb.fn.max('settlement_date').as('last')])
    .where('supplier_no', '=', supplierNo)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
}

/**
 * The statement that counts the supplier's settlements of a kind new since a reading (all of them
 * when null): dated after its day, or delivered by an import after its instant (core's isNewItem).
 * Not run here: the badge counts (modules/badges) run it beside the documents' count, in one
 * statement, without sending the rows.
 */
export function settlementsNewSince(db: Db, supplierNo: string, kind: SettlementKind, since: { afterDay: string; arrivedAfter: Date } | null) {
  let query = db
    .selectFrom('settlement')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('supplier_no', '=', supplierNo)
    .where('kind', '=', kind);
  if (since !== null) {
    query = query.where((eb) => eb.or([eb('settlement_date', '>', since.afterDay), eb('arrived_at', '>', since.arrivedAfter)]));
  }
  return query;
}

/**
 * What explaining a settlement's prices needs beyond its animals, read in the settlement's own
 * statement so the detail costs no extra round trip: the price lists' version (the lists are
 * kept in the process, db/price-lists.ts) and the farm's KSL and Helsegris status (the lists'
 * conditions). Settlements reference their supplier, so the farm's columns are there.
 */
const PRICE_FACTS = [
  sql<string | null>`(select v.version from price_list_version v)`.as('price_list_version'),
  sql<number | null>`(select f.ksl_status from supplier f where f.supplier_no = settlement.supplier_no)`.as('ksl_status'),
  sql<boolean | null>`(select f.health_pig_approved from supplier f where f.supplier_no = settlement.supplier_no)`.as('health_pig_approved'),
];

/** A settlement's own columns, as every statement that loads one reads them. */
const SETTLEMENT_COLUMNS = ['id', 'kind', 'settlement_date', 'settlement_no', 'amount_ore', 'has_document', 'comment'] as const;

/**
 * Settlements of one date (at most `limit`), narrowed to one number when given (`byNo` in the
 * shape). Every settlement detail starts with it, so it is built once per shape
 * (db/prepared-statement.ts).
 */
const onDateStatement = preparedStatement(
  (db, v: { supplierNo: string; kind: SettlementKind; date: string; settlementNo: string | undefined; limit: number }, shape: { byNo: boolean }) => {
    let query = db
      .selectFrom('settlement')
      .select([...SETTLEMENT_COLUMNS, ...PRICE_FACTS])
      .where('supplier_no', '=', v.supplierNo)
      .where('kind', '=', v.kind)
      .where('settlement_date', '=', v.date);
    if (shape.byNo) query = query.where('settlement_no', '=', v.settlementNo!);
    return query.orderBy('settlement_no').limit(v.limit);
  },
);

export function findSettlementsOnDate(db: Db, supplierNo: string, kind: SettlementKind, date: string, settlementNo: string | undefined, limit = 2) {
  return onDateStatement.run(db, { supplierNo, kind, date, settlementNo, limit }, { byNo: settlementNo !== undefined });
}

export type SettlementRow = Awaited<ReturnType<typeof findSettlementsOnDate>>[number];

export function findSettlementByNo(db: Db, supplierNo: string, kind: SettlementKind, settlementNo: string) {
  return db
    .selectFrom('settlement')
    .select([...SETTLEMENT_COLUMNS, ...PRICE_FACTS])
    .where('supplier_no', '=', supplierNo)
    .where('kind', '=', kind)
    .where('settlement_no', '=', settlementNo)
    .executeTakeFirst();
}

export function findSettlementById(db: Db, supplierNo: string, kind: SettlementKind, id: number) {
  return db
    .selectFrom('settlement')
    .select([...SETTLEMENT_COLUMNS, ...PRICE_FACTS])
    .where('supplier_no', '=', supplierNo)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What a settled animal shows, as the detail, the PDF and both Excel exports read it. */
const ANIMAL_FIGURES = ANIMAL_FIGURE_COLUMNS.map((column) => `a.${column}` as const);

/** An animal's diseases by name, an empty array when it has none: the detail's list and the export's column. */
const DISEASE_NAMES = sql<string[]>`array(select d.name from slaughter_animal_disease d where d.animal_id = a.id order by d.name)`;

/**
 * A settlement's animals in their order, each with its id, its diseases (by name) and its photo ids
 * (in their order): one statement, so the detail, the Excel file and the PDF cost one round trip
 * for the animals however many have diseases or photos. Diseases and photos are reached through
 * the supplier's own animals, so they are the supplier's too. Every settlement detail runs it, so
 * it is built once (db/prepared-statement.ts).
 */
const animalsStatement = preparedStatement((db, v: { supplierNo: string; settlementId: number }) =>
  db
    .selectFrom('slaughter_animal as a')
    .select([
      'a.id',
      'a.group_name',
      'a.animal_kind',
      ...ANIMAL_FIGURES,
      DISEASE_NAMES.as('diseases'),
      // array(…) is an empty array, never null, for an animal without any.
      sql<string[]>`array(select p.id from slaughter_photo p where p.animal_id = a.id order by p.position)`.as('photo_ids'),
      // A question of the farm's about the animal still open: the farm's own, as the animal is.
      sql<number | null>`(select max(c.id) from farm_case c where c.animal_id = a.id and c.status <> 'answered')`.as('open_case'),
    ])
    .where('a.supplier_no', '=', v.supplierNo)
    .where('a.settlement_id', '=', v.settlementId)
    .orderBy('a.position')
    // int8 comes back as a number (database.ts).
    .$narrowType<{ amount_ore: number | null }>(),
);

export function animalsOf(db: Db, supplierNo: string, settlementId: number): Promise<Omit<LoadedAnimal, 'changes'>[]> {
  return animalsStatement.run(db, { supplierNo, settlementId });
}

/** The changes a re-import made to a settlement's animals, oldest first (by the animal's key: core's animalKeys). */
export function animalChangesOf(db: Db, settlementId: number) {
  return db
    .selectFrom('slaughter_animal_change')
    .select(['animal_key', 'field', 'from_value', 'to_value', 'changed_at'])
    .where('settlement_id', '=', settlementId)
    .orderBy('id')
    .execute();
}

/** A photo of the supplier on a settlement of the given kind, or undefined. */
export function findPhoto(db: Db, supplierNo: string, kind: SettlementKind, photoId: string) {
  return db
    .selectFrom('slaughter_photo as p')
    .innerJoin('slaughter_animal as a', 'a.id', 'p.animal_id')
    .innerJoin('settlement as s', 's.id', 'a.settlement_id')
    .select(['p.file_name', 'p.content_type'])
    .where('p.id', '=', photoId)
    .where('p.supplier_no', '=', supplierNo)
    .where('s.supplier_no', '=', supplierNo)
    .where('s.kind', '=', kind)
    .executeTakeFirst();
}

export function findSupplier(db: Db, supplierNo: string) {
  return db.selectFrom('supplier').select(['supplier_no', 'fullname']).where('supplier_no', '=', supplierNo).executeTakeFirst();
}

/** What the farm's price depends on beyond its animals: KSL and Helsegris (price lists' conditions). */
export function findSupplierPriceFacts(db: Db, supplierNo: string) {
  return db.selectFrom('supplier').select(['ksl_status', 'health_pig_approved']).where('supplier_no', '=', supplierNo).executeTakeFirst();
}

/**
 * Every price list in force before `to`, as stored (JSON): the exports explain animals of many
 * weeks, and the lists are few (one per kind, category and week at most).
 */
export function priceListsUntil(db: Db, to: string) {
  const year = Number(to.slice(0, 4));
  return db.selectFrom('price_list').select('list').where('year', '<=', year).orderBy('kind').orderBy('category').orderBy('year').orderBy('week').execute();
}

/** Where the previous page of the range export ended. */
export interface RangeCursor {
  settlementDate: string;
  settlementId: number;
  position: number;
}

/**
 * One page of the posted animals dated from..to, oldest first, after `cursor` (keyset paging:
 * every page is one index range scan, however deep into the history). PGlite cannot stream
 * query results, so the export reads the history in pages instead of all at once.
 */
export function postedAnimalsPage(db: Db, supplierNo: string, from: string, to: string, cursor: RangeCursor | null, limit: number) {
  let query = db
    .selectFrom('settlement as s')
    .innerJoin('slaughter_animal as a', 'a.settlement_id', 's.id')
    .select([
      's.id as settlement_id',
      's.settlement_no',
      's.settlement_date',
      'a.position',
      'a.group_name',
      'a.animal_kind',
      ...ANIMAL_FIGURES,
      sql<string>`array_to_string(${DISEASE_NAMES}, ', ')`.as('diseases'),
    ])
    // The supplier is the settlement's; its animals are those of its settlements. Filtering the
    // animals by supplier as well made the planner expect one animal per settlement and read the
    // cooperative's every settlement for the first page (67 ms instead of 7 at 420 000 settlements).
    .where('s.supplier_no', '=', supplierNo)
    .where('s.kind', '=', 'posted')
    .where('s.settlement_date', '>=', from)
    .where('s.settlement_date', '<=', to);
  if (cursor) {
    const { settlementDate, settlementId, position } = cursor;
    // (date, id) >= the cursor's settlement bounds the index scan; the position breaks the tie.
    query = query
      .where(sql<boolean>`(s.settlement_date, s.id) >= (${settlementDate}::date, ${settlementId}::bigint)`)
      .where(sql<boolean>`((s.settlement_date, s.id) > (${settlementDate}::date, ${settlementId}::bigint) or a.position > ${position})`);
  }
  // int8 comes back as a number (database.ts).
  return query.orderBy('s.settlement_date').orderBy('s.id').orderBy('a.position').limit(limit).$narrowType<{ amount_ore: number | null }>().execute();
}

export type PostedAnimalRow = Awaited<ReturnType<typeof postedAnimalsPage>>[number];

import { sql, type Transaction } from 'kysely';
import type { Db } from '../database.js';
import type { Database } from '../schema.js';
import { addSettlementsToRollups } from '../statistics-rollup.js';
import { createRng, int, pick } from './random.js';
import { type GeneratedSettlement, generateSettlements, type SupplierPlan } from './settlements-generator.js';
import { ensureSlaughterPhotoFiles, PHOTO_CONTENT_TYPE } from './slaughter-photos.js';

/**
 * Demo settlements: three years for the demo farmers 10001 (pigs, sheep, cattle) and 10003 (sheep),
 * and for other suppliers (2xxxx, not login users) so that slaughterhouse averages mean something.
 * Idempotent: a supplier that already has settlements is skipped, so a restart changes nothing.
 */

/** The demo's "today" is 2026-11-20: posted settlements up to a week before, temporary ones since. */
const HISTORY_FROM = '2023-11-01';
const POSTED_UNTIL = '2026-11-13';

/** Default number of other suppliers in the demo data. */
export const DEFAULT_OTHER_SUPPLIERS = 45;

export const DEMO_PLANS: SupplierPlan[] = [
  {
    supplierNo: '10001',
    providerNo: '5001234',
    from: HISTORY_FROM,
    to: POSTED_UNTIL,
    pigs: { everyDays: 14, perDelivery: [18, 32] },
    sheep: { lambsPerSeason: 140, ewesPerSeason: 14 },
    cattle: { deliveriesPerYear: 10 },
    photosPerAnimal: [2, 4],
    temp: [
      { date: '2026-11-16', kind: 'sheep' },
      { date: '2026-11-17', kind: 'pig' },
      { date: '2026-11-19', kind: 'cattle' },
    ],
  },
  {
    supplierNo: '10003',
    providerNo: '5003456',
    from: '2023-08-01',
    to: POSTED_UNTIL,
    sheep: { lambsPerSeason: 220, ewesPerSeason: 25 },
    photosPerAnimal: [1, 3],
    temp: [{ date: '2026-11-18', kind: 'sheep' }],
  },
];

const FIRST_NAMES = ['Anne', 'Arne', 'Bjørn', 'Eirik', 'Elin', 'Frode', 'Geir', 'Gunn', 'Hege', 'Ingrid', 'Jon', 'Kjersti', 'Knut', 'Lars', 'Liv', 'Magnus', 'Marit', 'Odd', 'Randi', 'Sigrid', 'Siri', 'Stein', 'Tone', 'Trond', 'Vidar'];
const LAST_NAMES = ['Aune', 'Berg', 'Dahle', 'Eide', 'Fossum', 'Grønli', 'Hagen', 'Holm', 'Kvam', 'Lie', 'Moen', 'Myhre', 'Nilsen', 'Rønning', 'Solberg', 'Strand', 'Sæther', 'Tangen', 'Vik', 'Øien'];
const PLACES = [
  ['7600', 'Levanger'],
  ['7650', 'Verdal'],
  ['2390', 'Moelv'],
  ['6800', 'Førde'],
  ['7500', 'Stjørdal'],
  ['2320', 'Furnes'],
  ['6390', 'Vestnes'],
  ['7340', 'Oppdal'],
  ['4380', 'Hauge i Dalane'],
  ['3630', 'Rødberg'],
] as const;

export interface OtherSupplier {
  supplier_no: string;
  fullname: string;
  provider_no: string;
  post_no: string;
  city: string;
  plan: SupplierPlan;
}

/**
 * Other suppliers 20001, 20002, …: a deterministic mix of pig farms, sheep farms, cattle farms and
 * mixed farms of varying size. `scale` multiplies the herd sizes (1 for the demo).
 */
export function otherSuppliers(count: number, scale = 1): OtherSupplier[] {
  return Array.from({ length: count }, (_, i) => {
    const supplierNo = String(20001 + i);
    const rng = createRng(`supplier:${supplierNo}`);
    const providerNo = String(5100000 + i * 37);
    const kindRoll = rng();
    const plan: SupplierPlan = {
      supplierNo,
      providerNo,
      from: rng() < 0.7 ? HISTORY_FROM : '2024-06-01',
      to: POSTED_UNTIL,
      photosPerAnimal: null,
    };
    const pigs = kindRoll < 0.4 || kindRoll >= 0.85;
    const sheep = (kindRoll >= 0.4 && kindRoll < 0.7) || kindRoll >= 0.85;
    const cattle = (kindRoll >= 0.7 && kindRoll < 0.85) || kindRoll >= 0.92;
    if (pigs) {
      const size = int(rng, 8, 30);
      plan.pigs = { everyDays: pick(rng, [7, 14, 14, 21]), perDelivery: [Math.round(size * scale), Math.round((size + 12) * scale)] };
    }
    if (sheep) plan.sheep = { lambsPerSeason: Math.round(int(rng, 40, 260) * scale), ewesPerSeason: Math.round(int(rng, 4, 30) * scale) };
    if (cattle) plan.cattle = { deliveriesPerYear: Math.round(int(rng, 4, 16) * scale) };
    const [postNo, city] = pick(rng, PLACES);
    return { supplier_no: supplierNo, fullname: `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES)}`, provider_no: providerNo, post_no: postNo, city, plan };
  });
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Writes generated settlements with batched inserts (hundreds of rows per statement: PGlite spends
 * its time per statement, not per row). Settlement and animal ids come back with their natural
 * keys, so nothing relies on the order of RETURNING. The posted animals go into the statistics
 * rollups in the same call.
 */
export async function insertSettlements(trx: Transaction<Database> | Db, supplierNo: string, settlements: GeneratedSettlement[]): Promise<{ animals: number }> {
  const settlementIds = new Map<string, number>();
  for (const batch of chunks(settlements, 500)) {
    const rows = await trx
      .insertInto('settlement')
      .values(
        batch.map((s) => ({
          supplier_no: supplierNo,
          kind: s.kind,
          settlement_date: s.settlement_date,
          settlement_no: s.settlement_no,
          amount_ore: s.amount_ore,
          has_document: s.has_document,
          comment: s.comment,
        })),
      )
      .returning(['id', 'kind', 'settlement_no'])
      .execute();
    for (const row of rows) settlementIds.set(`${row.kind}:${row.settlement_no}`, Number(row.id));
  }

  const animals = settlements.flatMap((s) => {
    const settlementId = settlementIds.get(`${s.kind}:${s.settlement_no}`);
    if (settlementId === undefined) throw new Error(`settlement ${s.settlement_no} was not inserted`);
    return s.animals.map((a, position) => ({ settlementId, position, animal: a }));
  });
  const diseaseRows: { animal_id: number; supplier_no: string; name: string }[] = [];
  const photoRows: { id: string; animal_id: number; supplier_no: string; position: number; file_name: string; content_type: string }[] = [];
  for (const batch of chunks(animals, 500)) {
    const rows = await trx
      .insertInto('slaughter_animal')
      .values(
        batch.map(({ settlementId, position, animal: a }) => ({
          settlement_id: settlementId,
          supplier_no: supplierNo,
          position,
          group_name: a.group_name,
          animal_kind: a.animal_kind,
          mark_no: a.mark_no,
          individual_no: a.individual_no,
          description: a.description,
          classification: a.classification,
          meat_percent_tenths: a.meat_percent_tenths,
          fat_group: a.fat_group,
          weight_g: a.weight_g,
          price_ore_per_kg: a.price_ore_per_kg,
          amount_ore: a.amount_ore,
          discard: a.discard,
        })),
      )
      .returning(['id', 'settlement_id', 'position'])
      .execute();
    const ids = new Map(rows.map((r) => [`${r.settlement_id}:${r.position}`, Number(r.id)]));
    for (const { settlementId, position, animal } of batch) {
      const animalId = ids.get(`${settlementId}:${position}`);
      if (animalId === undefined) throw new Error('animal was not inserted');
      for (const name of animal.diseases) diseaseRows.push({ animal_id: animalId, supplier_no: supplierNo, name });
      animal.photos.forEach((p, i) =>
        photoRows.push({ id: p.id, animal_id: animalId, supplier_no: supplierNo, position: i, file_name: p.file_name, content_type: PHOTO_CONTENT_TYPE }),
      );
    }
  }
  for (const batch of chunks(diseaseRows, 2000)) await trx.insertInto('slaughter_animal_disease').values(batch).execute();
  for (const batch of chunks(photoRows, 1000)) await trx.insertInto('slaughter_photo').values(batch).execute();
  // The statistics take the new animals in now, in the same transaction (statistics-rollup.ts).
  await addSettlementsToRollups(trx, [...settlementIds.values()]);
  return { animals: animals.length };
}

/** Generates and writes one supplier's history unless it already has settlements. */
async function seedSupplier(db: Db, plan: SupplierPlan): Promise<{ settlements: number; animals: number }> {
  return db.transaction().execute(async (trx) => {
    // Several servers on one PostgreSQL may start at once: one seeds, the others then skip.
    await sql`select pg_advisory_xact_lock(hashtext('slakteweb:seed-settlements'))`.execute(trx);
    const existing = await trx.selectFrom('settlement').select('id').where('supplier_no', '=', plan.supplierNo).limit(1).executeTakeFirst();
    if (existing) return { settlements: 0, animals: 0 };
    const settlements = generateSettlements(plan);
    const { animals } = await insertSettlements(trx, plan.supplierNo, settlements);
    return { settlements: settlements.length, animals };
  });
}

export interface SeedSettlementsResult {
  settlements: number;
  animals: number;
  ms: number;
}

/**
 * Seeds the demo settlements and writes the photo files. The demo farmers (10001, 10003) must
 * exist already (demo-seed.ts); the other suppliers are created here.
 */
export async function seedDemoSettlements(db: Db, filesDir: string, options: { otherSuppliers?: number } = {}): Promise<SeedSettlementsResult> {
  const started = performance.now();
  ensureSlaughterPhotoFiles(filesDir);
  const others = otherSuppliers(options.otherSuppliers ?? DEFAULT_OTHER_SUPPLIERS);
  if (others.length > 0) {
    await db
      .insertInto('supplier')
      .values(
        others.map((o) => ({
          supplier_no: o.supplier_no,
          fullname: o.fullname,
          provider_no: o.provider_no,
          post_no: o.post_no,
          city: o.city,
          has_pigs: o.plan.pigs !== undefined,
          has_sheep: o.plan.sheep !== undefined,
          has_cattle: o.plan.cattle !== undefined,
          balance_this_year_ore: 0,
          debit_amount_total_ore: 0,
        })),
      )
      .onConflict((oc) => oc.column('supplier_no').doNothing())
      .execute();
  }
  const known = new Set((await db.selectFrom('supplier').select('supplier_no').execute()).map((s) => s.supplier_no));
  const totals = { settlements: 0, animals: 0 };
  for (const plan of [...DEMO_PLANS, ...others.map((o) => o.plan)]) {
    if (!known.has(plan.supplierNo)) continue;
    const done = await seedSupplier(db, plan);
    totals.settlements += done.settlements;
    totals.animals += done.animals;
  }
  return { ...totals, ms: Math.round(performance.now() - started) };
}

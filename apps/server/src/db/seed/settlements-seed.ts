import { sql, type Transaction } from 'kysely';
import type { Db } from '../database.js';
import type { Database } from '../types.js';
import { insertSettlements as writeSettlements } from '../settlement-writer.js';
import { createRng, int, pick } from './random.js';
import { type GeneratedSettlement, generateSettlements, type SupplierPlan } from './settlements-generator.js';
import { seedDemoPriceLists } from './price-lists-seed.js';
import { ensureSlaughterPhotoFiles } from './slaughter-photos.js';

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

/**
 * Writes one supplier's generated settlements (db/settlement-writer.ts, which adds the posted
 * animals to the statistics rollups in the same call).
 */
export async function insertSettlements(trx: Transaction<Database> | Db, supplierNo: string, settlements: GeneratedSettlement[]): Promise<{ animals: number }> {
  const { animals } = await writeSettlements(
    trx,
    settlements.map((s) => ({ ...s, supplier_no: supplierNo })),
  );
  return { animals };
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
  // The lists the settlements below are priced by, so the farmer sees each price explained.
  await seedDemoPriceLists(db, new Date());
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

// What the cooperative-scale benches share: the large farm and plain SQL on the bench's database.
import type { Db } from '../apps/server/src/db/database.js';
import type { SupplierPlan } from '../apps/server/src/db/seed/settlements-generator.js';

/** The large farm's supplier number in every cooperative-scale bench. */
export const LARGE_FARM = '19999';

/** A big mixed farm: a pig delivery every week, a large sheep flock and two cattle deliveries a month. */
export function largeFarmPlan(from: string, to: string): SupplierPlan {
  return {
    supplierNo: LARGE_FARM,
    providerNo: '5199999',
    from,
    to,
    pigs: { everyDays: 7, perDelivery: [30, 45] },
    sheep: { lambsPerSeason: 300, ewesPerSeason: 30 },
    cattle: { deliveriesPerYear: 24 },
    photosPerAnimal: null,
  };
}

/**
 * The deadline rush's farms (bench/load.ts, bench/server-change.ts): the generated cooperative's
 * first `count` pig farms. Its pig farms and the large farm are first made allowed to enrol (KSL
 * approved, health-pig approved where asked). Without that, the server answers each enrolment 200 with
 * registered: false and stores nothing, and a rush would measure refusals.
 */
export async function eligibleRushFarms(client: { query: <R>(text: string, values?: unknown[]) => Promise<{ rows: R[] }> }, count: number): Promise<string[]> {
  await client.query(`update supplier set ksl_status = 1, health_pig_approved = true where has_pigs and (supplier_no like '2%' or supplier_no = $1)`, [LARGE_FARM]);
  const farms = await client.query<{ supplier_no: string }>(`select supplier_no from supplier where has_pigs and supplier_no like '2%' order by supplier_no limit $1`, [count]);
  return farms.rows.map((r) => r.supplier_no);
}

/**
 * Plain SQL for the bench's own look-ups (sizes, ANALYZE). kysely lives in apps/server's
 * node_modules, out of this folder's reach, so its `sql` tag is not imported here; the database
 * object runs a compiled query as well.
 */
export async function raw<T>(db: Db, text: string, parameters: unknown[] = []): Promise<T[]> {
  const query = { sql: text, parameters, query: { kind: 'RawNode', sqlFragments: [text], parameters: [] }, queryId: { queryId: text } };
  return (await db.executeQuery<T>(query as unknown as Parameters<Db['executeQuery']>[0])).rows;
}

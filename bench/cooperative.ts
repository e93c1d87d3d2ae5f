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
 * Plain SQL for the bench's own look-ups (sizes, ANALYZE). kysely lives in apps/server's
 * node_modules, out of this folder's reach, so its `sql` tag is not imported here; the database
 * object runs a compiled query as well.
 */
export async function raw<T>(db: Db, text: string, parameters: unknown[] = []): Promise<T[]> {
  const query = { sql: text, parameters, query: { kind: 'RawNode', sqlFragments: [text], parameters: [] }, queryId: { queryId: text } };
  return (await db.executeQuery<T>(query as unknown as Parameters<Db['executeQuery']>[0])).rows;
}

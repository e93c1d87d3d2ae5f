import { sql } from 'kysely';
import { type PriceKind, type PriceList, priceListInForce, priceListSchema } from '@slakteweb/core';
import type { Db } from './database.js';

/**
 * The price lists in force in a week (DESIGN.md §10 Prices): for each kind and category the
 * latest list valid from that week or before. Read by the settlement detail (its animals' prices
 * explained) and the price routes alike, so both find the same list.
 */
export async function priceListsInForce(db: Db, filter: { kinds: readonly PriceKind[]; categories?: readonly string[] }, year: number, week: number): Promise<PriceList[]> {
  if (filter.kinds.length === 0 || filter.categories?.length === 0) return [];
  let query = db
    .selectFrom('price_list')
    .distinctOn(['kind', 'category'])
    .select('list')
    .where('kind', 'in', [...filter.kinds])
    .where((eb) => eb.or([eb('year', '<', year), eb.and([eb('year', '=', year), eb('week', '<=', week)])]));
  if (filter.categories) query = query.where('category', 'in', [...filter.categories]);
  const rows = await query.orderBy('kind').orderBy('category').orderBy('year', 'desc').orderBy('week', 'desc').execute();
  // Stored as the import checked it; parsed again so a list always has its defaults and types.
  return rows.map((r) => priceListSchema.parse(JSON.parse(r.list)));
}

/** Every price list as read in one statement, with the version it belongs to (price_list_version). */
interface ListsOfVersion {
  /** Null when the version row is missing: the lists are then read again on every call. */
  version: string | null;
  /** The lists of each 'kind:category', oldest first. */
  byKey: Map<string, PriceList[]>;
  /** The list in force found per 'kind:category:year-week' (undefined: none in force). */
  inForce: Map<string, PriceList | undefined>;
  /** The order the loads began in: a load begun later never gives way to one begun earlier. */
  began: number;
}

/**
 * The price lists kept parsed in a server process, for the settlement detail: they change only
 * by an import (or the admin command, or the demo seed), and reading and parsing them on every
 * detail was most of what explaining the prices cost it (bench/RESULTS.md). The caller reads the
 * lists' version (price_list_version, moved by a trigger on every change of price_list) in its
 * own statement and passes it in: the same version, the kept lists; another, the lists read again
 * with their version in one statement. So several processes (WORKERS=N) each keep their own copy
 * and none answers with lists older than what its caller's statement saw.
 */
export class KeptPriceLists {
  private kept: ListsOfVersion | undefined;
  private loading: Promise<ListsOfVersion> | undefined;
  private loads = 0;

  constructor(private readonly db: Db) {}

  /**
   * The list in force in the week for each 'kind:category' key asked for (absent: none), from the
   * lists of `version` or newer.
   */
  async inForce(version: string | null, keys: Iterable<string>, year: number, week: number): Promise<Map<string, PriceList>> {
    const lists = await this.listsOf(version);
    const found = new Map<string, PriceList>();
    for (const key of keys) {
      const weekKey = `${key}:${year}-${week}`;
      if (!lists.inForce.has(weekKey)) lists.inForce.set(weekKey, priceListInForce(lists.byKey.get(key) ?? [], year, week));
      const list = lists.inForce.get(weekKey);
      if (list) found.set(key, list);
    }
    return found;
  }

  private async listsOf(version: string | null): Promise<ListsOfVersion> {
    if (version !== null && this.kept?.version === version) return this.kept;
    // A load already under way may have read before the caller's statement did (older lists):
    // it serves only if it found the caller's version; otherwise a load begun now, which reads
    // the lists as they are at least as new as the caller saw them.
    if (this.loading && version !== null) {
      const pending = await this.loading;
      if (pending.version === version) return pending;
    }
    const load = this.load();
    this.loading = load;
    try {
      return await load;
    } finally {
      if (this.loading === load) this.loading = undefined;
    }
  }

  private async load(): Promise<ListsOfVersion> {
    const began = ++this.loads;
    // One statement: the lists and their version from the same snapshot.
    const row = await this.db
      .selectNoFrom((eb) => [
        eb.selectFrom('price_list_version').select('version').as('version'),
        sql<string[]>`array(select list from price_list order by kind, category, year, week)`.as('lists'),
      ])
      .executeTakeFirstOrThrow();
    const byKey = new Map<string, PriceList[]>();
    for (const text of row.lists) {
      // Stored as the import checked it; parsed again so a list always has its defaults and types.
      const list = priceListSchema.parse(JSON.parse(text));
      const key = `${list.kind}:${list.category}`;
      const ofKey = byKey.get(key);
      if (ofKey) ofKey.push(list);
      else byKey.set(key, [list]);
    }
    const lists: ListsOfVersion = { version: row.version, byKey, inForce: new Map(), began };
    if (lists.version !== null && (!this.kept || this.kept.began < began)) this.kept = lists;
    return lists;
  }
}

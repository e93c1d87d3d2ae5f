import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Fixed-window counters in the database, so every server process behind a load balancer shares
 * them. `hit` counts one attempt; `isLimited` tells whether the key has used up its window.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly windowMs: number,
  ) {}

  private windowStart(now: Date): Date {
    return new Date(Math.floor(now.getTime() / this.windowMs) * this.windowMs);
  }

  /** Seconds until the current window ends, for Retry-After. */
  retryAfterSeconds(now: Date): number {
    return Math.max(1, Math.ceil((this.windowStart(now).getTime() + this.windowMs - now.getTime()) / 1000));
  }

  async count(key: string, now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limit_hit')
      .select('count')
      .where('key', '=', key)
      .where('window_start', '=', this.windowStart(now))
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  async isLimited(keys: { key: string; max: number }[], now: Date): Promise<boolean> {
    for (const { key, max } of keys) {
      if ((await this.count(key, now)) >= max) return true;
    }
    return false;
  }

  async hit(keys: string[], now: Date): Promise<void> {
    const windowStart = this.windowStart(now);
    for (const key of keys) {
      await this.db
        .insertInto('rate_limit_hit')
        .values({ key, window_start: windowStart, count: 1 })
        .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limit_hit.count + 1` }))
        .execute();
    }
    // Old windows are useless; drop them now and then rather than in a separate job.
    if (Math.random() < 0.01) {
      await this.db.deleteFrom('rate_limit_hit').where('window_start', '<', new Date(windowStart.getTime() - this.windowMs)).execute();
    }
  }
}

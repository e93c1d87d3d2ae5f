import type { Db } from '../../db/database.js';
import * as repo from './rate-limit.repository.js';

/**
 * Fixed-window counters in the database, so every server process behind a load balancer shares
 * them. `hit` counts one attempt; `isLimited` tells whether a key has used up its window.
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

  count(key: string, now: Date): Promise<number> {
    return repo.countInWindow(this.db, key, this.windowStart(now));
  }

  async isLimited(keys: { key: string; max: number }[], now: Date): Promise<boolean> {
    for (const { key, max } of keys) {
      if ((await this.count(key, now)) >= max) return true;
    }
    return false;
  }

  async hit(keys: string[], now: Date): Promise<void> {
    const windowStart = this.windowStart(now);
    for (const key of keys) await repo.incrementInWindow(this.db, key, windowStart);
    // Old windows are useless; drop them now and then rather than in a separate job.
    if (Math.random() < 0.01) {
      await repo.deleteWindowsBefore(this.db, new Date(windowStart.getTime() - this.windowMs));
    }
  }
}

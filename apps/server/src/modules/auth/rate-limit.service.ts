import type { Db } from '../../db/database.js';
import * as repo from './rate-limit.repository.js';

/** One counted attempt: its keys and window, to take it back if it succeeds. */
export interface Attempt {
  keys: string[];
  windowStart: Date;
}

/** The keys of the day-long limits (RateLimiter.daily) begin with this. */
const DAY_KEY_PREFIX = 'day:';
const DAY_MS = 24 * 3_600_000;

/**
 * Fixed-window counters in the database, so every server process behind a load balancer shares
 * them. An attempt is counted before it is tried (`attempt`), in the same statement that tells
 * whether the limit is used up, so simultaneous guesses cannot all pass a check made before any
 * of them was counted; a successful one is taken back (`refund`) where only failures should count.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly windowMs: number,
    /** Set for the day-long limits only: their counters share the table with the short ones. */
    private readonly keyPrefix = '',
  ) {}

  /**
   * Limits per calendar day (UTC), such as the invitations a farm may send. Its counters are kept
   * apart from the short windows', so the short windows' housekeeping does not drop a day's count.
   */
  static daily(db: Db): RateLimiter {
    return new RateLimiter(db, DAY_MS, DAY_KEY_PREFIX);
  }

  private key(key: string): string {
    return `${this.keyPrefix}${key}`;
  }

  private windowStart(now: Date): Date {
    return new Date(Math.floor(now.getTime() / this.windowMs) * this.windowMs);
  }

  /** Seconds until the current window ends, for Retry-After. */
  retryAfterSeconds(now: Date): number {
    return Math.max(1, Math.ceil((this.windowStart(now).getTime() + this.windowMs - now.getTime()) / 1000));
  }

  count(key: string, now: Date): Promise<number> {
    return repo.countInWindow(this.db, this.key(key), this.windowStart(now));
  }

  /** Counts the attempt against every key; `allowed` is false when any key went past its max. */
  async attempt(limits: { key: string; max: number }[], now: Date): Promise<{ allowed: boolean; attempt: Attempt }> {
    const windowStart = this.windowStart(now);
    const keys = limits.map((l) => this.key(l.key));
    const counts = await repo.incrementAndCount(this.db, keys, windowStart);
    const allowed = limits.every(({ key, max }) => (counts.get(this.key(key)) ?? 0) <= max);
    return { allowed, attempt: { keys, windowStart } };
  }

  /** Drops the counters of windows that have ended (housekeeping, app.ts): they limit nothing any more. */
  async deleteEndedWindows(now: Date): Promise<void> {
    const keys = this.keyPrefix ? { prefix: this.keyPrefix } : { exceptPrefix: DAY_KEY_PREFIX };
    await repo.deleteWindowsBefore(this.db, this.windowStart(now), keys);
  }

  /** Takes back an attempt that succeeded, so only failures use up the limit. */
  async refund(attempt: Attempt): Promise<void> {
    await repo.decrementInWindow(this.db, attempt.keys, attempt.windowStart);
  }
}

import type { Db } from '../../db/database.js';
import * as repo from './rate-limit.repository.js';

/** One counted attempt: its keys and window, to take it back if it succeeds. */
export interface Attempt {
  keys: string[];
  windowStart: Date;
}

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

  /** Counts the attempt against every key; `allowed` is false when any key went past its max. */
  async attempt(limits: { key: string; max: number }[], now: Date): Promise<{ allowed: boolean; attempt: Attempt }> {
    const windowStart = this.windowStart(now);
    const counts = await repo.incrementAndCount(
      this.db,
      limits.map((l) => l.key),
      windowStart,
    );
    const allowed = limits.every(({ key, max }) => (counts.get(key) ?? 0) <= max);
    return { allowed, attempt: { keys: limits.map((l) => l.key), windowStart } };
  }

  /** Drops the counters of windows that have ended (housekeeping, app.ts): they limit nothing any more. */
  async deleteEndedWindows(now: Date): Promise<void> {
    await repo.deleteWindowsBefore(this.db, this.windowStart(now));
  }

  /** Takes back an attempt that succeeded, so only failures use up the limit. */
  async refund(attempt: Attempt): Promise<void> {
    await repo.decrementInWindow(this.db, attempt.keys, attempt.windowStart);
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { tryAgainInAMinute } from '../../lib/http-error.js';

/** Retry-After of a full line: a few exports later there is room again. */
const FULL_RETRY_AFTER_SECONDS = 30;

/**
 * The line of date-range Excel exports in one server process (EXCEL_EXPORTS_AT_ONCE build at
 * once, EXCEL_EXPORTS_WAITING wait their turn). A farmer's whole history is a second or more of
 * the server's CPU; exports built side by side share it, so every one of them takes as long as
 * all of them together: 20 ten-year exports at once took 20–24 s each, so a farmer behind a
 * proxy's or a browser's time limit could get none. In line, the first is done in about 2 s, the
 * median in 12 s, in the same total time (bench/RESULTS.md), and what is being built at once
 * holds the memory of EXCEL_EXPORTS_AT_ONCE exports, however many farmers export at once (the
 * end of the year, for the accounts).
 *
 * A place is for building the file, not for the download: a finished file waits in memory for a
 * slow line (settlements.service.ts). A farmer who leaves while waiting (another page, a dropped
 * line) leaves the line: nothing is built for nobody. A full line answers 503 with Retry-After,
 * which the screen shows as its download error; nothing is lost by trying again.
 */
export class ExportQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limits: { atOnce: number; waiting: number },
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {}

  /**
   * Resolves with `release` once this export may start; call release when it has ended, however
   * it ended (release twice is harmless). Rejects with 503 when the line is full, and with
   * `gone.reason` when `gone` aborts before its turn came.
   */
  async enter(gone: AbortSignal): Promise<() => void> {
    gone.throwIfAborted();
    if (this.running < this.limits.atOnce) return this.start();
    if (this.waiting.length >= this.limits.waiting) {
      this.log.warn(this.size, 'Excel export refused: the line of exports is full');
      throw tryAgainInAMinute(FULL_RETRY_AFTER_SECONDS);
    }
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        gone.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        // Still in line: a turn that came removes this listener before anything else runs.
        const place = this.waiting.indexOf(turn);
        if (place >= 0) this.waiting.splice(place, 1);
        this.log.info(this.size, 'Excel export left the line: the farmer left before its turn');
        reject(gone.reason);
      };
      this.waiting.push(turn);
      gone.addEventListener('abort', leave, { once: true });
      this.log.info(this.size, 'Excel export waits its turn');
    });
    // The place was handed over by a release (see start): counted already.
    return this.releaser();
  }

  /** How many are being built and how many wait: for the logs and the tests. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private start(): () => void {
    this.running += 1;
    return this.releaser();
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The place goes straight to the first in line, so a newcomer cannot take it in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    };
  }
}

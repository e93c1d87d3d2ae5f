import { DatabaseCircuitOpenError } from '../lib/database-unavailable.js';

/**
 * A small circuit breaker in front of the PostgreSQL pool. A frozen database (a hung disk, a
 * stopped process, a network that drops packets) makes each request wait for its own statement
 * timeout: a rush of farmers would pile up for the whole of DB_QUERY_TIMEOUT_MS each. After the
 * first timeout the breaker opens: every request answers 503 at once (DatabaseCircuitOpenError,
 * a database-unavailable error) while a probe outside the pool asks the database, at once and then
 * every `probeEveryMs`, until it answers; then the breaker closes and requests go through again.
 */
export class CircuitBreaker {
  private open = false;
  private ended = false;

  constructor(
    /** One question to the database on a connection of its own, failing within the timeouts. */
    private readonly probe: () => Promise<void>,
    private readonly probeEveryMs: number,
    private readonly log: (message: string) => void,
  ) {}

  get isOpen(): boolean {
    return this.open;
  }

  /** Before a connection is taken: refused at once while the breaker is open. */
  check(): void {
    if (this.open) throw new DatabaseCircuitOpenError();
  }

  /** A statement or a connection timed out: open, and probe until the database answers. */
  trip(reason: Error): void {
    if (this.open || this.ended) return;
    this.open = true;
    this.log(`PostgreSQL did not answer in time (${reason.message}): answering 503 at once until it does`);
    void this.probeUntilAnswered();
  }

  private async probeUntilAnswered(): Promise<void> {
    for (;;) {
      if (this.ended) return;
      try {
        await this.probe();
        this.open = false;
        this.log('PostgreSQL answers again: requests go through');
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, this.probeEveryMs).unref());
      }
    }
  }

  /** At shutdown: no more probes (one under way ends within the probe's own timeouts). */
  end(): void {
    this.ended = true;
  }
}

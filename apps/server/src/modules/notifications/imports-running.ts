import type { FastifyRequest } from 'fastify';

/**
 * The cooperative's imports this process is running. The notifications' sender holds its mails
 * while one runs: it draws each mail's PDF on the thread the import's requests run on, and an
 * import must not wait for the mails it queued (a 20 000-farm settlement import ran about 16 %
 * slower with its mails sent beside it; bench/RESULTS.md, notification fan-out).
 */
export class ImportsRunning {
  private readonly running = new WeakSet<FastifyRequest>();
  private count = 0;

  begin(request: FastifyRequest): void {
    if (this.running.has(request)) return;
    this.running.add(request);
    this.count++;
  }

  /** On the answer or an abort, whichever comes: counted once. */
  end(request: FastifyRequest): void {
    if (!this.running.delete(request)) return;
    this.count--;
  }

  get busy(): boolean {
    return this.count > 0;
  }
}

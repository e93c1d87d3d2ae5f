import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.js';
import { failureReason, startFailureMessage, startStep } from './start-failure.js';

/** What the embedded database's file system (Emscripten, in PGlite) throws: no message, a WASI errno. */
const emscriptenError = (errno: number) => Object.assign(Object.create({ name: 'ErrnoError' }) as object, { name: 'ErrnoError', errno });

async function failureOf(step: string, error: unknown): Promise<string> {
  try {
    await startStep(step, () => {
      throw error;
    });
  } catch (failure) {
    return startFailureMessage(failure);
  }
  throw new Error('the step did not fail');
}

describe('the line the server prints when it cannot start', () => {
  it('a full disk under the embedded database says so, and where, not "undefined"', async () => {
    expect(await failureOf('opening the embedded database in /srv/slakteweb/pgdata', emscriptenError(51))).toBe(
      'Start failed while opening the embedded database in /srv/slakteweb/pgdata: no space left on the disk (ENOSPC). Free space on that disk and start again.',
    );
  });

  it('a full disk when writing files names the step and keeps the system’s message', async () => {
    const error = Object.assign(new Error("ENOSPC: no space left on device, write '/srv/slakteweb/files/x.pdf'"), { code: 'ENOSPC' });
    expect(await failureOf('seeding the demo data (files in /srv/slakteweb/files)', error)).toBe(
      "Start failed while seeding the demo data (files in /srv/slakteweb/files): ENOSPC: no space left on device, write '/srv/slakteweb/files/x.pdf'. Free space on that disk and start again.",
    );
  });

  it('other system errors of the file system are named by their code', async () => {
    expect(await failureOf('opening the embedded database in /data/pgdata', emscriptenError(2))).toBe(
      'Start failed while opening the embedded database in /data/pgdata: permission denied (EACCES).',
    );
  });

  it('something thrown without any message still says which step failed', async () => {
    expect(await failureOf('listening on 0.0.0.0:3000', undefined)).toBe('Start failed while listening on 0.0.0.0:3000: an error without a message (undefined).');
    expect(await failureOf('listening on 0.0.0.0:3000', { status: 1 })).toBe('Start failed while listening on 0.0.0.0:3000: an error without a message ({ status: 1 }).');
  });

  it('a configuration error stays one line of its own', async () => {
    expect(await failureOf('reading the configuration', new ConfigError('PORT must be at most 65535, got "70000"'))).toBe('Configuration error: PORT must be at most 65535, got "70000"');
  });

  it('the reason alone (the seeding command’s line) is words too, never "undefined"', () => {
    expect(failureReason(emscriptenError(51))).toBe('no space left on the disk (ENOSPC)');
    expect(failureReason(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });
});

import { inspect } from 'node:util';
import { ConfigError } from './config.js';

/**
 * The one line the server prints when it cannot start: which step failed and where (a directory,
 * the database), and why. PGlite's file system throws errors without a message (a full disk gave
 * 'Start failed: undefined'), so the reason comes from the error's code when it has no message.
 */

/** A step of the start that failed, named as the line says it ('opening the embedded database in …'). */
export class StartStepError extends Error {
  constructor(
    readonly step: string,
    readonly failure: unknown,
  ) {
    super(`${step}: ${failureReason(failure)}`);
    this.name = 'StartStepError';
  }
}

/** Runs one step of the start; its failure names the step. A configuration error stays as it is. */
export async function startStep<T>(step: string, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof StartStepError) throw error;
    throw new StartStepError(step, error);
  }
}

/** Emscripten's (WASI) errno numbers, as PGlite's ErrnoError carries them, by their POSIX names. */
const EMSCRIPTEN_ERRNO: Record<number, string> = { 2: 'EACCES', 19: 'EDQUOT', 20: 'EEXIST', 29: 'EIO', 44: 'ENOENT', 51: 'ENOSPC', 54: 'ENOTDIR', 63: 'EPERM', 69: 'EROFS' };

const EXPLAINED: Record<string, string> = {
  ENOSPC: 'no space left on the disk',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOENT: 'no such file or directory',
  ENOTDIR: 'not a directory',
  EEXIST: 'already exists',
  EIO: 'input/output error',
};

function codeOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, errno, name } = error as { code?: unknown; errno?: unknown; name?: unknown };
  if (typeof code === 'string') return code;
  if (name === 'ErrnoError' && typeof errno === 'number') return EMSCRIPTEN_ERRNO[errno] ?? `errno ${errno}`;
  return undefined;
}

/** Why it failed, in words: the error's message, else what its code means, else what was thrown. */
export function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : undefined;
  if (message) return message;
  const code = codeOf(error);
  if (code) return `${EXPLAINED[code] ?? 'a system error'} (${code})`;
  if (typeof error === 'string' && error !== '') return error;
  return `an error without a message (${inspect(error, { depth: 2, breakLength: Infinity })})`;
}

/** The line for stderr. A full disk adds what to do about it. */
export function startFailureMessage(error: unknown): string {
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  const step = error instanceof StartStepError ? error.step : undefined;
  const failure = error instanceof StartStepError ? error.failure : error;
  const code = codeOf(failure);
  const full = code === 'ENOSPC' || code === 'EDQUOT' ? ' Free space on that disk and start again.' : '';
  return `Start failed${step ? ` while ${step}` : ''}: ${failureReason(failure)}.${full}`;
}

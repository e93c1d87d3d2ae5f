import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const lockModule = path.join(import.meta.dirname, 'data-dir-lock.ts');
/** A script that takes the lock on `dir`, says so, and holds it until its stdin closes. */
const holder = (dir: string) =>
  `import { lockDataDir } from ${JSON.stringify(lockModule)};
   try { lockDataDir(${JSON.stringify(dir)}); console.log('locked', process.pid); } catch (e) { console.log('refused', process.pid, e.message); process.exit(3); }
   process.stdin.resume(); process.stdin.on('end', () => process.exit(0));`;

/** Runs the holder in a process of its own, in a new pid namespace where possible (where it is pid 1, as in a container). */
function startHolder(dir: string, ownPidNamespace: boolean) {
  const node = [process.execPath, '--import', 'tsx', '--input-type=module', '-e', holder(dir)];
  const [command, ...args] = ownPidNamespace ? ['unshare', '--pid', '--fork', ...node] : node;
  const child = spawn(command!, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const firstLine = new Promise<string>((resolve) => child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  return { child, firstLine };
}

/** `unshare --pid` needs root (or user namespaces); the test says which it used. */
function canUnshare(): boolean {
  try {
    execFileSync('unshare', ['--pid', '--fork', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('lockDataDir', () => {
  it('refuses a second lock on a directory this process holds, and takes it again after release', () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/is in use by another server/);
    unlock();
    lockDataDir(dir)();
  });

  it('refuses a second server in another pid namespace, both being pid 1 (containers sharing a volume)', async () => {
    const dir = tempDir();
    const namespaces = canUnshare();
    const first = startHolder(dir, namespaces);
    expect(await first.firstLine).toMatch(namespaces ? /^locked 1$/ : /^locked \d+$/);
    const second = startHolder(dir, namespaces);
    expect(await second.firstLine).toMatch(namespaces ? /^refused 1 DATA_DIR .* is in use by another server/ : /^refused/);
    first.child.stdin!.end();
    await new Promise((resolve) => first.child.once('exit', resolve));
    // The holder is gone (however it ended): the lock went with it.
    lockDataDir(dir)();
  });

  it('is free again after the holder is killed', async () => {
    const dir = tempDir();
    const first = startHolder(dir, false);
    expect(await first.firstLine).toMatch(/^locked/);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    lockDataDir(dir)();
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// What the tests that run the real server as a process of its own share (crash, outage, workers).

/** A TCP port free on 127.0.0.1 just now, for a server a test starts (the portal, PostgreSQL, SMTP). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything it has printed so far, stdout and stderr. */
  output: () => string;
}

/**
 * The real server (TypeScript source through tsx) on `port` with its data in `dataDir`, on the e2e
 * clock, with `env` over those defaults. `track` gets the process at once, so a test's cleanup can
 * end one that never finished starting. Resolves once its start banner is complete: its last line
 * is the TOTP secret with demo data, else the line saying there is none. Rejects if it exits first.
 */
export async function startServerProcess(options: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
  track: (child: ChildProcess) => void;
}): Promise<ServerProcess> {
  const { port, dataDir, env } = options;
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `${base}/`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      NOW: '2026-11-22T12:00',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.track(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('TOTP-hemmelighet for 90001') || output.includes('Demodata: ikke lagt inn')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}): ${output}`)));
  });
  return { child, base, output: () => output };
}

// Benchmark: how long the server takes from process start to its first answer, on a data
// directory that already holds the demo data (a restart, as most `npm start`s are), for
//   (a) the TypeScript source through tsx: node --import tsx apps/server/src/server.ts
//   (b) the compiled server that `npm start` runs: node --enable-source-maps apps/server/dist/server.js
//
//   npx tsx bench/server-start.ts
//   BENCH_RUNS=9 npx tsx bench/server-start.ts
//
// Compiles the server first (apps/server/build.mjs). The data directory (BENCH_DATA_DIR, default
// a folder in the system temp dir) is seeded once by a first start and kept for later runs. The
// two variants take turns, a b a b …, after one warm-up start each, so a machine that slows down
// or speeds up during the runs affects both alike; the ratio is taken pair by pair. At the first
// answer the server process's CPU time (user + system, all threads, from /proc) is read too: on a
// busy machine it varies less than the wall time. Peak RSS is the process's high-water mark
// (VmHWM) at that moment. Not a test: numbers depend on the machine (DESIGN.md §8).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3390);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'slakteweb-bench-server-start'));
const probeUrl = `http://127.0.0.1:${port}/api/external/texts`;

interface Variant {
  label: string;
  args: string[];
}
const variants: Variant[] = [
  { label: '(a) tsx, TypeScript source', args: ['--import', 'tsx', 'apps/server/src/server.ts'] },
  { label: '(b) compiled, dist/server.js', args: ['--enable-source-maps', 'apps/server/dist/server.js'] },
];

interface Start {
  ms: number;
  cpuMs: number;
  rssMb: number;
}

/** Clock ticks per second of the CPU times in /proc/<pid>/stat. */
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

/** CPU time the process has used so far (user + system), from Linux's /proc (0 where there is none). */
function cpuMs(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name in parentheses; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
  } catch {
    return 0;
  }
}

/** The process's peak resident memory so far, from Linux's /proc (0 where there is none). */
function peakRssMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    return kB / 1024;
  } catch {
    return 0;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts one server, waits for its first 200 on the probe URL, stops it and waits for its exit. */
async function startOnce(variant: Variant, timeoutMs = 180_000): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  try {
    while (performance.now() - started < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`${variant.label} exited with ${child.exitCode} before answering`);
      const ok = await fetch(probeUrl).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return { ms: performance.now() - started, cpuMs: cpuMs(child.pid), rssMb: peakRssMb(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${variant.label} did not answer within ${timeoutMs / 1000} s`);
  } finally {
    // One server per data directory: the next start waits until this one has let go of it.
    child.kill('SIGTERM');
    await exited(child);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const summary = (values: number[], digits: number, unit: string) =>
  `min ${Math.min(...values).toFixed(digits)}  median ${median(values).toFixed(digits)}  max ${Math.max(...values).toFixed(digits)} ${unit}`;

const build = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

if (!fs.existsSync(path.join(dataDir, 'pgdata'))) {
  process.stdout.write(`Seeding the demo data into ${dataDir} (first start, once)…\n`);
  const first = await startOnce(variants[1]!);
  process.stdout.write(`  first start with seeding: ${(first.ms / 1000).toFixed(1)} s\n`);
}

process.stdout.write(`Warm-up, then ${runs} starts of each on ${dataDir}\n`);
for (const variant of variants) await startOnce(variant);
const results = new Map<Variant, Start[]>(variants.map((variant) => [variant, []]));
for (let run = 0; run < runs; run += 1) {
  for (const variant of variants) results.get(variant)!.push(await startOnce(variant));
}

process.stdout.write(`\nnode ${process.version}, ${os.cpus().length} cores, ${runs} runs each\n`);
process.stdout.write('time to the first answer of GET /api/external/texts:\n');
for (const variant of variants) {
  const starts = results.get(variant)!;
  process.stdout.write(`  ${variant.label.padEnd(30)} ${summary(starts.map((s) => s.ms), 0, 'ms')}\n`);
}
const [a, b] = variants.map((variant) => results.get(variant)!) as [Start[], Start[]];
process.stdout.write(`  ratio a/b, pair by pair        ${summary(a.map((start, i) => start.ms / b[i]!.ms), 2, '')}\n`);
process.stdout.write('CPU time (user + system) up to the first answer:\n');
for (const variant of variants) {
  const starts = results.get(variant)!;
  process.stdout.write(`  ${variant.label.padEnd(30)} ${summary(starts.map((s) => s.cpuMs), 0, 'ms')}\n`);
}
process.stdout.write(`  ratio a/b, pair by pair        ${summary(a.map((start, i) => start.cpuMs / b[i]!.cpuMs), 2, '')}\n`);
process.stdout.write('peak RSS at the first answer:\n');
for (const variant of variants) {
  const starts = results.get(variant)!;
  process.stdout.write(`  ${variant.label.padEnd(30)} ${summary(starts.map((s) => s.rssMb), 0, 'MB')}\n`);
}

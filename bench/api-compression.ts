// What compressing the farmer screens' answers costs: the large farm's answers as the portal sends
// them (uncompressed), each compressed by brotli at qualities 3 and 4 and by gzip at levels 1 and
// 6, one call at a time as the portal does for answers up to API_COMPRESS_SYNC_MAX_BYTES. Gives the
// size and the median time of a call, for the choice of API_BROTLI_OPTIONS (apps/server/src/plugins/api-compression.ts).
// Needs a database loaded by `npm run bench:coop` (DATABASE_URL) and the server built.
//
//   DATABASE_URL=… npx tsx bench/api-compression.ts
//
// Not a test: the figures depend on the machine (DESIGN.md §8).
import os from 'node:os';
import zlib from 'node:zlib';
import { LARGE_FARM } from './cooperative.js';
import { login, portalEnv, root, SERVER_ARGS, startProcess, stopProcess } from './portal-process.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database loaded by npm run bench:coop');
const PORT = Number(process.env.PORT ?? 4080);
const base = `http://127.0.0.1:${PORT}`;

const ROUTES: [string, string][] = [
  ['documents page (50)', '/api/documents/page?kind=accounting&limit=50'],
  ['settlement list page (50)', '/api/posted_slaughters_list?limit=50'],
  ['settlement list (whole)', '/api/posted_slaughters_list'],
  ['documents (whole list)', '/api/documents'],
];
const brotli = (quality: number) => (input: Buffer) =>
  zlib.brotliCompressSync(input, { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
const CODECS: [string, (input: Buffer) => Buffer][] = [
  ['brotli 3', brotli(3)],
  ['brotli 4', brotli(4)],
  ['gzip 1', (input) => zlib.gzipSync(input, { level: 1 })],
  ['gzip 6', (input) => zlib.gzipSync(input, { level: 6 })],
];

/** Median µs of one call, over about half a second of calls. */
function medianMicros(run: () => void): number {
  run();
  const times: number[] = [];
  const until = performance.now() + 500;
  while (performance.now() < until) {
    const started = performance.now();
    run();
    times.push((performance.now() - started) * 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const server = await startProcess(SERVER_ARGS, portalEnv(url, PORT, 1, 'compression'), 'kjører på', root);
const cookie = await login(base, LARGE_FARM);
const lines = [`| answer (large farm) | bytes | ${CODECS.map(([name]) => `${name}: bytes, µs`).join(' | ')} |`, `|---|---|${CODECS.map(() => '---|').join('')}`];
for (const [name, route] of ROUTES) {
  const res = await fetch(`${base}${route}`, { headers: { cookie, 'accept-encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`${route}: ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  const cells = CODECS.map(([, codec]) => `${codec(body).length}, ${Math.round(medianMicros(() => codec(body)))}`);
  lines.push(`| ${name} | ${body.length} | ${cells.join(' | ')} |`);
}
await stopProcess(server.child);
process.stdout.write(`Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n\n${lines.join('\n')}\n`);

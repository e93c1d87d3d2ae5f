// Benchmark and budget: the JavaScript a farmer downloads for each route of the web app, read
// from the Vite manifest of the company builds in apps/web/dist/<COMPANY>/ (build them first:
// `COMPANY=standard BASE_PATH=/ npm run build -w apps/web`, and COMPANY=midtnorge
// BASE_PATH=/midtnorge/).
//
//   npx tsx bench/web-bundle.ts              both companies' builds that exist, per route
//   npm run bench:budget                     the same, and exit 1 when a route is over its
//                                            budget or a company's build is missing
//
// A route's JavaScript is the entry script with everything it imports statically, plus the
// route's lazily loaded chunks (router.tsx) with theirs; each file counted once. Sizes are raw,
// gzip level 9 (the budget) and brotli 11 (what the server sends browsers that accept it, from
// the build's .br copies); kB are 1024 bytes, as this report has always counted. Parts a screen loads after it is usable (the cooperative's help text
// on the login page) are listed apart. Not part of `npm test` (DESIGN.md §8).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The budgets of issue 15 (gzipped JavaScript per route). */
export const BUDGET_KB: Record<string, number> = { login: 90, dashboard: 200 };

/** Source modules the router loads lazily, as they appear in the manifest. */
const LOGGED_IN = 'src/app/routes/logged-in-routes.tsx';

/**
 * Each route: the lazily loaded modules it needs on top of the entry (router.tsx). The login
 * page is part of the entry: it is the first screen, and a chunk of its own would cost a round
 * trip more before it is usable.
 */
const ROUTES: Record<string, string[]> = {
  login: [],
  'login/forgot': ['src/features/auth/components/forgot-password-screen.tsx'],
  'reset-password': ['src/app/routes/reset-password-screen.tsx'],
  dashboard: [LOGGED_IN, 'src/app/routes/dashboard-route.tsx'],
  profile: [LOGGED_IN, 'src/features/profile/components/profile-page.tsx'],
  'profile/edit': [LOGGED_IN, 'src/features/profile/components/profile-edit-page.tsx'],
  accountings: [LOGGED_IN, 'src/features/settlements/components/settlements-page.tsx'],
  henvendelser: [LOGGED_IN, 'src/features/settlements/components/my-cases-page.tsx'],
  documents: [LOGGED_IN, 'src/features/documents/components/documents-page.tsx'],
  statistics: [LOGGED_IN, 'src/features/statistics/components/statistics-page.tsx'],
  cattle: [LOGGED_IN, 'src/app/routes/cattle-route.tsx'],
  'register-enrolment': [LOGGED_IN, 'src/app/routes/register-enrolment-route.tsx'],
  'registered-enrolments': [LOGGED_IN, 'src/app/routes/registered-enrolments-route.tsx'],
};

/** Loaded after a route is usable, listed apart: route → the parts it loads later. */
const LATER: Record<string, string[]> = {
  login: ['src/components/ui/help-text-island.tsx'],
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteSize extends Size {
  route: string;
  files: number;
  later?: Size;
}

function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys of `start` and every chunk they import statically, transitively. */
function staticClosure(manifest: Manifest, start: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...start];
  while (todo.length > 0) {
    const key = todo.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: has the router or the file moved? (bench/web-bundle.ts ROUTES)`);
    seen.add(key);
    todo.push(...(chunk.imports ?? []));
  }
  return seen;
}

const sizeCache = new Map<string, Size>();
function sizeOfFile(file: string): Size {
  let size = sizeCache.get(file);
  if (!size) {
    const data = fs.readFileSync(file);
    size = {
      raw: data.length,
      gzip: zlib.gzipSync(data, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizeCache.set(file, size);
  }
  return size;
}

function sizeOf(dist: string, manifest: Manifest, keys: Iterable<string>): Size {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (!chunk.file.endsWith('.js')) continue;
    const size = sizeOfFile(path.join(dist, chunk.file));
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/** Per route of one company build: what it downloads, and what it loads after it is usable. */
export function measureBuild(dist: string): RouteSize[] {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error(`no entry in ${dist}/.vite/manifest.json`);
  return Object.entries(ROUTES).map(([route, lazyModules]) => {
    const keys = staticClosure(manifest, [entry, ...lazyModules]);
    const size = sizeOf(dist, manifest, keys);
    const result: RouteSize = { route, files: [...keys].filter((k) => manifest[k]!.file.endsWith('.js')).length, ...size };
    const later = LATER[route];
    if (later) result.later = sizeOf(dist, manifest, [...staticClosure(manifest, later)].filter((k) => !keys.has(k)));
    return result;
  });
}

const kb = (n: number) => (n / 1024).toFixed(1);

function main(): void {
  const checkBudget = process.argv.includes('--budget');
  const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
  let failed = false;
  for (const company of ['standard', 'midtnorge']) {
    const dist = path.join(webDist, company);
    if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
      console.log(`${company}: no build with a manifest in ${dist}`);
      if (checkBudget) failed = true;
      continue;
    }
    console.log(`\n${company} (${dist})`);
    console.log(`${'route'.padEnd(20)} ${'files'.padStart(5)} ${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)} ${'br kB'.padStart(8)}  budget (kB = 1024 bytes)`);
    for (const r of measureBuild(dist)) {
      const budget = BUDGET_KB[r.route];
      const over = budget !== undefined && r.gzip / 1024 > budget;
      if (over) failed = true;
      const verdict = budget === undefined ? '' : `≤ ${budget} kB gzip: ${over ? 'OVER' : 'ok'}`;
      console.log(`/${r.route.padEnd(19)} ${String(r.files).padStart(5)} ${kb(r.raw).padStart(8)} ${kb(r.gzip).padStart(8)} ${kb(r.brotli).padStart(8)}  ${verdict}`);
      if (r.later) {
        console.log(`${'  + after it is usable'.padEnd(26)} ${kb(r.later.raw).padStart(8)} ${kb(r.later.gzip).padStart(8)} ${kb(r.later.brotli).padStart(8)}  (the cooperative's help text)`);
      }
    }
  }
  if (checkBudget) {
    console.log(failed ? '\nOver budget (or a build is missing): see above.' : '\nEvery route within budget.');
    process.exit(failed ? 1 : 0);
  }
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) main();

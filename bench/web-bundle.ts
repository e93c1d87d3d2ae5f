// Benchmark: what a farmer downloads before the first screen shows, and per screen after that,
// for a web build in apps/web/dist/<COMPANY>/ (build it first: `npm run build -w apps/web`).
//
//   npx tsx bench/web-bundle.ts            (COMPANY=midtnorge for the other variant)
//
// The first load is index.html's entry script, everything it imports statically, and its CSS; a
// lazily loaded screen adds its own chunk and the chunks it imports that the first load lacks.
// Sizes are raw and gzip level 9 (what a server sends compressed). Not a test (DESIGN.md §8).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const company = process.env.COMPANY ?? 'standard';
const dist = path.resolve(import.meta.dirname, `../apps/web/dist/${company}`);
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run COMPANY=${company} npm run build -w apps/web first`);
  process.exit(1);
}
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const fileOf = (url: string) => path.join(assets, path.basename(url));

/** A chunk's static imports ('./x.js' and 'x.js' forms) and its dynamic ones. */
function importsOf(file: string): { statics: string[]; dynamics: string[] } {
  const code = fs.readFileSync(file, 'utf8');
  // Built chunks import each other as './name-hash.js'; other '.js' strings (in comments or
  // texts) name no file in assets/ and are left out.
  const exists = (file: string) => fs.existsSync(file);
  const statics = [...code.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)].map((m) => fileOf(m[1]!)).filter(exists);
  const dynamics = [...code.matchAll(/import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => fileOf(m[1]!)).filter(exists);
  return { statics, dynamics };
}

/** A chunk and everything it imports statically, transitively. */
function closure(start: string[], known = new Set<string>()): Set<string> {
  const todo = [...start];
  const seen = new Set<string>();
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file) || known.has(file)) continue;
    seen.add(file);
    todo.push(...importsOf(file).statics);
  }
  return seen;
}

const size = (files: Iterable<string>) => {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const data = fs.readFileSync(file);
    raw += data.length;
    gzip += gzipSync(data, { level: 9 }).length;
  }
  return { raw, gzip };
};
const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} kB`;
// Shared chunks are named after every screen that uses them; long names are cut to keep columns.
const cut = (label: string) => (label.length > 48 ? `${label.slice(0, 47)}…` : label);
const line = (label: string, s: { raw: number; gzip: number }) => console.log(`${cut(label).padEnd(48)} ${kb(s.raw)}  ${kb(s.gzip)} gzip`);

// The module entry; the classic old-browser check script beside it is tiny and left out.
const entries = [...html.matchAll(/<script type="module"[^>]+src="([^"]+)"/g)].map((m) => fileOf(m[1]!));
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => fileOf(m[1]!));
const first = closure(entries);
console.log(`web bundle, ${company}`);
line('first load: JavaScript', size(first));
line('first load: CSS', size(styles));
for (const file of [...first].sort()) line(`  ${path.basename(file)}`, size([file]));

const lazy = new Set([...first].flatMap((f) => importsOf(f).dynamics));
console.log('screens loaded on demand (added to the first load):');
for (const file of [...lazy].sort()) {
  const added = closure([file], first);
  const css = fs.existsSync(file.replace(/\.js$/, '.css')) ? [file.replace(/\.js$/, '.css')] : [];
  line(`  ${path.basename(file).replace(/-[\w-]{8}\.js$/, '')}`, size([...added, ...css]));
}

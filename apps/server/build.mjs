// `npm run build -w apps/server`: compiles the server and @slakteweb/core (TypeScript source) into
// one ES module, dist/server.js with its source map, which `npm start` runs with plain Node.
// Starting from JavaScript skips compiling some hundred TypeScript files on every start.
//
// Only the portal's own code goes into the bundle. Every npm dependency stays an import that Node
// resolves from node_modules at run time, as it would without bundling: PGlite loads its WASM and
// data files from its package folder, @node-rs/argon2 is a native module, pdfkit reads its fonts
// from its package folder.
//
// Paths the server computes from its own file stay right: dist/ sits beside src/, so config.ts's
// `import.meta.dirname + '../../web/dist'` points at apps/web/dist from either. Migrations are
// imported one by one (src/db/migrations/index.ts), so they are in the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = import.meta.dirname;
const distDir = path.join(serverDir, 'dist');

function dependenciesOf(packageJson) {
  return Object.keys(JSON.parse(fs.readFileSync(packageJson, 'utf8')).dependencies ?? {});
}

// The server's dependencies and core's (date-fns, zod…), except the workspace package itself,
// whose exports point at TypeScript source that Node cannot run.
const external = [
  ...dependenciesOf(path.join(serverDir, 'package.json')),
  ...dependenciesOf(path.join(serverDir, '../../packages/core/package.json')),
].filter((name) => !name.startsWith('@slakteweb/'));

const started = performance.now();
fs.rmSync(distDir, { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(serverDir, 'src/server.ts')],
  outdir: distDir,
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  external,
  metafile: true,
  logLevel: 'warning',
});

// A package imported without being listed in package.json (found only because npm hoisted it)
// would be copied into the bundle and could miss its files at run time: refuse it here.
const bundledPackages = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/'));
if (bundledPackages.length > 0) {
  console.error(`Server build: add these to apps/server/package.json dependencies: ${bundledPackages.join(', ')}`);
  process.exit(1);
}

const output = path.join(distDir, 'server.js');
const kB = (fs.statSync(output).size / 1024).toFixed(0);
console.log(`Server built: ${path.relative(process.cwd(), output)} (${kB} kB) in ${Math.round(performance.now() - started)} ms`);

import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts the build emits are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Below about one network packet compression gains nothing a slow line would notice. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Every file under `dir`, skipping dot-folders (Vite's manifest lives in .vite/ and is not served). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(full);
      return [full];
    }),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` beside a file, each only when it is smaller than the file. */
async function compressFile(file: string): Promise<void> {
  const data = await fs.readFile(file);
  if (data.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    // Quality 11 and level 9: slow, but paid once per build, never per request.
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
}

/**
 * After the build, a brotli and a gzip copy of every text file in the output folder, which the
 * server sends to browsers that accept them (@fastify/static's `preCompressed`, apps/server/src/plugins/web-app.ts).
 * Made here rather than per request: the strongest settings cost seconds per build and nothing
 * when serving.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'slakteweb-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(compressFile));
    },
  };
}

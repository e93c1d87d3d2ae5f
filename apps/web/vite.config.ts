import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Build-time choices (DESIGN.md §3):
 * - COMPANY picks the cooperative; only that company's file ends up in the bundle, through the
 *   `#company` alias. Default 'standard'.
 * - BASE_PATH is where the portal is mounted, e.g. '/slakteweb/'. Default '/'.
 * The output goes to dist/<COMPANY>/ so both variants can be built side by side.
 */
const webDir = fileURLToPath(new URL('.', import.meta.url));
const companyDir = fileURLToPath(new URL('../../packages/core/src/company/', import.meta.url));

/** Company ids are the files in core/src/company that hold a variant (not the shared helpers). */
const NOT_A_COMPANY = new Set(['index', 'types', 'sheep-breeds']);

export function resolveCompanyFile(id: string): string {
  const file = `${companyDir}${id}.ts`;
  if (!/^[a-z][a-z0-9-]*$/.test(id) || NOT_A_COMPANY.has(id) || !existsSync(file)) {
    throw new Error(`Unknown COMPANY "${id}": expected the name of a file in packages/core/src/company/ (e.g. standard, midtnorge)`);
  }
  return file;
}

/** '' → '/', 'x' → '/x/', '/x' → '/x/'; Vite's `base` and the router basename need this form. */
export function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

const companyId = process.env.COMPANY?.trim() || 'standard';
const companyFile = resolveCompanyFile(companyId);
const base = normaliseBasePath(process.env.BASE_PATH);
/** Where `npm run dev` forwards API calls; the server listens on 3000 by default. */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root: webDir,
  base,
  plugins: [react()],
  resolve: {
    alias: { '#company': companyFile },
  },
  build: {
    outDir: `dist/${companyId}`,
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: { [`${base}api`]: { target: apiTarget, changeOrigin: false } },
  },
  preview: { port: 4173 },
});

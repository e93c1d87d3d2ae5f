import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { getCompany } from '../../packages/core/src/company/index.ts';
import type { Company } from '../../packages/core/src/company/types.ts';
import { APP_ICONS, appIcons } from './vite-plugins/app-icons.ts';
import { dashboardShell } from './vite-plugins/dashboard-shell.ts';
import { loginPage } from './vite-plugins/login-page.ts';
import { precompress } from './vite-plugins/precompress.ts';

/**
 * Build-time choices (DESIGN.md §3):
 * - COMPANY picks the cooperative; only that company's file ends up in the bundle, through the
 *   `#company` alias (see src/config/company.ts). Default 'standard'.
 * - BASE_PATH is where the portal is mounted, e.g. '/slakteweb/'. Default '/'.
 * The output goes to dist/<COMPANY>/ so both variants can be built side by side.
 */
const webDir = fileURLToPath(new URL('.', import.meta.url));

/** '' → '/', 'x' → '/x/', '/x' → '/x/'; Vite's `base` and the router basename need this form. */
export function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

function companyFromEnv(): Company {
  try {
    return getCompany(process.env.COMPANY?.trim() || 'standard');
  } catch (error) {
    // One line, no stack: 'Unknown COMPANY "x": use one of standard, midtnorge'.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const company = companyFromEnv();
const companyFile = fileURLToPath(new URL(`../../packages/core/src/company/${company.id}.ts`, import.meta.url));
const base = normaliseBasePath(process.env.BASE_PATH);
/** Where `npm run dev -w apps/web` forwards API calls; the server listens on 3000 by default. */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/** Browser tab icon and mobile browser bar in the company's colour (an inline SVG, no extra request). */
function companyHead(theme: Company['theme'], basePath: string): Plugin {
  const icon =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 34 34"><rect width="34" height="34" rx="8" fill="${theme.primary}"/>` +
    `<path d="M7 16 17 8l10 8v10H7z" fill="#fff"/><path d="M13.5 26v-6.5h7V26z" fill="${theme.primary}"/></svg>`;
  return {
    name: 'slakteweb-company-head',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: `data:image/svg+xml,${encodeURIComponent(icon)}` }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: theme.primary }, injectTo: 'head' },
      // iPhones take the home-screen icon from here, not from the web app manifest.
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `${basePath}icons/icon-192.png` }, injectTo: 'head' },
    ],
  };
}

/**
 * React Aria ships its screen-reader strings (e.g. 'Kalender', 'Valgt dato') for 34 locales in
 * every widget. The portal always runs in nb-NO (the I18nProvider in src/app/provider.tsx), so
 * React Aria's own plugin leaves the others out of the bundle: each widget's dictionary then
 * holds nb-NO and en-US only (en-US is React Aria's fallback).
 */
const PORTAL_LOCALES = ['nb-NO', 'en-US'];

/**
 * The installable portal (DESIGN.md §10 Offline): a web app manifest in the company's name and
 * colour, and our own service worker (src/sw/sw.ts), into which Workbox injects the list of the
 * build's files to precache. The page registers it itself after the first paint
 * (src/app/pwa), so nothing is injected into index.html but the manifest link. Not in tests.
 */
function installablePortal(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      id: base,
      name: company.name,
      short_name: company.name.length <= 12 ? company.name : 'Slakteweb',
      lang: 'nb',
      start_url: base,
      scope: base,
      display: 'standalone',
      theme_color: company.theme.primary,
      background_color: '#ffffff',
      icons: APP_ICONS.map(({ src, sizes, type, purpose }) => ({ src: `${base}${src}`, sizes, type, purpose })),
    },
    injectManifest: {
      // The shell: scripts, styles, index.html and the icons; not the precompressed copies, and
      // not old-browser.js (for browsers that have no service worker anyway).
      globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
      globIgnores: ['old-browser.js', 'sw.js'],
      maximumFileSizeToCacheInBytes: 3_000_000,
    },
  });
}

/**
 * A CSS module's class as `<name>_<hash of its file>`: Vite's default adds a line number and a
 * longer hash (`_field_gpv7y_1`), and every class a first screen uses is spelt out in its script
 * (the login page's budget, bench/web-bundle.ts). Four characters of the file's hash (64⁴ values)
 * keep two files' classes of the same name apart.
 */
function scopedClassName(name: string, filename: string, css: string): string {
  const file = path.relative(webDir, filename.split('?')[0]!).replaceAll('\\', '/');
  return `${name}_${crypto.createHash('sha256').update(`${file}\n${css}`).digest('base64url').slice(0, 4).replaceAll('-', '_')}`;
}

export default defineConfig({
  root: webDir,
  base,
  css: { modules: { generateScopedName: scopedClassName } },
  plugins: [
    react(),
    companyHead(company.theme, base),
    optimizeLocales.vite({ locales: PORTAL_LOCALES }),
    appIcons(company.theme.primary),
    // dashboard.html, the page a logged-in start at the dashboard gets from the service worker.
    dashboardShell(),
    // login.html: /login's page with the form in its HTML, precached by the service worker below.
    loginPage(company, base),
    ...(process.env.VITEST ? [] : installablePortal()),
    precompress(),
  ],
  // Offline copies of farm data are read only by the build that saved them (src/lib/offline).
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(process.env.VITE_BUILD_ID ?? String(Date.now())) },
  resolve: {
    // '@/…' is apps/web/src/…: shared code is imported by its place in the app, not by ../../../ chains.
    alias: { '#company': companyFile, '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: `dist/${company.id}`,
    emptyOutDir: true,
    // dist/<COMPANY>/.vite/manifest.json: which files each source module became and what it
    // imports; bench/web-bundle.ts adds up what each route downloads from it. Not served.
    manifest: true,
    // No library file should grow past this; `npx tsx bench/web-bundle.ts` measures what the
    // first screen and each lazily loaded screen download.
    chunkSizeWarningLimit: 800,
    // Every browser the portal supports preloads modules itself (old ones get the old-browser
    // notice): no polyfill in the first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The screens' own files keep their names ('logged-in-routes-<hash>.js'); the files screens
        // share (libraries, small shared modules) are named by their hash alone: the entry lists the
        // files each screen preloads, and long names made the login page's download bigger.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        // The same for style sheets: the entry lists them too, and their names are not read.
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]'),
        // Few files per screen, since on a slow line each costs a round trip, and libraries in
        // files of their own, since they change less often than the app and stay cached across
        // releases (bench/web-bundle.ts reports both per route):
        // - 'framework': React, ReactDOM and the router, which every page needs, the login page too;
        // - Chart.js, the carousel and the QR code (staff's authenticator set-up) with only the
        //   screens that use them;
        // - 'vendor': the other libraries (data cache, zod, react-aria, forms, dates), split by
        //   the screens that use them, small leftovers merged into their neighbours;
        // Without includeDependenciesRecursively: false a group also takes in what its modules
        // import, so React went into 'charts' and every screen loaded Chart.js at start.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: 'charts',
              test: /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            { name: 'carousel', test: /node_modules[\\/]embla-carousel/, priority: 2, includeDependenciesRecursively: false },
            { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs|pngjs)[\\/]/, priority: 2, includeDependenciesRecursively: false },
            { name: 'vendor', test: /node_modules/, priority: 1, entriesAware: true, entriesAwareMergeThreshold: 30_000 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { [`${base}api`]: { target: apiTarget } },
  },
  preview: { port: 4173 },
});

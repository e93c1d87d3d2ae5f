import type { Plugin } from 'vite';
import { DASHBOARD_SHELL } from '../src/sw/shell-pages.ts';

/**
 * The source modules a logged-in start at the dashboard loads after the first script, in the order
 * it needs them: the logged-in frame (router.tsx), the device's copies of the farm's data that
 * the frame reads at start (lib/query-client.ts), and the dashboard (routes/logged-in-routes.tsx).
 */
export const DASHBOARD_MODULES = ['src/app/routes/logged-in-routes.tsx', 'src/lib/offline/persist-queries.ts', 'src/app/routes/dashboard-route.tsx'];

interface Chunk {
  imports: string[];
  css: string[];
}

/**
 * The files of `starts` and every chunk they import statically, each once, scripts and style
 * sheets apart: the first start's files first, then what the next one adds.
 */
export function staticFiles(chunks: Map<string, Chunk>, starts: string[]): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const start of starts) {
    const todo = [start];
    while (todo.length > 0) {
      const file = todo.shift()!;
      const chunk = chunks.get(file);
      if (scripts.includes(file) || !chunk) continue;
      scripts.push(file);
      chunk.css.forEach((sheet) => styles.add(sheet));
      todo.push(...chunk.imports);
    }
  }
  return { scripts, styles: [...styles] };
}

/**
 * index.html with the browser told to fetch `scripts` and `styles` ahead: each file index.html does
 * not name already, as Vite names the entry's (`crossorigin`, so the fetch is the one the import
 * makes). Style sheets only preloaded: the app puts them in the page when the screen loads.
 */
export function withPreloads(html: string, base: string, scripts: string[], styles: string[]): string {
  const links = [
    ...scripts.filter((file) => !html.includes(`${base}${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
    ...styles.filter((file) => !html.includes(`${base}${file}"`)).map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
  ];
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `\n    ${links.join('\n    ')}\n  </head>`);
}

/**
 * Writes dashboard.html beside index.html (src/sw/dashboard-shell.ts): the page the service worker
 * answers a logged-in start at the dashboard with. The frame's and the dashboard's files then come
 * side by side with the first script's, not each after the one before. index.html, and so the
 * login page's download, is unchanged.
 */
export function dashboardShell(): Plugin {
  let base = '/';
  return {
    name: 'slakteweb-dashboard-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('dashboard-shell: the build has no index.html');
      const chunks = new Map<string, Chunk>();
      const starts: string[] = new Array<string>(DASHBOARD_MODULES.length);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, { imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] });
        const at = DASHBOARD_MODULES.findIndex((module) => output.facadeModuleId?.endsWith(module));
        if (at >= 0) starts[at] = output.fileName;
      }
      const missing = DASHBOARD_MODULES.filter((_module, at) => starts[at] === undefined);
      if (missing.length > 0) throw new Error(`dashboard-shell: the build has no chunk for ${missing.join(', ')}`);
      const { scripts, styles } = staticFiles(chunks, starts);
      this.emitFile({ type: 'asset', fileName: DASHBOARD_SHELL, source: withPreloads(String(index.source), base, scripts, styles) });
    },
  };
}

import crypto from 'node:crypto';
import type { Plugin } from 'vite';
import { PASSWORD_MAX_CHARS } from '../../../packages/core/src/contracts/auth-limits.ts';
import type { Company } from '../../../packages/core/src/company/types.ts';
import { USERNAME_MAX_CHARS } from '../../../packages/core/src/validation/login-rules.ts';
import { HTML_LOGIN_FORM_ID } from '../src/features/auth/html-login-form.ts';
import { LOGIN_USER_KEY, NEED_TO_CONFIRM_KEY } from '../src/lib/session-keys.ts';

/** Where the server puts the refusal of the form's post (apps/server modules/auth/login-page-html.ts). */
const ERROR_SLOT = '<!--login-error-->';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/**
 * The login form as plain HTML, with the app's labels and button, which the browser sends itself
 * to `POST <BASE_PATH>login` (apps/server modules/auth/login-page.routes.ts) if the app has not
 * taken over yet, or never does (no JavaScript). Styled by a few rules of its own: the app's
 * style sheets name their classes by hash.
 */
export function loginFormHtml(company: Pick<Company, 'loginFormLabel' | 'theme'>, base: string): string {
  return [
    `<main class="html-login"><h1>Logg inn</h1>`,
    `<form id="${HTML_LOGIN_FORM_ID}" method="post" action="${base}login">${ERROR_SLOT}`,
    `<label for="html-login-username">${escapeHtml(company.loginFormLabel)}</label>`,
    `<input id="html-login-username" name="username" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="${USERNAME_MAX_CHARS}">`,
    `<label for="html-login-password">Passord</label>`,
    `<input id="html-login-password" name="password" type="password" autocomplete="current-password" required maxlength="${PASSWORD_MAX_CHARS}">`,
    `<button type="submit">Logg inn</button></form>`,
    `<p><a href="${base}login/forgot">Glemt passord?</a></p></main>`,
  ].join('');
}

function loginStyle(theme: Company['theme']): string {
  return (
    `<style>.html-login{max-width:26rem;margin:2rem auto;padding:0 1rem;font-family:system-ui,sans-serif}` +
    `.html-login label{display:block;margin-top:1rem;font-weight:600}` +
    `.html-login input{display:block;box-sizing:border-box;width:100%;margin-top:.25rem;padding:.6rem;font-size:1rem;border:1px solid #666;border-radius:4px}` +
    `.html-login button{margin-top:1.5rem;width:100%;padding:.75rem;font-size:1rem;font-weight:600;color:#fff;background:${theme.primary};border:0;border-radius:4px}` +
    `.html-login .login-error{margin-top:1rem;padding:.75rem;border:1px solid #b00020;border-radius:4px;background:#fdecee}</style>`
  );
}

/**
 * Started by the login page after its first paint: the entry module, whose files the page
 * preloads meanwhile. Its evaluation (the 258 kB library file first) would otherwise come before
 * the first frame and keep the form from being drawn (bench/RESULTS.md, the login form drawn by
 * the HTML). A form sent before the app has started records who logged in, as the app's own
 * login does (lib/session.ts), so the device's offline copies stay that user's.
 */
function startScript(entry: string): string {
  return (
    `(function(){var f=document.getElementById(${JSON.stringify(HTML_LOGIN_FORM_ID)});` +
    `f&&f.addEventListener("submit",function(){try{localStorage.setItem(${JSON.stringify(LOGIN_USER_KEY)},f.elements.username.value.trim());localStorage.removeItem(${JSON.stringify(NEED_TO_CONFIRM_KEY)})}catch(e){}});` +
    `requestAnimationFrame(function(){setTimeout(function(){import(${JSON.stringify(entry)})})})})();\n`
  );
}

/**
 * login.html beside index.html: the same page, with the login form drawn in #root, and the entry
 * started after the first paint instead of before it. The server sends it for /login (apps/server
 * app.ts) and the service worker answers /login with it (src/sw/sw.ts); every other page keeps
 * index.html. Made from the built index.html, so it has the same files, icons and manifest link.
 */
export function loginPage(company: Company, base: string): Plugin {
  return {
    name: 'slakteweb-login-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const html = String(index.source);
      const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entryTag || !html.includes('<div id="root"></div>')) this.error('index.html has no entry script or no empty #root: the login page cannot be made');
      const entry = entryTag[1]!;
      const script = startScript(entry);
      const hash = crypto.createHash('sha256').update(script).digest('base64url').slice(0, 8);
      const scriptFile = `assets/login-start-${hash}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFile, source: script });
      const login = html
        .replace(entryTag[0], `<link rel="modulepreload" crossorigin href="${entry}">\n    <script defer src="${base}${scriptFile}"></script>`)
        // The server's Referrer-Policy is no-referrer, under which a browser sends its own form
        // post with `Origin: null`, which the same-origin check refuses; same-origin sends the
        // portal's origin with it, and still no address to another site.
        .replace('</head>', `<meta name="referrer" content="same-origin">${loginStyle(company.theme)}</head>`)
        // The form works without JavaScript: the notice that the portal needs it is for the other pages.
        .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
        .replace('<div id="root"></div>', `<div id="root">${loginFormHtml(company, base)}</div>`);
      this.emitFile({ type: 'asset', fileName: 'login.html', source: login });
    },
  };
}

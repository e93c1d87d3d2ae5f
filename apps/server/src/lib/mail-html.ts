/**
 * The cooperative's message HTML made safe for a mail: only plain formatting tags are kept
 * (without attributes), links only to http(s) and mailto with nothing but their address, and
 * everything else — scripts, styles, images, event handlers, forms — dropped; text is escaped.
 * The output is built from the allowed tags and escaped text alone, never from the input's markup.
 */
const KEPT_TAGS = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote']);
/** Tags whose content is no text to show. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'head', 'title', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);
const VOID_TAGS = new Set(['br']);

const TAG = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Character references back to characters (the common named ones and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[ref.toLowerCase()] ?? all;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hrefOf(attributes: string): string | null {
  const match = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const raw = decodeEntities(match?.[2] ?? match?.[3] ?? match?.[4] ?? '').trim();
  return /^(https?:\/\/|mailto:)[^\s]*$/i.test(raw) ? raw : null;
}

export function sanitizeMailHtml(html: string): string {
  let out = '';
  let dropping: string | null = null;
  let last = 0;
  const open: string[] = [];
  for (const match of html.matchAll(TAG)) {
    const text = html.slice(last, match.index);
    last = match.index + match[0].length;
    if (!dropping) out += escapeHtml(decodeEntities(text));
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    const closing = match[0].startsWith('</');
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name) && !closing) {
      dropping = name;
      continue;
    }
    if (name === 'a' || KEPT_TAGS.has(name)) {
      if (closing) {
        const at = open.lastIndexOf(name);
        if (at < 0) continue;
        // Close what was left open inside it, so the output's tags always nest.
        for (const tag of open.splice(at).reverse()) out += `</${tag}>`;
      } else if (name === 'a') {
        const href = hrefOf(match[2] ?? '');
        out += href ? `<a href="${escapeHtml(href)}">` : '<a>';
        open.push('a');
      } else {
        out += `<${name}>`;
        if (!VOID_TAGS.has(name)) open.push(name);
      }
    }
  }
  if (!dropping) out += escapeHtml(decodeEntities(html.slice(last)));
  for (const tag of open.reverse()) out += `</${tag}>`;
  return out;
}

/** The same message as plain text: block ends as line breaks, links with their address. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|head|title|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<a\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/a\s*>/gi, (_all, attrs: string, inner: string) => {
      const href = hrefOf(attrs);
      return href && !inner.includes(href) ? `${inner} (${href})` : inner;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|tr)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

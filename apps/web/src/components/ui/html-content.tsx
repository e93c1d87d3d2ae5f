import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

interface HtmlContentProps {
  html: string;
  className?: string;
}

/**
 * What the cooperative's HTML may hold: what help texts, messages, prognosis info and return-form
 * info are written with (text, emphasis, headings, lists, links, tables) and nothing else. Whoever
 * holds a content token must not be able to put a form, a field or a button on the portal (a second
 * login form posting the password elsewhere), nor styles, classes or ids that restyle or cover the
 * portal's own controls. DOMPurify keeps the text of a removed element, so a text stays readable.
 */
const COOPERATIVE_HTML: Config = {
  ALLOWED_TAGS: [
    'p', 'br', 'hr', 'div', 'span', 'blockquote',
    'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'a',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  // Links keep only their address (DOMPurify allows http(s), mailto, tel and relative ones).
  ALLOWED_ATTR: ['href', 'title', 'lang', 'colspan', 'rowspan', 'scope', 'start'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * HTML written by the cooperative (help texts, messages, prognosis info, return-form info),
 * sanitised to COOPERATIVE_HTML before rendering (DESIGN.md §5).
 */
export function HtmlContent({ html, className }: HtmlContentProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, COOPERATIVE_HTML), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

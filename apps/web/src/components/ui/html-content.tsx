import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface HtmlContentProps {
  html: string;
  className?: string;
}

/**
 * HTML written by the cooperative (help texts, prognosis info). Sanitised before rendering
 * (DESIGN.md §5): scripts, event handlers and javascript: links are removed.
 */
export function HtmlContent({ html, className }: HtmlContentProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

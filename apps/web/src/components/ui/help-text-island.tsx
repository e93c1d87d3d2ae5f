import type { ReactNode } from 'react';
import { useHelpText, type HelpTextName } from '@/lib/help-texts';
import { ScreenProviders } from '@/lib/screen-providers';
import { HtmlContent } from './html-content';

interface HelpTextProps {
  name: HelpTextName;
  /** The built-in text, shown until the cooperative's arrives, and when it has none. */
  fallback: ReactNode;
  className?: string | undefined;
}

function CooperativeText({ name, fallback, className }: HelpTextProps) {
  const text = useHelpText(name);
  return text ? <HtmlContent className={className} html={text} /> : fallback;
}

/** Loaded by help-text.tsx: the cooperative's help text with the cache and the sanitiser it needs. */
export function HelpTextIsland(props: HelpTextProps) {
  return (
    <ScreenProviders>
      <CooperativeText {...props} />
    </ScreenProviders>
  );
}

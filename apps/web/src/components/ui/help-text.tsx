import { Suspense, type ReactNode } from 'react';
import type { HelpTextName } from '@/lib/help-texts';
import { lazyScreen, Nothing } from './load-failed';

const HelpTextIsland = lazyScreen(
  () => import('./help-text-island').then((m) => ({ default: m.HelpTextIsland })),
  Nothing,
);

interface HelpTextProps {
  name: HelpTextName;
  /** The built-in text, shown until the cooperative's arrives, and when it has none. */
  fallback: ReactNode;
  className?: string;
}

/**
 * A help text of the cooperative (HTML, from GET /api/external/texts) on a screen that loads
 * before anything else: the login screen. The built-in text shows at once; fetching, the data
 * cache and the HTML sanitiser come in a download of their own, after the form is usable. Screens
 * after login use useHelpText (lib/help-texts.ts) directly.
 */
export function HelpText({ name, fallback, className }: HelpTextProps) {
  return (
    <Suspense fallback={fallback}>
      <HelpTextIsland name={name} fallback={fallback} className={className} />
    </Suspense>
  );
}

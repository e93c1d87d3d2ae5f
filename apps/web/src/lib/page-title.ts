import { useLayoutEffect } from 'react';

/** Every screen's browser title is '{title} - Slakteweb' (spec §1). */
export function pageTitle(title: string): string {
  return `${title} - Slakteweb`;
}

/**
 * Sets the browser title in the same commit as the screen (a layout effect): with a passive
 * effect the new screen's heading was in the page for a moment under the previous screen's title,
 * which a screen reader could announce and a test could read.
 */
export function usePageTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

import { useEffect } from 'react';

/** Every screen's browser title is '{title} - Slakteweb' (spec §1). */
export function pageTitle(title: string): string {
  return `${title} - Slakteweb`;
}

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

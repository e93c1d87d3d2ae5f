import { type RefObject, useLayoutEffect } from 'react';

/** The CSS variable that holds the sticky header's height (index.css pads scrolling by it). */
export const STICKY_TOP_VARIABLE = '--sticky-top';

/**
 * Keeps `--sticky-top` on <html> at the sticky header's height, as it changes (a menu row that
 * wraps, a banner, another company's header). index.css pads the page's scrolling by it, so a field
 * that gets focus (the first invalid one after submit, a link from an error summary) is scrolled
 * into view below the header instead of under it.
 */
export function useStickyHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(STICKY_TOP_VARIABLE, `${Math.ceil(header.getBoundingClientRect().height)}px`);
    update();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_TOP_VARIABLE);
    };
  }, [ref]);
}

/**
 * Loads modules ahead of need once the browser is idle (after the current page is drawn and
 * usable), so a later step does not wait for them on a slow line. Returns a cancel function for
 * an effect's cleanup. A failed fetch is left for the real import to retry and report.
 */
export function prefetchWhenIdle(loaders: Array<() => Promise<unknown>>): () => void {
  const run = () => loaders.forEach((load) => void load().catch(() => undefined));
  // Safari has no requestIdleCallback: a second is long enough for the page to be drawn.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1000);
  return () => window.clearTimeout(timer);
}

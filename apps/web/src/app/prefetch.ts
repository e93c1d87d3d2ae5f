/**
 * Runs `run` once the browser is idle (after the current page is drawn and usable). Returns a
 * cancel function for an effect's cleanup. Safari has no requestIdleCallback: there `fallbackMs`.
 */
export function whenIdle(run: () => void, fallbackMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(timer);
}

/**
 * Loads modules ahead of need once the browser is idle, so a later step does not wait for them
 * on a slow line. A failed fetch is left for the real import to retry and report.
 */
export function prefetchWhenIdle(loaders: Array<() => Promise<unknown>>): () => void {
  // A second is long enough for the page to be drawn where the browser cannot tell.
  return whenIdle(() => loaders.forEach((load) => void load().catch(() => undefined)), 1000);
}

import { useEffect, useState } from 'react';

/** How often the screen re-reads the clock, so a deadline passing while it is open shows. */
const CLOCK_TICK_MS = 30_000;

/**
 * The server's "now" (see get-pickup-weeks: `offsetMs` is the server's clock minus this
 * browser's). The screen is drawn again every 30 s; call the function again at the moment of
 * a choice or a send, where the time matters to the minute.
 */
export function useServerNow(offsetMs: number): () => Date {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((t) => t + 1), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return () => new Date(Date.now() + offsetMs);
}

import { useEffect, useState } from 'react';

/** How long typing in a server-searched dropdown must pause before the server is asked: one search per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value` once it has stayed the same for `delayMs`: a server search per pause in typing, not per key. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

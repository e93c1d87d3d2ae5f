/** Every business rule runs in this zone, whatever the server's or browser's TZ. */
export const BUSINESS_TZ = 'Europe/Oslo';

/** "Now", injectable so tests and demo runs can stand on any date. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * A clock that starts at `start` and moves on with real time, for NOW=… overrides in demo and
 * e2e runs (so timestamps still advance).
 */
export function offsetClock(start: Date, real: Clock = systemClock): Clock {
  const offset = start.getTime() - real().getTime();
  return () => new Date(real().getTime() + offset);
}

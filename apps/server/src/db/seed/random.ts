/** A deterministic pseudo-random source in [0, 1): the same seed gives the same data everywhere. */
export type Rng = () => number;

/** FNV-1a: a string seed to 32 bits. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for demo data (not for anything secret). */
export function createRng(seed: string): Rng {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max]. */
export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** Roughly normal (sum of three uniforms), clamped to [min, max]. */
export function normal(rng: Rng, mean: number, sd: number, min: number, max: number): number {
  const z = (rng() + rng() + rng() - 1.5) * 2; // variance 1
  return Math.min(max, Math.max(min, mean + z * sd));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

import { formatNumber, type NumberStyle } from './number.js';

// Weights are stored as integer grams.

/** Grams to kilograms as a number with three decimals, for spreadsheets: 84 350 → 84.35. */
export function gramsToKg(grams: number): number {
  return Math.round(grams) / 1000;
}

/** Kilograms with `decimals` decimals (one by default): 84 350 g → '84,4', 1 234 500 g → '1 234,5'. */
export function formatKg(grams: number, decimals = 1, style?: NumberStyle): string {
  return formatNumber(grams / 1000, decimals, style);
}

/**
 * Kilograms with every decimal the weight has, at least one: 84 300 g → '84,3', 84 350 g → '84,35',
 * 84 355 g → '84,355'. The settlement document shows weights as the scale reported them.
 */
export function formatKgAsWeighed(grams: number, style?: NumberStyle): string {
  const decimals = grams % 100 === 0 ? 1 : grams % 10 === 0 ? 2 : 3;
  return formatKg(grams, decimals, style);
}

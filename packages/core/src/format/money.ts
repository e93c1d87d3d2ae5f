import { formatNumber, type NumberStyle } from './number.js';

/** Money is stored as integer øre; the API speaks kroner with at most two decimals. */
export function oreToKr(ore: number): number {
  return Math.round(ore) / 100;
}

/** Kroner (at most two decimals) to integer øre, rounding half away from zero. */
export function krToOre(kr: number): number {
  return Math.sign(kr) * Math.round(Math.abs(kr) * 100);
}

/** Kroner without the unit, for table cells and prices: '1 234,56', '−12,30'. */
export function formatAmount(kr: number, style?: NumberStyle): string {
  return formatNumber(kr, 2, style);
}

/** '1 234,56 kr': space-grouped thousands, two decimals, comma. */
export function formatKr(kr: number, style?: NumberStyle): string {
  return `${formatAmount(kr, style)} kr`;
}

/** Badge text: the count, or '9+' above nine (spec/portal.md §9). */
export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

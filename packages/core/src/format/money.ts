/** Money is stored as integer øre; the API speaks kroner with at most two decimals. */
export function oreToKr(ore: number): number {
  return Math.round(ore) / 100;
}

/** Kroner (at most two decimals) to integer øre, rounding half away from zero. */
export function krToOre(kr: number): number {
  return Math.sign(kr) * Math.round(Math.abs(kr) * 100);
}

/** '1 234,56 kr': space-grouped thousands, two decimals, comma. */
export function formatKr(kr: number): string {
  const ore = krToOre(kr);
  const sign = ore < 0 ? '−' : '';
  const abs = Math.abs(ore);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${sign}${whole},${cents} kr`;
}

/** Badge text: the count, or '9+' above nine (spec/portal.md §9). */
export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

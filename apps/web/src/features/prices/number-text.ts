import { formatNumber } from '@slakteweb/core';

/** A number with the decimals it has, at most two: 20 → '20', 21.5 → '21,5', 2.25 → '2,25'. */
export function shortNumber(value: number): string {
  const decimals = Number.isInteger(value) ? 0 : Number.isInteger(value * 10) ? 1 : 2;
  return formatNumber(value, decimals);
}

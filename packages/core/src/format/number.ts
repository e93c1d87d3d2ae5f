/**
 * Norwegian numbers as the portal writes them on screens, in PDFs and in copied text: decimal
 * comma, thousands grouped with a plain space ('1 234,5'; never the no-break spaces that
 * `toLocaleString('nb-NO')` gives, which differ between browsers), minus '−' (U+2212).
 */

export interface NumberStyle {
  /** Group thousands with a space (default). Off where the text is pasted into a spreadsheet as a number. */
  grouping?: boolean;
  /**
   * The minus sign: '−' (U+2212, default) as Norwegian typesetting has it, or the ASCII '-' where
   * the text must stay ASCII: the standard PDF fonts have no U+2212, and spreadsheets read '-' only.
   */
  minus?: '−' | '-';
}

/** Plain text for PDFs with the standard fonts: grouped, ASCII minus. */
export const PDF_NUMBER_STYLE: NumberStyle = { minus: '-' };

/** Text to paste into a spreadsheet or LED-sau: no grouping, ASCII minus ('2004,80'). */
export const PASTE_NUMBER_STYLE: NumberStyle = { grouping: false, minus: '-' };

// Rounding is left to Intl, in a locale whose output is plain digits and '.', so it is the same
// rounding as toLocaleString: half away from zero, on the number as written (1.005 → 1.01, where
// toFixed gives 1.00). One formatter per number of decimals, made once.
const rounders = new Map<number, Intl.NumberFormat>();

/** |value| rounded to `decimals`, as '1234.50'. */
function roundedDigits(value: number, decimals: number): string {
  let rounder = rounders.get(decimals);
  if (!rounder) {
    rounder = new Intl.NumberFormat('en-US', { useGrouping: false, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    rounders.set(decimals, rounder);
  }
  return rounder.format(Math.abs(value));
}

/** '1234567' → '1 234 567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** A number with exactly `decimals` decimals: formatNumber(1234.5, 1) → '1 234,5', formatNumber(-2, 2) → '−2,00'. */
export function formatNumber(value: number, decimals: number, style: NumberStyle = {}): string {
  const digits = roundedDigits(value, decimals);
  const [whole = '0', fraction] = digits.split('.');
  const grouped = style.grouping === false ? whole : groupThousands(whole);
  // What rounds to zero is shown without a sign: '0,0', never '−0,0'.
  const sign = value < 0 && /[1-9]/.test(digits) ? (style.minus ?? '−') : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped},${fraction}`;
}

/**
 * A whole number of hundredths (øre), tenths or units written as formatNumber writes the value
 * they make: formatScaled(-123456, 2) → '−1 234,56', formatScaled(614, 1) → '61,4'. The digits
 * are the integer's own, so no rounding is needed and no Intl formatter is called: a price
 * explanation writes several such numbers for every animal, and Intl was half its time. A value
 * that is not a whole number goes through formatNumber.
 */
export function formatScaled(units: number, decimals: number): string {
  if (!Number.isSafeInteger(units)) return formatNumber(units / 10 ** decimals, decimals);
  const digits = String(Math.abs(units)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const grouped = whole.length > 3 ? groupThousands(whole) : whole;
  const sign = units < 0 ? '−' : '';
  return decimals > 0 ? `${sign}${grouped},${digits.slice(digits.length - decimals)}` : `${sign}${grouped}`;
}

/**
 * Meat percent (kjøttprosent) always with one decimal, as the slaughterhouse measures it:
 * 58 → '58,0 %', 61.25 → '61,3 %'. A column of them lines up, and 58 does not read as rounder
 * than it was.
 */
export function formatMeatPercent(percent: number): string {
  return `${formatNumber(percent, 1)} %`;
}

/** A percentage with at most `maxDecimals` decimals, trailing zeros left out: 61.25 → '61,3 %', 58 → '58 %'. */
export function formatPercent(percent: number, maxDecimals = 1): string {
  const text = formatNumber(percent, maxDecimals);
  return `${text.includes(',') ? text.replace(/,?0+$/, '') : text} %`;
}

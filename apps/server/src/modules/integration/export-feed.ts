import type { IntegrationEventRow } from '../../db/types.js';

/**
 * What every export feed shares: the cursor ('<txid>.<event id>' of the last event handed out;
 * '0.0' is the start) and the CSV form of a page.
 */

export function parseCursor(cursor: string | undefined): { txid: string; id: number } {
  const [txid = '0', id = '0'] = (cursor ?? '0.0').split('.');
  return { txid, id: Number(id) };
}

export const cursorOf = (e: IntegrationEventRow) => `${e.txid}.${e.id}`;

/** The cursor after a page: its last event's, or the one it was asked from when it was empty. */
export function nextCursor(events: IntegrationEventRow[], since: string | undefined): string {
  const last = events.at(-1);
  return last ? cursorOf(last) : (since ?? '0.0');
}

/** Stored JSON text back to its value; text that is not JSON stays text. */
export function json(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Where a spreadsheet may start a cell with a formula: at the start of a text, and after each ';'
 * and ',' in it. An Excel with Norwegian settings splits a CSV line on ';' whatever the quotes
 * say, so 'Oslo;=1+1;' in a comment would become a formula cell of its own; some readers split on
 * ',' the same way. The characters that start a formula: = + - @, and a tab or carriage return.
 */
const FORMULA_START = /(^|[;,])(?=[ ]*[=+@-]|[\t\r])/g;

/** Text made plain for a spreadsheet: an apostrophe (shown as nothing) before each formula start. */
function plainText(text: string): string {
  return text.replace(FORMULA_START, "$1'");
}

/**
 * A CSV cell: quoted when needed; text a spreadsheet would run as a formula is made plain text,
 * in the strings of a JSON value too (their numbers and structure are left as they are).
 */
function cell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? plainText(value)
        : typeof value === 'object'
          ? JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? plainText(v) : v))
          : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of cells as CSV (RFC 4180: CRLF, the header first). */
export function csv(columns: readonly string[], rows: unknown[][]): string {
  return `${[columns.join(','), ...rows.map((r) => r.map(cell).join(','))].join('\r\n')}\r\n`;
}

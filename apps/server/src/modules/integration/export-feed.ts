import type { EventRow } from './export.repository.js';

/**
 * What every export feed shares: the cursor ('<txid>.<event id>' of the last event handed out;
 * '0.0' is the start) and the CSV form of a page.
 */

export function parseCursor(cursor: string | undefined): { txid: string; id: number } {
  const [txid = '0', id = '0'] = (cursor ?? '0.0').split('.');
  return { txid, id: Number(id) };
}

export const cursorOf = (e: EventRow) => `${e.txid}.${e.id}`;

/** The cursor after a page: its last event's, or the one it was asked from when it was empty. */
export function nextCursor(events: EventRow[], since: string | undefined): string {
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

/** A CSV cell: quoted when needed; text a spreadsheet would run as a formula is made plain text. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+@\t\r-]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of cells as CSV (RFC 4180: CRLF, the header first). */
export function csv(columns: readonly string[], rows: unknown[][]): string {
  return `${[columns.join(','), ...rows.map((r) => r.map(cell).join(','))].join('\r\n')}\r\n`;
}

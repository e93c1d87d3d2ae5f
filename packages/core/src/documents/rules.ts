import type { DocumentItem, DocumentKind, DocumentListKey, DocumentsResponse } from '../contracts/documents.js';
import { formatDate } from '../format/date.js';
import { formatKr } from '../format/money.js';

/**
 * The sections of the documents page (spec/portal.md §2 Documents), in the page's order: the list
 * key of GET /api/documents, the kind of its documents and the heading.
 */
export const DOCUMENT_SECTIONS: readonly { key: DocumentListKey; kind: DocumentKind; heading: string }[] = [
  { key: 'invoices', kind: 'invoice', heading: 'Bokførte faktura' },
  { key: 'credit_notes', kind: 'credit_note', heading: 'Bokførte kreditnota' },
  { key: 'accountings', kind: 'accounting', heading: 'Bokførte avregninger' },
  { key: 'open_posts', kind: 'open_post', heading: 'Åpne poster / årssammendrag' },
  { key: 'withdrawals', kind: 'withdrawal', heading: 'Kontoutdrag / årssammendrag' },
];

/** The list key of GET /api/documents that holds documents of a kind. */
export function documentListKey(kind: DocumentKind): DocumentListKey {
  const section = DOCUMENT_SECTIONS.find((s) => s.kind === kind);
  if (!section) throw new Error(`unknown document kind ${kind}`);
  return section.key;
}

/**
 * The label of a document (spec/portal.md §2): 'dd.MM.yyyy / document number / 1 234,56 kr'.
 * Documents without an amount (open posts, statements) end after the number.
 */
export function documentLabel(item: Pick<DocumentItem, 'date' | 'document_no' | 'amount'>): string {
  const parts = [formatDate(item.date)];
  if (item.document_no) parts.push(item.document_no);
  if (item.amount !== null) parts.push(formatKr(item.amount));
  return parts.join(' / ');
}

/** Every document of the answer in one list, for the dashboard's badge (countNewSince). */
export function allDocuments(response: DocumentsResponse): DocumentItem[] {
  return DOCUMENT_SECTIONS.flatMap((s) => response[s.key]);
}

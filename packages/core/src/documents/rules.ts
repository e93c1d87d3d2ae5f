import { DOCUMENTS_ZIP_MAX_FILES, DOWNLOAD_ID_PATTERN, type DocumentItem, type DocumentKind, type DocumentListKey, type DocumentsResponse } from '../contracts/documents.js';
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

/**
 * What a document is, in a word: the archive's rows and search results say it beside the date,
 * number and amount, and the zip names its files with it ('2026-11-09 Faktura F2026-10001-013.pdf').
 */
export const DOCUMENT_KIND_NAME: Record<DocumentKind, string> = {
  invoice: 'Faktura',
  credit_note: 'Kreditnota',
  accounting: 'Avregning',
  open_post: 'Åpne poster',
  withdrawal: 'Kontoutdrag',
};

export const ZIP_TEXT = {
  none: 'Velg minst ett dokument',
  tooMany: `Du kan laste ned høyst ${DOCUMENTS_ZIP_MAX_FILES} dokumenter om gangen`,
  invalid: 'Ugyldig dokument',
} as const;

/**
 * The download ids of a zip request ('a,b,c'), each once and in the order chosen; or why it cannot
 * be one: none, more than DOCUMENTS_ZIP_MAX_FILES, or an id of the wrong shape.
 */
export function zipDownloadIds(text: string | undefined): { ok: true; ids: string[] } | { ok: false; message: string } {
  const ids = [...new Set((text ?? '').split(',').map((id) => id.trim()).filter((id) => id !== ''))];
  if (ids.length === 0) return { ok: false, message: ZIP_TEXT.none };
  if (ids.length > DOCUMENTS_ZIP_MAX_FILES) return { ok: false, message: ZIP_TEXT.tooMany };
  if (!ids.every((id) => DOWNLOAD_ID_PATTERN.test(id))) return { ok: false, message: ZIP_TEXT.invalid };
  return { ok: true, ids };
}

/** The years that have documents, newest first (the archive's year choice). */
export function documentYears(items: readonly Pick<DocumentItem, 'date'>[]): number[] {
  return [...new Set(items.map((item) => Number(item.date.slice(0, 4))))].sort((a, b) => b - a);
}

/**
 * The names of a zip's files, one per document in order: 'yyyy-MM-dd Kind number.pdf', with
 * characters a file system refuses replaced, and ' (2)', ' (3)' after a name already taken
 * (two documents may share date and number).
 */
export function zipEntryNames(docs: readonly { date: string; kind: DocumentKind; document_no: string }[]): string[] {
  const taken = new Set<string>();
  return docs.map((doc) => {
    // Control characters are refused on the way in (the input guard); these are the file systems'.
    const number = doc.document_no.replace(/[\\/:*?"<>|]+/g, '-').trim();
    const base = [doc.date, DOCUMENT_KIND_NAME[doc.kind], number].filter(Boolean).join(' ');
    let name = `${base}.pdf`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n}).pdf`;
    taken.add(name.toLowerCase());
    return name;
  });
}

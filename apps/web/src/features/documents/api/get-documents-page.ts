import { documentsPageResponseSchema, type DocumentKind, type DocumentsPageResponse } from '@slakteweb/core';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Documents per page: enough to fill the dropdown a few times over, a small answer even for a large farm. */
export const DOCUMENTS_PAGE_SIZE = 50;

/**
 * GET /api/documents/page?kind=…&limit=50[&before=…][&q=…] → one kind, newest first, and the
 * cursor of the next page. With `q` the server searches the whole history (contracts/paging.ts).
 */
export function getDocumentsPage(kind: DocumentKind, q: string, before: string | null, signal?: AbortSignal): Promise<DocumentsPageResponse> {
  const query: Record<string, string> = { kind, limit: String(DOCUMENTS_PAGE_SIZE) };
  if (before) query.before = before;
  if (q) query.q = q;
  return api.get('/api/documents/page', documentsPageResponseSchema, { query, signal });
}

export const documentPagesQueryOptions = (kind: DocumentKind, q: string) =>
  infiniteQueryOptions({
    queryKey: ['documents', 'pages', kind, q],
    queryFn: ({ pageParam, signal }) => getDocumentsPage(kind, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
    // The page and its sections read the same first pages: one request, not one per reader.
    staleTime: 60_000,
  });

/** The pages of one kind loaded so far ('' = no search). */
export function useDocumentPages(kind: DocumentKind, q: string) {
  // While a new search runs, the dropdown keeps the previous options instead of flashing empty.
  return useInfiniteQuery({ ...documentPagesQueryOptions(kind, q), placeholderData: keepPreviousData });
}

/**
 * The first page of each of the five kinds, for the documents page to wait on (called one by one:
 * hooks cannot run in a loop). The sections read on from the same queries.
 */
export function useFirstDocumentPages(): Record<DocumentKind, ReturnType<typeof useDocumentPages>> {
  const invoice = useDocumentPages('invoice', '');
  const creditNote = useDocumentPages('credit_note', '');
  const accounting = useDocumentPages('accounting', '');
  const openPost = useDocumentPages('open_post', '');
  const withdrawal = useDocumentPages('withdrawal', '');
  return { invoice, credit_note: creditNote, accounting, open_post: openPost, withdrawal };
}

import { documentLabel, type DocumentItem, type DocumentKind } from '@slakteweb/core';
import { useId, useMemo, useState } from 'react';
import { PagedSearchSelect } from '@/components/ui/paged-search-select';
import type { SearchSelectOption } from '@/components/ui/search-select';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentPages } from '../api/get-documents-page';
import { DocumentDetail } from './document-detail';
import { NO_DOCUMENTS_TEXT } from './documents-texts';
import styles from './documents.module.css';

/** The dropdown's label and its 'show all' button per kind of document. */
const SELECT_TEXT: Record<DocumentKind, { label: string; showAll: string }> = {
  invoice: { label: 'Velg faktura', showAll: 'Vis alle faktura' },
  credit_note: { label: 'Velg kreditnota', showAll: 'Vis alle kreditnota' },
  accounting: { label: 'Velg avregning', showAll: 'Vis alle avregninger' },
  open_post: { label: 'Velg åpen post eller årssammendrag', showAll: 'Vis alle åpne poster og årssammendrag' },
  withdrawal: { label: 'Velg kontoutdrag eller årssammendrag', showAll: 'Vis alle kontoutdrag og årssammendrag' },
};

export const SEARCH_ERROR_TEXT = 'Kunne ikke søke i dokumentene. Prøv igjen.';

const toOption = (item: DocumentItem): SearchSelectOption => ({ id: String(item.id), label: documentLabel(item) });

interface DocumentSectionProps {
  kind: DocumentKind;
  heading: string;
  /** The section's first page, newest first, as the documents page loaded it. */
  newest: DocumentItem[];
  /** More than the first page holds. */
  hasOlder: boolean;
}

/**
 * One section of the documents page: with more than one document a searchable dropdown (labels
 * 'dd.MM.yyyy / number / 1 234,56 kr', documentLabel from core), the newest chosen at first; with
 * one, just that document. The dropdown holds a page at a time and searches on the server, so a
 * farm with years of documents downloads only what the farmer looks at.
 */
export function DocumentSection({ kind, heading, newest, hasOlder }: DocumentSectionProps) {
  const headingId = useId();
  const [chosen, setChosen] = useState<DocumentItem | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // Without a search this is the page's own query (same key): the first page is already here.
  const pages = useDocumentPages(kind, search);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.documents) ?? [], [pages.data]);
  const options = useMemo(() => items.map(toOption), [items]);
  const selected = chosen ?? newest[0];
  // Until the server has answered the typed text, the old options would mislead: say 'Søker …'.
  const isSearching = typed.trim() !== search || pages.isPlaceholderData || pages.isPending;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {!selected ? (
        <p className={styles.muted}>{NO_DOCUMENTS_TEXT}</p>
      ) : (
        <>
          {(newest.length > 1 || hasOlder) && (
            <PagedSearchSelect
              className={styles.select}
              label={SELECT_TEXT[kind].label}
              showAllLabel={SELECT_TEXT[kind].showAll}
              emptyText={pages.isError && !pages.data ? SEARCH_ERROR_TEXT : 'Ingen dokumenter passer søket'}
              options={isSearching ? [] : options}
              selected={toOption(selected)}
              onSelect={(key) => setChosen(items.find((item) => String(item.id) === key) ?? selected)}
              onSearchChange={setTyped}
              isSearching={isSearching && !pages.isError}
              hasMore={pages.hasNextPage}
              isLoadingMore={pages.isFetchingNextPage}
              onLoadMore={() => {
                if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
              }}
            />
          )}
          <DocumentDetail item={selected} />
        </>
      )}
    </section>
  );
}

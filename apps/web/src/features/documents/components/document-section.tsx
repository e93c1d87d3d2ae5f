import { documentLabel, type DocumentItem, type DocumentKind } from '@slakteweb/core';
import { useId, useMemo, useState } from 'react';
import { SearchSelect, type SearchSelectOption } from '@/components/ui/search-select';
import { DocumentDetail } from './document-detail';
import styles from './documents.module.css';

/** The dropdown's label and its 'show all' button per kind of document. */
const SELECT_TEXT: Record<DocumentKind, { label: string; showAll: string }> = {
  invoice: { label: 'Velg faktura', showAll: 'Vis alle faktura' },
  credit_note: { label: 'Velg kreditnota', showAll: 'Vis alle kreditnota' },
  accounting: { label: 'Velg avregning', showAll: 'Vis alle avregninger' },
  open_post: { label: 'Velg åpen post eller årssammendrag', showAll: 'Vis alle åpne poster og årssammendrag' },
  withdrawal: { label: 'Velg kontoutdrag eller årssammendrag', showAll: 'Vis alle kontoutdrag og årssammendrag' },
};

export const NO_DOCUMENTS_TEXT = 'Ingen dokumenter.';

interface DocumentSectionProps {
  kind: DocumentKind;
  heading: string;
  /** Newest first, as the server sends them. */
  items: DocumentItem[];
}

/**
 * One section of the documents page: with more than one document a searchable dropdown (labels
 * 'dd.MM.yyyy / number / 1 234,56 kr', documentLabel from core), the newest chosen at first; with
 * one, just that document.
 */
export function DocumentSection({ kind, heading, items }: DocumentSectionProps) {
  const headingId = useId();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const options = useMemo<SearchSelectOption[]>(() => items.map((item) => ({ id: String(item.id), label: documentLabel(item) })), [items]);
  const first = items[0];
  const selected = items.find((item) => String(item.id) === selectedId) ?? first;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {!selected ? (
        <p className={styles.muted}>{NO_DOCUMENTS_TEXT}</p>
      ) : (
        <>
          {items.length > 1 && (
            <SearchSelect
              className={styles.select}
              label={SELECT_TEXT[kind].label}
              showAllLabel={SELECT_TEXT[kind].showAll}
              emptyText="Ingen dokumenter passer søket"
              options={options}
              selectedKey={String(selected.id)}
              onSelect={setSelectedId}
            />
          )}
          <DocumentDetail item={selected} />
        </>
      )}
    </section>
  );
}

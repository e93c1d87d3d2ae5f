import { DOCUMENT_SECTIONS } from '@slakteweb/core';
import { useEffect } from 'react';
import { Page } from '@/components/layout/page';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { useFirstDocumentPages } from '../api/get-documents-page';
import { useMarkDocumentsRead } from '../api/mark-read';
import { DocumentSection } from './document-section';
import styles from './documents.module.css';

export const DOCUMENTS_ERROR_TEXT = 'Kunne ikke laste inn dokumenter.';

/**
 * 'Dokumenter' (spec §2 Documents): the five sections, each with a searchable dropdown when it
 * has more than one document, the chosen document's details and 'Last ned PDF'. Each section
 * reads its kind a page at a time; the page waits for the five first pages. Once the documents
 * are shown they count as read, so the dashboard's badge drops.
 */
export function DocumentsPage() {
  const first = useFirstDocumentPages();
  const all = DOCUMENT_SECTIONS.map((section) => first[section.kind]);

  return (
    <Page title="Dokumenter">
      {all.some((query) => query.isError) ? (
        <ErrorState
          message={DOCUMENTS_ERROR_TEXT}
          onRetry={() => {
            for (const query of all) if (query.isError) void query.refetch();
          }}
        />
      ) : all.some((query) => query.isPending) ? (
        <Loading />
      ) : (
        <>
          <MarkReadOnce />
          <div className={styles.sections}>
            {DOCUMENT_SECTIONS.map((section) => {
              const firstPage = first[section.kind].data?.pages[0];
              return (
                <DocumentSection
                  key={section.key}
                  kind={section.kind}
                  heading={section.heading}
                  newest={firstPage?.documents ?? []}
                  hasOlder={firstPage?.next_before != null}
                />
              );
            })}
          </div>
        </>
      )}
    </Page>
  );
}

/** POST /api/markread/documents/notification once per visit, when the documents are on screen. */
function MarkReadOnce() {
  const { mutate } = useMarkDocumentsRead();
  useEffect(() => {
    mutate();
  }, [mutate]);
  return null;
}

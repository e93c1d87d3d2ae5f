import { DOCUMENT_SECTIONS } from '@slakteweb/core';
import { useEffect } from 'react';
import { Page } from '@/components/layout/page';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { useDocuments } from '../api/get-documents';
import { useMarkDocumentsRead } from '../api/mark-read';
import { DocumentSection } from './document-section';
import styles from './documents.module.css';

export const DOCUMENTS_ERROR_TEXT = 'Kunne ikke laste inn dokumenter.';

/**
 * 'Dokumenter' (spec §2 Documents): the five sections, each with a searchable dropdown when it
 * has more than one document, the chosen document's details and 'Last ned PDF'. Once the
 * documents are shown they count as read, so the dashboard's badge drops.
 */
export function DocumentsPage() {
  const documents = useDocuments();

  return (
    <Page title="Dokumenter">
      {documents.isPending ? (
        <Loading />
      ) : documents.isError ? (
        <ErrorState message={DOCUMENTS_ERROR_TEXT} onRetry={() => void documents.refetch()} />
      ) : (
        <>
          <MarkReadOnce />
          <div className={styles.sections}>
            {DOCUMENT_SECTIONS.map((section) => (
              <DocumentSection key={section.key} kind={section.kind} heading={section.heading} items={documents.data[section.key]} />
            ))}
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

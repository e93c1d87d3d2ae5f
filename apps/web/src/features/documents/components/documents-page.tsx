import { DOCUMENT_SECTIONS } from '@slakteweb/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { ErrorState } from '@/components/ui/error-state';
import { lazyScreen } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { cx } from '@/lib/cx';
import { useFirstDocumentPages } from '../api/get-documents-page';
import { DocumentSection } from './document-section';
import { DOCUMENTS_ERROR_TEXT } from './documents-texts';
import { MarkReadOnce } from './mark-read-once';
import styles from './documents.module.css';

export { DOCUMENTS_ERROR_TEXT } from './documents-texts';

// The archive is fetched only when the farmer opens it: the page's first view stays small.
const DocumentArchive = lazyScreen(() => import('./document-archive').then((m) => ({ default: m.DocumentArchive })));

/** The page's two views: the spec's sections with their dropdowns, and the archive (?visning=arkiv). */
const VIEW_PARAM = 'visning';
const ARCHIVE = 'arkiv';

/**
 * 'Dokumenter' (spec §2 Documents): the five sections, each with a searchable dropdown when it
 * has more than one document, the chosen document's details and 'Last ned PDF'. Beside it, the
 * 'Dokumentarkiv' view lists each section a year at a time and downloads chosen PDFs as one zip.
 * The view is in the address, so the browser's back button and a bookmark keep it.
 */
export function DocumentsPage() {
  const [params, setParams] = useSearchParams();
  const archive = params.get(VIEW_PARAM) === ARCHIVE;
  const show = (toArchive: boolean) => setParams(toArchive ? { [VIEW_PARAM]: ARCHIVE } : {});

  return (
    <Page title="Dokumenter">
      <div role="group" aria-label="Visning" className={styles.views}>
        <button type="button" className={cx(styles.view, !archive && styles.viewActive)} aria-pressed={!archive} onClick={() => show(false)}>
          Søk og velg
        </button>
        <button type="button" className={cx(styles.view, archive && styles.viewActive)} aria-pressed={archive} onClick={() => show(true)}>
          Dokumentarkiv
        </button>
      </div>
      {archive ? (
        <Suspense fallback={<Loading />}>
          <DocumentArchive />
        </Suspense>
      ) : (
        <DocumentSections />
      )}
    </Page>
  );
}

/**
 * The spec's view: each section reads its kind a page at a time; the view waits for the five
 * first pages. Once the documents are shown they count as read, so the dashboard's badge drops.
 */
function DocumentSections() {
  const first = useFirstDocumentPages();
  const all = DOCUMENT_SECTIONS.map((section) => first[section.kind]);

  if (all.some((query) => query.isError)) {
    return (
      <ErrorState
        message={DOCUMENTS_ERROR_TEXT}
        error={all.find((query) => query.isError)?.error}
        onRetry={() => {
          for (const query of all) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (all.some((query) => query.isPending)) return <Loading />;
  return (
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
  );
}

import {
  DOCUMENT_KIND_NAME,
  DOCUMENT_SECTIONS,
  DOCUMENTS_ZIP_MAX_FILES,
  documentYears,
  formatDate,
  formatKr,
  ZIP_TEXT,
  type DocumentItem,
  type DocumentKind,
} from '@slakteweb/core';
import { useId, useMemo, useState, type MouseEvent } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { DownloadIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/loading';
import { documentDownloadUrl, documentsZipUrl } from '../api/download-url';
import { useDocuments } from '../api/get-documents';
import { DOCUMENTS_ERROR_TEXT, NO_DOCUMENTS_TEXT } from './documents-texts';
import { MarkReadOnce } from './mark-read-once';
import styles from './document-archive.module.css';

/** 'Last ned valgte (3)': the zip button says how many are chosen. */
export const zipButtonText = (count: number) => `Last ned valgte (${count})`;

/**
 * 'Dokumentarkiv': the five sections as lists, a year at a time (newest year first, the newest
 * year with documents chosen at first). Each row says what the document is (kind and title) with
 * its date, number and amount, offers its own PDF, and has a box to choose it; 'Last ned valgte'
 * downloads the chosen PDFs as one zip. The choice holds across sections and years.
 */
export function DocumentArchive() {
  const documents = useDocuments();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  const messageId = useId();

  if (documents.isPending) return <Loading text="Laster dokumenter ..." />;
  if (documents.isError) return <ErrorState message={DOCUMENTS_ERROR_TEXT} error={documents.error} onRetry={() => void documents.refetch()} />;
  const choose = (ids: readonly string[], on: boolean) => {
    setMessage('');
    setChosen((old) => {
      const next = new Set(old);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  const ids = [...chosen];
  // A press always answers: with nothing chosen or too many it says so instead of downloading.
  const onZip = (event: MouseEvent<HTMLAnchorElement>) => {
    const problem = ids.length === 0 ? ZIP_TEXT.none : ids.length > DOCUMENTS_ZIP_MAX_FILES ? ZIP_TEXT.tooMany : '';
    setMessage(problem);
    if (problem) event.preventDefault();
  };

  return (
    <div className={styles.archive}>
      <MarkReadOnce />
      {DOCUMENT_SECTIONS.map((section) => (
        <ArchiveSection key={section.key} kind={section.kind} heading={section.heading} items={documents.data[section.key]} chosen={chosen} onChoose={choose} />
      ))}
      <div className={styles.toolbar}>
        <a
          href={documentsZipUrl(ids)}
          download
          className={buttonClassName('primary')}
          onClick={onZip}
          aria-describedby={message ? messageId : undefined}
        >
          <DownloadIcon />
          {zipButtonText(ids.length)}
        </a>
        <p id={messageId} role="status" className={message ? styles.message : styles.hint}>
          {message || `Velg dokumenter med avkrysningsboksene. Høyst ${DOCUMENTS_ZIP_MAX_FILES} om gangen, lastes ned som én zip-fil.`}
        </p>
      </div>
    </div>
  );
}

interface ArchiveSectionProps {
  kind: DocumentKind;
  heading: string;
  /** The section's documents, newest first. */
  items: DocumentItem[];
  chosen: ReadonlySet<string>;
  onChoose: (downloadIds: readonly string[], on: boolean) => void;
}

/** One section of the archive: a year's documents of one kind, with 'År' to choose the year. */
function ArchiveSection({ kind, heading, items, chosen, onChoose }: ArchiveSectionProps) {
  const headingId = useId();
  const yearId = useId();
  const years = useMemo(() => documentYears(items), [items]);
  const [year, setYear] = useState<number | undefined>(undefined);
  const shownYear = year !== undefined && years.includes(year) ? year : years[0];
  const shown = useMemo(() => items.filter((item) => Number(item.date.slice(0, 4)) === shownYear), [items, shownYear]);
  const withFile = shown.filter((item) => item.has_file).map((item) => item.download_id);
  const allChosen = withFile.length > 0 && withFile.every((id) => chosen.has(id));

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {heading}
        </h2>
        {years.length > 0 && (
          <div className={styles.year}>
            <label htmlFor={yearId}>År</label>
            <select id={yearId} value={shownYear} onChange={(e) => setYear(Number(e.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {shown.length === 0 ? (
        <p className={styles.muted}>{NO_DOCUMENTS_TEXT}</p>
      ) : (
        <>
          {withFile.length > 1 && (
            <label className={styles.chooseAll}>
              <input type="checkbox" checked={allChosen} onChange={(e) => onChoose(withFile, e.target.checked)} />
              Velg alle fra {shownYear}
            </label>
          )}
          <ul className={styles.rows} aria-label={`${heading} ${shownYear}`}>
            {shown.map((item) => (
              <ArchiveRow key={item.id} kind={kind} item={item} isChosen={chosen.has(item.download_id)} onChoose={onChoose} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A document: box to choose it (when it has a PDF), what it is, date, number, amount, its own PDF. */
function ArchiveRow({ kind, item, isChosen, onChoose }: { kind: DocumentKind; item: DocumentItem; isChosen: boolean; onChoose: ArchiveSectionProps['onChoose'] }) {
  const describeId = useId();
  return (
    <li className={styles.row}>
      <span className={styles.box}>
        {item.has_file && (
          <input
            type="checkbox"
            checked={isChosen}
            onChange={(e) => onChoose([item.download_id], e.target.checked)}
            aria-label={`Velg ${item.document_no}`}
            aria-describedby={describeId}
          />
        )}
      </span>
      <span id={describeId} className={styles.what}>
        <span className={styles.kind}>
          {DOCUMENT_KIND_NAME[kind]} {item.document_no}
        </span>{' '}
        <span className={styles.title}>{item.title}</span>
      </span>
      <span className={styles.date}>{formatDate(item.date)}</span>
      <span className={styles.amount}>{item.amount !== null ? formatKr(item.amount) : ''}</span>
      <span className={styles.pdf}>
        {item.has_file ? (
          <a href={documentDownloadUrl(item.download_id)} download>
            {'PDF '}
            <span className="visually-hidden">for {item.document_no}</span>
          </a>
        ) : (
          <span className={styles.muted}>Ingen PDF</span>
        )}
      </span>
    </li>
  );
}

import { formatDate, formatKr, type DocumentItem } from '@slakteweb/core';
import { buttonClassName } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { documentDownloadUrl } from '../api/download-url';
import styles from './documents.module.css';

/** The chosen document: what it is, date, number, amount (where it has one) and 'Last ned PDF'. */
export function DocumentDetail({ item }: { item: DocumentItem }) {
  return (
    <div className={styles.detail}>
      <p className={styles.detailTitle}>{item.title}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Dato</dt>
          <dd>{formatDate(item.date)}</dd>
        </div>
        <div>
          <dt>Dokumentnr</dt>
          <dd>{item.document_no}</dd>
        </div>
        {item.amount !== null && (
          <div>
            <dt>Beløp</dt>
            <dd>{formatKr(item.amount)}</dd>
          </div>
        )}
      </dl>
      {item.has_file ? (
        <a href={documentDownloadUrl(item.download_id)} download className={buttonClassName('secondary')}>
          <DownloadIcon />
          Last ned PDF
          {/* Five sections each have one: screen readers hear which document. */}
          {' '}
          <span className="visually-hidden">for {item.document_no}</span>
        </a>
      ) : (
        <p className={styles.muted}>Det finnes ingen PDF for dette dokumentet.</p>
      )}
    </div>
  );
}

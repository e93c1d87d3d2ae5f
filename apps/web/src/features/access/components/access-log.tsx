import { ACCESS_ROLE_NAMES, describeAccessLogEntry, formatDateTime } from '@slakteweb/core';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { useAccessLog } from '../api/get-access-log';
import styles from './access.module.css';

/** 'Hva andre har gjort': when, who, what, newest first; 'Vis flere' fetches the next page. */
export function AccessLog() {
  const log = useAccessLog();
  if (log.isPending) return <Loading text="Laster inn loggen ..." />;
  if (log.isError && !log.data) return <ErrorState message="Kunne ikke laste inn hva andre har gjort." onRetry={() => void log.refetch()} />;
  const entries = log.data.pages.flatMap((page) => page.log);
  if (entries.length === 0) return <p className={styles.empty}>Ingen andre har gjort noe for gården ennå.</p>;
  return (
    <>
      <ol className={styles.log}>
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className={styles.logEntry}>
            <time dateTime={entry.at} className={styles.logTime}>
              {formatDateTime(entry.at)}
            </time>
            <span className={styles.logWho}>
              {entry.name} ({ACCESS_ROLE_NAMES[entry.role]})
            </span>
            <span>{describeAccessLogEntry(entry)}</span>
          </li>
        ))}
      </ol>
      {log.isFetchNextPageError && <ErrorState message="Kunne ikke laste inn flere." />}
      {log.hasNextPage && (
        <Button variant="secondary" onPress={() => void log.fetchNextPage()} isPending={log.isFetchingNextPage}>
          Vis flere
        </Button>
      )}
    </>
  );
}

import { formatStatisticsNumber, formatStatisticsPercent, STATISTICS_KINDS } from '@slakteweb/core';
import { useId } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { useSlaughterhouseStatistics } from '../api/get-slaughterhouse-statistics';
import { KIND_LABEL } from '../selection';
import { ERROR_TEXT, LOADING_TEXT } from './statistics-texts';
import styles from './statistics.module.css';

/** The cooperative's averages this year, for a farmer with no figures of their own yet. */
export function SlaughterhouseAverages() {
  const statistics = useSlaughterhouseStatistics();
  const headingId = useId();
  if (statistics.isPending) return <Loading text={LOADING_TEXT} />;
  if (statistics.isError) return <ErrorState message={ERROR_TEXT} error={statistics.error} onRetry={() => void statistics.refetch()} />;
  const kinds = STATISTICS_KINDS.filter((kind) => statistics.data[kind].count > 0);
  if (kinds.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Slakteriets snitt hittil i år
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Dyreslag</th>
            <th scope="col" className={styles.number}>
              Snittvekt
            </th>
            <th scope="col" className={styles.number}>
              Kjøttprosent / klasse og fettgruppe
            </th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => {
            const s = statistics.data[kind];
            const quality = s.meat_percent_avg !== null ? formatStatisticsPercent(s.meat_percent_avg) : `${s.classification_avg ?? '–'} / ${s.fat_group_avg ?? '–'}`;
            return (
              <tr key={kind}>
                <th scope="row">{KIND_LABEL[kind]}</th>
                <td className={styles.number}>{s.weight_kg_avg === null ? '–' : formatStatisticsNumber(s.weight_kg_avg, 'kg')}</td>
                <td className={styles.number}>{quality}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

import { type FarmerStatistics, formatNumber, formatStatisticsPercent, type Share } from '@slakteweb/core';
import { useId } from 'react';
import { Tile } from './figure-tiles';
import styles from './statistics.module.css';

const share = (s: Share) => `${formatNumber(s.count, 0)} dyr (${formatStatisticsPercent(s.percentage)})`;

/** 'Kassasjon': carcasses partly (delkassert) and wholly (totalkassert) condemned, for one or two years. */
export function Discards({ sets }: { sets: { label?: string; figures: FarmerStatistics }[] }) {
  const headingId = useId();
  const value = (pick: (f: FarmerStatistics) => Share) =>
    sets.map((set) =>
      set.label ? (
        <span key={set.label} className={styles.yearRow}>
          <span>{set.label}</span> <strong>{share(pick(set.figures))}</strong>
        </span>
      ) : (
        <span key="one">{share(pick(set.figures))}</span>
      ),
    );
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Kassasjon
      </h2>
      <dl className={styles.tiles}>
        <Tile label="Delkassert">{value((f) => f.partially_discarded)}</Tile>
        <Tile label="Totalkassert">{value((f) => f.total_discarded)}</Tile>
      </dl>
    </section>
  );
}

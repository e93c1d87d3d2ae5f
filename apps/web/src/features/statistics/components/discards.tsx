import { type FarmerStatistics, formatNumber, formatStatisticsPercent, type Share } from '@slakteweb/core';
import { useId } from 'react';
import { Tile } from './figure-tiles';
import styles from './statistics.module.css';

/** The count, and under it the share of the animals. */
function ShareValue({ share }: { share: Share }) {
  return (
    <span className={styles.share}>
      <span>{formatNumber(share.count, 0)} dyr</span>
      <span className={styles.shareOf}>{formatStatisticsPercent(share.percentage)}</span>
    </span>
  );
}

/** 'Kassasjon': carcasses partly (delkassert) and wholly (totalkassert) condemned, for one or two years. */
export function Discards({ sets }: { sets: { label?: string; figures: FarmerStatistics }[] }) {
  const headingId = useId();
  const value = (pick: (f: FarmerStatistics) => Share) =>
    sets.map((set) =>
      set.label ? (
        <span key={set.label} className={styles.yearRow}>
          <span>{set.label}</span> <ShareValue share={pick(set.figures)} />
        </span>
      ) : (
        <ShareValue key="one" share={pick(set.figures)} />
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

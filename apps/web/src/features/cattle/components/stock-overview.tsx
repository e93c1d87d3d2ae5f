import type { CattleStock } from '@slakteweb/core';
import { useId } from 'react';
import styles from './cattle.module.css';

/** 'Besetning': a bar per cattle type, as long as its share of the largest, with the count. */
export function StockOverview({ stock, total }: { stock: CattleStock[]; total: number }) {
  const headingId = useId();
  const largest = Math.max(1, ...stock.map((s) => s.count));
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Besetning
      </h2>
      <ul className={styles.stock}>
        {stock.map((s) => (
          <li key={s.cattle_type} className={styles.stockRow}>
            <span className={styles.stockName}>{s.cattle_type}</span>
            <span className={styles.stockTrack} aria-hidden="true">
              <span className={styles.stockBar} style={{ width: `${(s.count / largest) * 100}%` }} />
            </span>
            <span className={styles.stockCount}>{s.count}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>Totalt {total} dyr</p>
    </section>
  );
}

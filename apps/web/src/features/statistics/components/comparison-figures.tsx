import type { FarmerStatisticsComparison, StatisticsKind } from '@slakteweb/core';
import { useId } from 'react';
import { spanText } from '../selection';
import { DiseaseSection } from './disease-section';
import { Discards } from './discards';
import { ComparisonTiles } from './figure-tiles';
import styles from './statistics.module.css';
import { VendorComparison } from './vendor-comparison';

/** 'I år og i fjor': the year so far beside the same period last year, each also beside the slaughterhouse. */
export function ComparisonFigures({ kind, figures }: { kind: StatisticsKind; figures: FarmerStatisticsComparison }) {
  const headingId = useId();
  const sets = [
    { label: 'I år', figures: figures.this_year },
    { label: 'I fjor', figures: figures.last_year },
  ];
  return (
    <>
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.sectionHeading}>
          Nøkkeltall
        </h2>
        {/* The year so far is set against the same days of last year, never the whole of it. */}
        <p className={styles.period}>
          <span>Samme periode i år og i fjor:</span>
          <span>I år: {spanText(figures.periods.this_year)}</span>
          <span>I fjor: {spanText(figures.periods.last_year)}</span>
        </p>
        <ComparisonTiles kind={kind} thisYear={figures.this_year} lastYear={figures.last_year} />
        <VendorComparison kind={kind} sets={sets} />
      </section>
      <Discards sets={sets} />
      <DiseaseSection frame="compare-this-last-year" sets={sets} />
    </>
  );
}

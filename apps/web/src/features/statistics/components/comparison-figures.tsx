import type { FarmerStatisticsComparison, StatisticsKind } from '@slakteweb/core';
import { useId } from 'react';
import { periodText } from '../selection';
import { DiseaseSection } from './disease-section';
import { Discards } from './discards';
import { ComparisonTiles } from './figure-tiles';
import styles from './statistics.module.css';
import { VendorComparison } from './vendor-comparison';

/** 'I år og i fjor': this year's figures beside last year's, each also beside the slaughterhouse. */
export function ComparisonFigures({ kind, figures }: { kind: StatisticsKind; figures: FarmerStatisticsComparison }) {
  const headingId = useId();
  const sets = [
    { label: 'I år', figures: figures.this_year },
    { label: 'I fjor', figures: figures.last_year },
  ];
  const thisYear = periodText('this-year', figures.this_year.last_generated);
  const lastYear = periodText('last-year', figures.last_year.last_generated);
  return (
    <>
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.sectionHeading}>
          Nøkkeltall
        </h2>
        <p className={styles.period}>
          {thisYear && <span>I år: {thisYear}</span>}
          {lastYear && <span>I fjor: {lastYear}</span>}
        </p>
        <ComparisonTiles kind={kind} thisYear={figures.this_year} lastYear={figures.last_year} />
        <VendorComparison kind={kind} sets={sets} />
      </section>
      <Discards sets={sets} />
      <DiseaseSection sets={sets} />
    </>
  );
}

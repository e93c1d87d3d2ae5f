import type { FarmerStatistics, StatisticsKind, StatisticsTimeFrame } from '@slakteweb/core';
import { useId } from 'react';
import { periodText } from '../selection';
import { DiseaseSection } from './disease-section';
import { Discards } from './discards';
import { FigureTiles } from './figure-tiles';
import styles from './statistics.module.css';
import { VendorComparison } from './vendor-comparison';

interface SingleFiguresProps {
  frame: Exclude<StatisticsTimeFrame, 'compare-this-last-year'>;
  kind: StatisticsKind;
  figures: FarmerStatistics;
}

/** One frame's figures: key figures with 'Vis mer', condemnations and diseases. */
export function SingleFigures({ frame, kind, figures }: SingleFiguresProps) {
  const headingId = useId();
  const period = periodText(frame, figures.last_generated);
  const sets = [{ figures }];
  return (
    <>
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.sectionHeading}>
          Nøkkeltall
        </h2>
        {period && <p className={styles.period}>{period}</p>}
        <FigureTiles kind={kind} figures={figures} />
        <VendorComparison kind={kind} sets={sets} />
      </section>
      <Discards sets={sets} />
      <DiseaseSection frame={frame} sets={sets} />
    </>
  );
}

import {
  formatAmount,
  formatDate,
  type GridCompliance,
  gridDeductionText,
  type GridScale,
  gridShareSentence,
  type HealthBenchmarkTimeFrame,
  type StatisticsKind,
} from '@slakteweb/core';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useGridCompliance } from '../api/get-grid-compliance';
import { PeriodSection } from './period-section';
import styles from './statistics.module.css';

const SCALES: readonly GridScale[] = ['weight_band', 'class', 'fat_group', 'meat_percent'];

/**
 * 'Treff på prisgrid': how many of the farm's animals had no deduction on each scale of the price
 * list ('Uten trekk for vekt'), beside the slaughterhouse, and what the deductions cost, by reason
 * and per settlement.
 */
export function GridComplianceSection({ kind }: { kind: StatisticsKind }) {
  const [frame, setFrame] = useState<HealthBenchmarkTimeFrame>('this-year');
  const grid = useGridCompliance(frame, kind);
  return (
    <PeriodSection heading="Treff på prisgrid" frame={frame} onFrameChange={setFrame} query={grid} loadingText="Laster treff på prisgrid..." errorText="Kunne ikke hente treff på prisgrid.">
      {(data) => (data.farm.animals === 0 ? <Alert kind="info">Ingen av dyrene i perioden er priset etter en prisliste.</Alert> : <GridFigures kind={kind} grid={data} />)}
    </PeriodSection>
  );
}

function GridFigures({ kind, grid }: { kind: StatisticsKind; grid: GridCompliance }) {
  const sentences = SCALES.map((scale) => gridShareSentence(kind, scale, grid.farm[scale], grid.slaughterhouse?.[scale] ?? null)).filter((s): s is string => s !== null);
  const settlements = grid.settlements.filter((s) => s.deductions_kr < 0);
  return (
    <>
      <ul className={styles.gridShares}>
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      {grid.slaughterhouse === null && <p className={styles.period}>Slakteriets tall vises når minst {grid.minimum_suppliers} produsenter har levert i perioden.</p>}
      <h3 className={styles.sectionHeading}>Hva trekkene kostet</h3>
      {grid.deductions.length === 0 ? (
        <p>Ingen trekk i perioden.</p>
      ) : (
        <>
          <p>Trekk i alt: {formatAmount(grid.deductions_kr)} kr</p>
          <ul>
            {grid.deductions.map((d) => (
              <li key={d.code}>{gridDeductionText(d)}</li>
            ))}
          </ul>
        </>
      )}
      {settlements.length > 0 && (
        <details className={styles.gridSettlements}>
          <summary>Trekk per avregning</summary>
          <ul>
            {settlements.map((s) => (
              <li key={`${s.date}/${s.settlement_no}`}>
                {formatDate(s.date)} / {s.settlement_no}: {formatAmount(s.deductions_kr)} kr ({s.deductions.map((d) => `${d.label}: ${formatAmount(d.kr)} kr`).join(', ')})
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

import { type FarmerStatistics, formatNumber, formatStatisticsNumber, type StatisticsKind } from '@slakteweb/core';
import type { ReactNode } from 'react';
import { type Difference, differenceOf, measuresFor } from '../measures';
import styles from './statistics.module.css';

/** One figure: its name and value, as a term and its description. */
export function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tile}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const ARROW: Record<Difference['direction'], string> = { up: '▲', down: '▼', same: '=' };

/** ▲/▼ and the difference in words; the arrow is for the eye, the words for everyone. */
export function DifferenceText({ difference, than, sameText }: { difference: Difference | null; than: string; sameText: string }) {
  if (difference === null) return null;
  return (
    <span className={styles.difference} data-direction={difference.direction}>
      <span aria-hidden="true">{ARROW[difference.direction]}</span>{' '}
      {difference.direction === 'same' ? sameText : `${difference.amount} ${difference.direction === 'up' ? 'over' : 'under'} ${than}`}
    </span>
  );
}

const kg = (value: number) => formatStatisticsNumber(value, 'kg');
const orDash = <T,>(value: T | null, format: (v: T) => string) => (value === null ? '–' : format(value));

/** The farmer's key figures: count, weights, and meat percent or class and fat group. */
export function FigureTiles({ kind, figures }: { kind: StatisticsKind; figures: FarmerStatistics }) {
  return (
    <dl className={styles.tiles}>
      <Tile label="Antall dyr">{formatNumber(figures.count, 0)}</Tile>
      {measuresFor(kind).map((m) => (
        <Tile key={m.key} label={m.label}>
          {orDash(m.farm(figures), m.format)}
        </Tile>
      ))}
      <Tile label="Totalvekt">{kg(figures.weight_kg_tot)}</Tile>
    </dl>
  );
}

/** The same figures for this year and last year, with the change since last year. */
export function ComparisonTiles({ kind, thisYear, lastYear }: { kind: StatisticsKind; thisYear: FarmerStatistics; lastYear: FarmerStatistics }) {
  const rows = (a: string, b: string, change?: ReactNode) => (
    <>
      <span className={styles.yearRow}>
        <span>I år</span> <strong>{a}</strong>
      </span>
      <span className={styles.yearRow}>
        <span>I fjor</span> <strong>{b}</strong>
      </span>
      {change}
    </>
  );
  return (
    <dl className={styles.tiles}>
      <Tile label="Antall dyr">{rows(formatNumber(thisYear.count, 0), formatNumber(lastYear.count, 0))}</Tile>
      {measuresFor(kind).map((m) => {
        const a = m.farm(thisYear);
        const b = m.farm(lastYear);
        return (
          <Tile key={m.key} label={m.label}>
            {rows(orDash(a, m.format), orDash(b, m.format), <DifferenceText difference={differenceOf(m, a, b)} than="i fjor" sameText="Som i fjor" />)}
          </Tile>
        );
      })}
      <Tile label="Totalvekt">{rows(kg(thisYear.weight_kg_tot), kg(lastYear.weight_kg_tot))}</Tile>
    </dl>
  );
}

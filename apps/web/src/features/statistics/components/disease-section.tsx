import {
  type FarmerStatistics,
  formatNumber,
  formatStatisticsPercent,
  GRAPH_ANIMATION_MAX_VALUES,
  graphLabelFrequency,
  type StatisticsTimeFrame,
} from '@slakteweb/core';
import { type ReactNode, useId, useState } from 'react';
import { BarChart } from '@/components/charts/bar-chart';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import styles from './statistics.module.css';
import { NO_DISEASES_TEXT } from './statistics-texts';


type Disease = FarmerStatistics['diseases'][number];

interface DiseaseSectionProps {
  /** The time frame shown: how often the graph labels its axis follows it (spec §9). */
  frame: StatisticsTimeFrame;
  /** One year's figures, or this year's and last year's named. */
  sets: { label?: string; figures: FarmerStatistics }[];
}

/**
 * 'Sykdommer' with 'Graf' / 'Tabell' (spec §2): the share of animals with each disease as a bar
 * chart (its numbers also as a table for screen readers), or as a table with the counts.
 */
export function DiseaseSection({ frame, sets }: DiseaseSectionProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  // Every disease of either year, in the first set's order, then the others'.
  const names = [...new Set(sets.flatMap((s) => s.figures.diseases.map((d) => d.name)))];
  const find = (figures: FarmerStatistics, name: string): Disease => figures.diseases.find((d) => d.name === name) ?? { name, count: 0, percentage: 0 };
  const [first, second] = sets;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionTop}>
        <h2 id={headingId} className={styles.sectionHeading}>
          Sykdommer
        </h2>
        {names.length > 0 && (
          <div className={styles.toggle} role="group" aria-label="Vis sykdommer som">
            <button type="button" aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
              Graf
            </button>
            <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
              Tabell
            </button>
          </div>
        )}
      </div>
      {names.length === 0 || !first ? (
        <Alert kind="info">{NO_DISEASES_TEXT}</Alert>
      ) : view === 'chart' ? (
        <BarChart
          title="Andel dyr med sykdom"
          headingLevel={3}
          data={names.map((name) => ({ label: name, value: find(first.figures, name).percentage }))}
          formatValue={formatStatisticsPercent}
          labelHeading="Sykdom"
          valueHeading={first.label ?? 'Andel dyr'}
          second={second ? { heading: second.label ?? '', values: names.map((name) => find(second.figures, name).percentage) } : undefined}
          labelEvery={graphLabelFrequency(frame)}
          animateUpTo={GRAPH_ANIMATION_MAX_VALUES}
        />
      ) : (
        <CollapsibleTable rows={names.length}>
          <table className={styles.table}>
            <caption className="visually-hidden">Sykdommer</caption>
            <thead>
              <tr>
                <th scope="col">Sykdom</th>
                {sets.map((s) => (
                  <th key={s.label ?? 'one'} scope="col" className={styles.number}>
                    {s.label ?? 'Antall dyr (andel)'}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {names.map((name) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  {sets.map((s) => {
                    const d = find(s.figures, name);
                    return (
                      <td key={s.label ?? 'one'} className={styles.number}>
                        {formatNumber(d.count, 0)} <span className={styles.nowrap}>({formatStatisticsPercent(d.percentage)})</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </CollapsibleTable>
      )}
    </section>
  );
}

/** More rows than this and the table is collapsed: a header and five rows are about 250 px. */
const ROWS_SHOWN_COLLAPSED = 5;

/**
 * A long disease table collapsed to about 250-263 px (spec §9) with 'Vis mer' / 'Lukk', so the
 * page does not run on for screens; every row stays in the table, for screen readers and print.
 */
function CollapsibleTable({ rows, children }: { rows: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const boxId = useId();
  const long = rows > ROWS_SHOWN_COLLAPSED;
  return (
    <>
      <div id={boxId} className={styles.tableBox} data-collapsed={long ? String(!open) : undefined}>
        {children}
      </div>
      {long && (
        <div className={styles.tableMore}>
          <Button variant="secondary" aria-expanded={open} aria-controls={boxId} onPress={() => setOpen(!open)}>
            {open ? 'Lukk' : 'Vis mer'} <span className="visually-hidden">{open ? 'listen over sykdommer' : 'av sykdommene'}</span>
          </Button>
        </div>
      )}
    </>
  );
}

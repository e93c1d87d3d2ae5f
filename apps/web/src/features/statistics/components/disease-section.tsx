import { type FarmerStatistics, formatNumber, formatStatisticsPercent } from '@slakteweb/core';
import { useId, useState } from 'react';
import { BarChart } from '@/components/charts/bar-chart';
import { Alert } from '@/components/ui/alert';
import styles from './statistics.module.css';
import { NO_DISEASES_TEXT } from './statistics-texts';


type Disease = FarmerStatistics['diseases'][number];

interface DiseaseSectionProps {
  /** One year's figures, or this year's and last year's named. */
  sets: { label?: string; figures: FarmerStatistics }[];
}

/**
 * 'Sykdommer' with 'Graf' / 'Tabell' (spec §2): the share of animals with each disease as a bar
 * chart (its numbers also as a table for screen readers), or as a table with the counts.
 */
export function DiseaseSection({ sets }: DiseaseSectionProps) {
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
        />
      ) : (
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
      )}
    </section>
  );
}

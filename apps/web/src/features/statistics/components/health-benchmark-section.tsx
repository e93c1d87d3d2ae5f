import {
  BENCHMARK_DIRECTION,
  type BenchmarkDirection,
  costLineText,
  formatNumber,
  HEALTH_BENCHMARK_MIN_SUPPLIERS,
  type HealthBenchmark,
  type HealthBenchmarkTimeFrame,
  outsideDistributionText,
  percentileSentence,
  type StatisticsKind,
} from '@slakteweb/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '@/lib/use-media-query';
import { BarChart } from '@/components/charts/bar-chart';
import { Alert } from '@/components/ui/alert';
import { useHealthBenchmark } from '../api/get-health-benchmark';
import { healthReportUrl } from '../api/health-report-url';
import { healthReportPagePath } from './health-report-path';
import { PeriodSection } from './period-section';
import styles from './statistics.module.css';

const per100 = (value: number | null) => (value === null ? '–' : formatNumber(value, 2));

interface Row {
  name: string;
  per_100: number | null;
  percentile: number | null;
  median: number | null;
  best_quarter: number | null;
  best_tenth: number | null;
  direction: BenchmarkDirection;
}

/**
 * 'Hvor står gården': the farm's findings and condemnations per 100 animals beside the bands over
 * all suppliers of the kind (median, best quarter, best tenth) and its rank, the trend per quarter
 * beside the median farm (Graf / Tabell), and what condemned carcasses cost.
 */
export function HealthBenchmarkSection({ kind }: { kind: StatisticsKind }) {
  const [frame, setFrame] = useState<HealthBenchmarkTimeFrame>('this-year');
  const benchmark = useHealthBenchmark(frame, kind);
  return (
    <PeriodSection
      heading="Hvor står gården"
      frame={frame}
      onFrameChange={setFrame}
      query={benchmark}
      loadingText="Laster sammenligningen..."
      errorText="Kunne ikke hente sammenligningen med andre produsenter."
      actions={
        // The same comparison for the vet visit: a PDF the browser downloads itself, or a page to print.
        <>
          <a href={healthReportUrl(frame, kind)}>Helserapport (PDF)</a>
          <Link to={healthReportPagePath(frame, kind)}>Helserapport for utskrift</Link>
        </>
      }
    >
      {(data) => <BenchmarkFigures benchmark={data} />}
    </PeriodSection>
  );
}

/** The comparison's figures: the bands, the trend and the costs (the print page's too). */
export function BenchmarkFigures({ benchmark }: { benchmark: HealthBenchmark }) {
  const notice = outsideDistributionText(benchmark, HEALTH_BENCHMARK_MIN_SUPPLIERS);
  const rows: Row[] = [
    { name: 'Delkassert', ...benchmark.discards.partial, direction: BENCHMARK_DIRECTION.discards },
    { name: 'Totalkassert', ...benchmark.discards.total, direction: BENCHMARK_DIRECTION.discards },
    ...benchmark.findings.map((f) => ({ ...f, direction: BENCHMARK_DIRECTION.findings })),
  ];
  const costs = (benchmark.costs ?? []).filter((c) => c.animals > 0);
  return (
    <>
      <p className={styles.period}>
        Antall dyr per 100 slakt, sammenlignet med {formatNumber(benchmark.suppliers_in_distribution, 0)} produsenter som leverte minst {benchmark.minimum_animals} dyr.
      </p>
      {notice && <Alert kind="info">{notice}</Alert>}
      <FindingsTable rows={rows} />
      <Trend benchmark={benchmark} />
      {costs.length > 0 && (
        <>
          <h3 className={styles.sectionHeading}>Hva kassasjonene kostet</h3>
          <ul>
            {costs.map((line) => (
              <li key={line.code}>{costLineText(line)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * Six columns need a tablet's width; below it each finding is a card with the same figures, so
 * nothing is cut off at the side of a phone.
 */
const TABLE_MEDIA_QUERY = '(min-width: 600px)';
const FINDINGS_NAME = 'Funn per 100 dyr, gården mot andre produsenter';

function FindingsTable({ rows }: { rows: Row[] }) {
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, true);
  if (!wide) {
    return (
      <ul className={styles.benchmarkCards} aria-label={FINDINGS_NAME}>
        {rows.map((row) => (
          <li key={row.name} className={styles.benchmarkCard}>
            <h3 className={styles.benchmarkCardTitle}>{row.name}</h3>
            <dl className={styles.benchmarkCardFacts}>
              <div>
                <dt>Gården</dt>
                <dd>{per100(row.per_100)}</dd>
              </div>
              <div>
                <dt>Median</dt>
                <dd>{per100(row.median)}</dd>
              </div>
              <div>
                <dt>Beste kvartil</dt>
                <dd>{per100(row.best_quarter)}</dd>
              </div>
              <div>
                <dt>Beste 10 %</dt>
                <dd>{per100(row.best_tenth)}</dd>
              </div>
            </dl>
            {row.percentile !== null && <p className={styles.benchmarkCardRank}>{percentileSentence(row.percentile, row.direction)}</p>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    // Focusable, so a keyboard can scroll the columns should a narrow window not show them at once.
    <div className={styles.scrollBox} tabIndex={0} role="group" aria-label="Funn per 100 dyr">
      <table className={styles.table}>
        <caption className="visually-hidden">{FINDINGS_NAME}</caption>
        <thead>
          <tr>
            <th scope="col">Funn</th>
            <th scope="col" className={styles.number}>
              Gården
            </th>
            <th scope="col" className={styles.number}>
              Median
            </th>
            <th scope="col" className={styles.number}>
              Beste kvartil
            </th>
            <th scope="col" className={styles.number}>
              Beste 10 %
            </th>
            <th scope="col">Plassering</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td className={styles.number}>{per100(row.per_100)}</td>
              <td className={styles.number}>{per100(row.median)}</td>
              <td className={styles.number}>{per100(row.best_quarter)}</td>
              <td className={styles.number}>{per100(row.best_tenth)}</td>
              <td>{row.percentile === null ? '–' : percentileSentence(row.percentile, row.direction)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The trend per quarter, the farm beside the median farm: 'Graf' or 'Tabell' (the statistics' pattern). */
function Trend({ benchmark }: { benchmark: HealthBenchmark }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const quarters = benchmark.trend.map((p) => ({ ...p, label: `${p.quarter}. kv. ${p.year}` }));
  return (
    <>
      <div className={styles.sectionTop}>
        <h3 className={styles.sectionHeading}>Utvikling per kvartal</h3>
        <div className={styles.toggle} role="group" aria-label="Vis utviklingen som">
          <button type="button" aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
            Graf
          </button>
          <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
            Tabell
          </button>
        </div>
      </div>
      {view === 'chart' ? (
        <BarChart
          title="Dyr med funn per 100"
          headingLevel={3}
          data={quarters.map((q) => ({ label: q.label, value: q.per_100 ?? 0 }))}
          formatValue={(v) => formatNumber(v, 2)}
          labelHeading="Kvartal"
          valueHeading="Gården"
          second={{ heading: 'Median', values: quarters.map((q) => q.median ?? 0) }}
        />
      ) : (
        <div className={styles.scrollBox}>
          <table className={styles.table}>
            <caption className="visually-hidden">Dyr med funn per 100 per kvartal</caption>
            <thead>
              <tr>
                <th scope="col">Kvartal</th>
                <th scope="col" className={styles.number}>
                  Gården
                </th>
                <th scope="col" className={styles.number}>
                  Median
                </th>
              </tr>
            </thead>
            <tbody>
              {quarters.map((q) => (
                <tr key={q.label}>
                  <th scope="row">{q.label}</th>
                  <td className={styles.number}>{per100(q.per_100)}</td>
                  <td className={styles.number}>{per100(q.median)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

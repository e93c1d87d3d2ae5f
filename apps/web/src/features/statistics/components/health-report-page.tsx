import {
  ANIMAL_GROUP_LABEL,
  formatDate,
  HEALTH_BENCHMARK_FRAME_LABELS,
  HEALTH_BENCHMARK_TIME_FRAMES,
  type HealthDeclarations,
  STATISTICS_KINDS,
} from '@slakteweb/core';
import { Link, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { useHealthBenchmark } from '../api/get-health-benchmark';
import { useHealthDeclarations } from '../api/get-health-declarations';
import { healthReportUrl } from '../api/health-report-url';
import { BenchmarkFigures } from './health-benchmark-section';
import page from './health-report-page.module.css';
import styles from './statistics.module.css';

function chosen<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * 'Helserapport' as a page to print (the PDF's contents): where the farm stands among the
 * suppliers with the trend and what condemnations cost, the health remarks declared at enrolment
 * and the treatments under withdrawal the enrolments confirmed. The portal's frame leaves itself
 * out of print (index.css); the chart prints as an image (bar-chart.tsx).
 */
export function HealthReportPage() {
  const [params] = useSearchParams();
  const frame = chosen(params.get('period'), HEALTH_BENCHMARK_TIME_FRAMES, 'this-year');
  const kind = chosen(params.get('kind'), STATISTICS_KINDS, 'pigs');
  const heading = `Helserapport – ${ANIMAL_GROUP_LABEL[kind]}, ${HEALTH_BENCHMARK_FRAME_LABELS[frame].toLowerCase()}`;
  const benchmark = useHealthBenchmark(frame, kind);
  const declarations = useHealthDeclarations(frame, kind);
  return (
    <Page title="Helserapport" heading={heading} breadcrumbs={[{ label: 'Statistikk', to: '/statistics' }, { label: 'Helserapport' }]}>
      <div className={page.actions}>
        <Link to="/statistics">Tilbake til statistikken</Link>
        <a href={healthReportUrl(frame, kind)}>Last ned som PDF</a>
        <Button variant="secondary" onPress={() => window.print()}>
          Skriv ut
        </Button>
      </div>
      {benchmark.isPending ? (
        <Loading text="Laster sammenligningen..." />
      ) : benchmark.isError ? (
        <ErrorState message="Kunne ikke hente sammenligningen med andre produsenter." onRetry={() => void benchmark.refetch()} />
      ) : (
        <>
          <p className={styles.period}>
            Periode: {benchmark.data.period.from === null ? 'til' : `${formatDate(benchmark.data.period.from)} –`} {formatDate(benchmark.data.period.to)}. Dyr levert:{' '}
            {benchmark.data.animals}.
          </p>
          <BenchmarkFigures benchmark={benchmark.data} />
        </>
      )}
      {declarations.isPending ? (
        <Loading text="Laster innmeldingene..." />
      ) : declarations.isError ? (
        <ErrorState message="Kunne ikke hente helseavvik og behandlinger fra innmeldingene." onRetry={() => void declarations.refetch()} />
      ) : (
        <Declarations declarations={declarations.data} />
      )}
    </Page>
  );
}

function Declarations({ declarations }: { declarations: HealthDeclarations }) {
  return (
    <>
      <h2 className={styles.sectionHeading}>Helseavvik meldt ved innmelding</h2>
      {declarations.remarks.length === 0 ? (
        <Alert kind="info">Ingen helseavvik ble meldt ved innmelding i perioden.</Alert>
      ) : (
        <div className={styles.scrollBox} tabIndex={0} role="group" aria-label="Helseavvik meldt ved innmelding">
          <table className={styles.table}>
            <caption className="visually-hidden">Helseavvik meldt ved innmelding</caption>
            <thead>
              <tr>
                <th scope="col">Innmeldt</th>
                <th scope="col">Dyr</th>
                <th scope="col">Helseavvik</th>
                <th scope="col">Kommentar</th>
              </tr>
            </thead>
            <tbody>
              {declarations.remarks.map((r, i) => (
                <tr key={i}>
                  <td>{formatDate(r.sent)}</td>
                  <td>{r.animals}</td>
                  <td>{r.text}</td>
                  <td>{r.comment}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className={styles.sectionHeading}>Behandlinger med tilbakeholdelsestid bekreftet ved innmelding</h2>
      {declarations.treatments.length === 0 ? (
        <Alert kind="info">Ingen innmelding i perioden hadde dyr under tilbakeholdelsestid.</Alert>
      ) : (
        <div className={styles.scrollBox} tabIndex={0} role="group" aria-label="Behandlinger med tilbakeholdelsestid">
          <table className={styles.table}>
            <caption className="visually-hidden">Behandlinger med tilbakeholdelsestid bekreftet ved innmelding</caption>
            <thead>
              <tr>
                <th scope="col">Innmeldt</th>
                <th scope="col">Dyr eller gruppe</th>
                <th scope="col">Legemiddel</th>
                <th scope="col">Behandlet</th>
                <th scope="col">Tilbakeholdelse til</th>
                <th scope="col">Sykdom</th>
              </tr>
            </thead>
            <tbody>
              {declarations.treatments.map((t, i) => (
                <tr key={i}>
                  <td>{formatDate(t.sent)}</td>
                  <td>{t.animals}</td>
                  <td>{t.medication}</td>
                  <td>{formatDate(t.treatment_date)}</td>
                  <td>{formatDate(t.restrain_limit)}</td>
                  <td>{t.diseases}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

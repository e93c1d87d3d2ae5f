import { parseDate, today, type CalendarDate } from '@internationalized/date';
import { formatDate, formatNumber, MSG } from '@slakteweb/core';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { ErrorState } from '@/components/ui/error-state';
import { DownloadIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/loading';
import { type DownloadProgress, downloadWithProgress } from '@/lib/download-with-progress';
import { dateRangeExcelUrl } from '../api/download-urls';
import { usePostedPeriod } from '../api/get-posted-period';
import { periodPresets } from '../period-presets';
import { FETCH_ERROR_TEXT, NOT_FOUND_TEXT } from './by-settlement-view';
import styles from './settlements.module.css';

/** 'Fra-dato kan ikke være større enn til-dato' (spec §5). */
export const FROM_AFTER_TO_TEXT = MSG.dateFromAfterTo;

/**
 * 'Etter dato-periode' (spec §2, §5): from and to within the oldest and newest posted settlement;
 * once both are set and in order, the period's settlements can be downloaded as Excel.
 */
export function DateRangeView() {
  // The bounds only (two dates), not the list: a large farm's history stays on the server.
  const period = usePostedPeriod();
  if (period.isPending) return <Loading />;
  if (period.isError) return <ErrorState message={FETCH_ERROR_TEXT} error={period.error} onRetry={() => void period.refetch()} />;
  const { first_date: oldest, last_date: newest } = period.data;
  if (oldest === null || newest === null) return <Alert kind="info">{NOT_FOUND_TEXT}</Alert>;
  return <DateRangeForm min={parseDate(oldest)} max={parseDate(newest)} />;
}

/** 'I år' and 'I fjor' are the farmer's calendar years, in Norwegian time. */
const NORWEGIAN_TIME = 'Europe/Oslo';

function outside(date: CalendarDate | null, min: CalendarDate, max: CalendarDate): boolean {
  return date !== null && (date.compare(min) < 0 || date.compare(max) > 0);
}

function DateRangeForm({ min, max }: { min: CalendarDate; max: CalendarDate }) {
  const headingId = useId();
  const [from, setFrom] = useState<CalendarDate | null>(null);
  const [to, setTo] = useState<CalendarDate | null>(null);

  const rangeText = `Velg en dato fra ${formatDate(min.toString())} til ${formatDate(max.toString())}`;
  const fromError = outside(from, min, max)
    ? rangeText
    : from && to && from.compare(to) > 0
      ? FROM_AFTER_TO_TEXT
      : undefined;
  const toError = outside(to, min, max) ? rangeText : undefined;
  const ready = from !== null && to !== null && !fromError && !toError;

  return (
    <section className={styles.period} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.detailHeading}>
        Avregninger for en periode
      </h2>
      <p>
        Velg fra- og til-dato mellom {formatDate(min.toString())} og {formatDate(max.toString())} for å laste ned de bokførte
        avregningene i perioden som Excel-fil.
      </p>
      <div className={styles.presets} role="group" aria-label="Hurtigvalg">
        {periodPresets(today(NORWEGIAN_TIME), min, max).map((preset) => (
          <Button
            key={preset.label}
            variant="secondary"
            isDisabled={preset.range === null}
            onPress={() => {
              if (!preset.range) return;
              setFrom(preset.range.from);
              setTo(preset.range.to);
            }}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <div className={styles.dateRow}>
        <DatePicker label="Fra dato" value={from} onChange={setFrom} minValue={min} maxValue={max} errorMessage={fromError} />
        <DatePicker label="Til dato" value={to} onChange={setTo} minValue={min} maxValue={max} errorMessage={toError} />
      </div>
      {ready ? (
        // A new period starts a new export (and forgets the last one's outcome).
        <ExcelExport key={`${from.toString()}/${to.toString()}`} url={dateRangeExcelUrl(from.toString(), to.toString())} />
      ) : (
        <p className={styles.muted}>Eksport til Excel blir mulig når både fra- og til-dato er valgt.</p>
      )}
    </section>
  );
}

type ExportState = { kind: 'idle' } | { kind: 'running'; progress: DownloadProgress } | { kind: 'done' } | { kind: 'failed' };

export const EXPORT_FAILED_TEXT = 'Kunne ikke laste ned Excel-filen. Prøv igjen.';

const kB = (bytes: number) => `${formatNumber(Math.max(1, Math.round(bytes / 1024)), 0)} kB`;

/** What the export is doing, for the status line (read politely by screen readers). */
export function exportStatusText(state: ExportState): string {
  if (state.kind === 'done') return 'Excel-filen er lastet ned.';
  if (state.kind !== 'running') return '';
  const { received, total } = state.progress;
  // Nothing yet: the server is still building the file.
  if (received === 0) return 'Lager Excel-filen ...';
  return total ? `Laster ned ... ${kB(received)} av ${kB(total)}` : `Laster ned ... ${kB(received)}`;
}

/**
 * 'Eksporter til Excel' for the period: a long period on a slow line takes a while, so the screen
 * says what happens (building, then how much has arrived) instead of seeming to do nothing.
 */
function ExcelExport({ url }: { url: string }) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const start = () => {
    setState({ kind: 'running', progress: { received: 0, total: undefined } });
    downloadWithProgress(url, 'avregninger.xlsx', (progress) => setState({ kind: 'running', progress })).then(
      () => setState({ kind: 'done' }),
      () => setState({ kind: 'failed' }),
    );
  };
  return (
    <div className={styles.export}>
      <Button variant="secondary" onPress={start} isPending={state.kind === 'running'}>
        <DownloadIcon />
        Eksporter til Excel
      </Button>
      <p role="status" className={styles.muted}>
        {exportStatusText(state)}
      </p>
      {state.kind === 'failed' && <Alert kind="error">{EXPORT_FAILED_TEXT}</Alert>}
    </div>
  );
}
